import { useNavigate } from 'react-router';
import { settingsForStonePath } from './pair-navigation.ts';
import { writePairStone } from './pair-storage.ts';

/**
 * "Add to a setting", on stone pages (stone first): keeps the stone as `pair_stone` and opens the
 * settings that take its shape, each offering "Select this setting".
 */
export function AddToSettingButton({
  stone,
  className = 'button-secondary w-full',
}: {
  stone: { sku: string; stoneShape: string; carat: number };
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      data-testid="add-to-setting"
      onClick={() => {
        writePairStone(stone.sku);
        void navigate(settingsForStonePath(stone));
      }}
    >
      Add to a setting
    </button>
  );
}
