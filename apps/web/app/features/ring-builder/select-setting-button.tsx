import { useNavigate } from 'react-router';
import { RING_BUILDER_PATH, stonesThatFitPath } from './pair-navigation.ts';
import { usePair, writePairSetting } from './pair-storage.ts';

/**
 * A setting's button, on its product page and (stone first) on cards: keeps the variant as
 * `pair_setting`. With a stone already chosen it reads "Select this setting" and opens the
 * review; otherwise "Choose a diamond" and opens the diamond search filtered to the stones that
 * fit (its centre-stone shape and carat range). `onlyWhilePairing` shows it only once a stone is
 * chosen (cards in the settings listing).
 */
export function SelectSettingButton({
  setting,
  onlyWhilePairing = false,
  className = 'button-primary w-full',
}: {
  setting: { sku: string; centerStoneShape?: string | null; centerStoneCarat?: number | null };
  onlyWhilePairing?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const pair = usePair();
  const stoneChosen = pair.stone !== null;
  if (onlyWhilePairing && !stoneChosen) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid={stoneChosen ? 'select-setting' : 'choose-diamond'}
      onClick={() => {
        writePairSetting(setting.sku);
        void navigate(
          stoneChosen
            ? RING_BUILDER_PATH
            : stonesThatFitPath({
                centerStoneShape: setting.centerStoneShape ?? null,
                centerStoneCarat: setting.centerStoneCarat ?? null,
              }),
        );
      }}
    >
      {stoneChosen ? 'Select this setting' : 'Choose a diamond'}
    </button>
  );
}
