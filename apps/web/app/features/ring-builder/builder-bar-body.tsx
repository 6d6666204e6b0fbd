import type { PairSetting, PairStone, RingBuilderPair } from '@facet/contracts/ring-builder-pair';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { ALL_SETTINGS_PATH, RING_BUILDER_PATH, settingsForStonePath, stonesThatFitPath } from './pair-navigation.ts';
import { BarFrame, type BuilderStep, Step } from './builder-steps.tsx';
import { clearPairHalf } from './pair-storage.ts';
import { PairThumbnail } from './pair-thumbnail.tsx';
import { detailsFor, usePairDetails } from './use-pair-details.ts';

/*
 * The builder bar once a ring is being built: what is chosen (picture, name, price) with a way
 * to change or remove each, and the ring's price. Loaded on demand by builder-bar.tsx: a pair
 * lives in the browser, so nothing of this is ever in a page's server HTML.
 */

export function BuilderBarBody({ step }: { step: BuilderStep }) {
  const { pair, state } = usePairDetails();
  const known = state.status === 'ready' ? state.details : state.status === 'loading' ? state.previous : null;
  const { setting, stone, details } = detailsFor(pair, known);
  const loading = state.status === 'loading';
  const currency = known?.currency ?? null;

  return (
    <BarFrame>
      <Step number={1} title="Setting" current={step === 'setting'}>
        {pair.setting === null ? (
          <Link to={stone ? settingsForStonePath(stone) : ALL_SETTINGS_PATH} className="link-underline text-sm">
            Choose a setting
          </Link>
        ) : (
          <Chosen
            label="setting"
            item={setting}
            loading={loading}
            onRemove={() => clearPairHalf('setting')}
            changeTo={stone ? settingsForStonePath(stone) : ALL_SETTINGS_PATH}
            describe={(chosen: PairSetting) => chosen.metal}
            currency={currency}
            href={setting ? `/product/${setting.sku}` : null}
          />
        )}
      </Step>
      <Step number={2} title="Stone" current={step === 'stone'}>
        {pair.stone === null ? (
          <Link to={setting ? stonesThatFitPath(setting) : '/collections/diamonds'} className="link-underline text-sm">
            Choose a diamond
          </Link>
        ) : (
          <Chosen
            label="stone"
            item={stone}
            loading={loading}
            onRemove={() => clearPairHalf('stone')}
            changeTo={setting ? stonesThatFitPath(setting) : '/collections/diamonds'}
            describe={(chosen: PairStone) => [chosen.color, chosen.clarity, chosen.cut].filter(Boolean).join(' · ')}
            currency={currency}
            href={stone ? `/stone/${stone.sku}` : null}
            shape={stone?.stoneShape}
          />
        )}
      </Step>
      <Step number={3} title="Review" current={step === 'review'}>
        {details?.total != null ? (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="figures text-ink">{formatPrice(details.total, details.currency)}</span>
            {step === 'review' ? null : (
              <Link to={RING_BUILDER_PATH} className="link-underline" data-testid="review-ring">
                Review your ring
              </Link>
            )}
          </div>
        ) : (
          <p className="text-sm text-stone">
            <span className="sm:hidden">Not yet</span>
            <span className="hidden sm:inline">Choose a setting and a stone to see your ring.</span>
          </p>
        )}
      </Step>
    </BarFrame>
  );
}

function Chosen<T extends PairSetting | PairStone>({
  label,
  item,
  loading,
  onRemove,
  changeTo,
  describe,
  currency,
  href,
  shape,
}: {
  label: 'setting' | 'stone';
  item: T | null;
  loading: boolean;
  onRemove: () => void;
  changeTo: string;
  describe: (item: T) => string;
  currency: RingBuilderPair['currency'] | null;
  href: string | null;
  shape?: string;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {item ? (
        <span className="hidden sm:block">
          <PairThumbnail image={item.image} shape={shape} alt="" />
        </span>
      ) : null}
      <div className="min-w-0 text-sm">
        {item ? (
          <>
            <p className="truncate text-ink">
              {href ? (
                <Link to={href} className="hover:text-gold-deep">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </p>
            <p className="hidden truncate text-xs text-stone sm:block">
              {describe(item)}
              {currency ? <span className="figures"> · {formatPrice(item.price, currency)}</span> : null}
            </p>
          </>
        ) : (
          <p className="text-stone">{loading ? 'Loading…' : `Your ${label}`}</p>
        )}
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
          <Link to={changeTo} className="link-underline">
            Change<span className="sr-only"> the {label}</span>
          </Link>
          <button type="button" className="link-underline" onClick={onRemove} data-testid={`remove-${label}`}>
            Remove<span className="sr-only"> the {label}</span>
          </button>
        </p>
      </div>
    </div>
  );
}
