import { useNavigate } from 'react-router';
import { RING_BUILDER_PATH, settingsForStonePath } from './pair-navigation.ts';
import { usePair, writePairStone } from './pair-storage.ts';

/**
 * "Select this diamond", on stone cards and stone pages: keeps the stone as `pair_stone` and goes
 * on to the next step — the review when a setting is already chosen, otherwise the settings that
 * take this stone's shape. `onlyWhilePairing` shows it only once a setting is chosen (cards in
 * the diamond search, where a shopper who is not building a ring has no use for it).
 */
export function SelectStoneButton({
  stone,
  onlyWhilePairing = false,
  className = 'button-primary w-full',
}: {
  stone: { sku: string; stoneShape: string; carat: number };
  onlyWhilePairing?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const pair = usePair();
  if (onlyWhilePairing && pair.setting === null) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid="select-stone"
      onClick={() => {
        writePairStone(stone.sku);
        void navigate(pair.setting !== null ? RING_BUILDER_PATH : settingsForStonePath(stone));
      }}
    >
      Select this diamond
    </button>
  );
}
