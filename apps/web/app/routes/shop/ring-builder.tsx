import { ringPictureAlt } from '@facet/contracts/ring-builder';
import type { PairSetting, PairStone, RingBuilderPair } from '@facet/contracts/ring-builder-pair';
import { ringSizeValues } from '@facet/contracts/ring-sizes';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/ring-builder';
import { AddToBagForm } from '../../features/bag/add-to-bag-form.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BuilderBar } from '../../features/ring-builder/builder-bar.tsx';
import {
  ALL_SETTINGS_PATH,
  settingsForStonePath,
  stonesThatFitPath,
} from '../../features/ring-builder/pair-navigation.ts';
import { clearPair, clearPairHalf, type Pair } from '../../features/ring-builder/pair-storage.ts';
import { PairThumbnail } from '../../features/ring-builder/pair-thumbnail.tsx';
import { RingPicture } from '../../features/ring-builder/ring-picture.tsx';
import { detailsFor, usePairDetails } from '../../features/ring-builder/use-pair-details.ts';
import { formatPrice } from '../../lib/format.ts';
import { useRootData } from '../../lib/root-data.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * The ring builder's review (/ring-builder): the setting and the stone the shopper chose (kept
 * in this browser, so the page fills in once it has hydrated), whether they fit, the ring size
 * and the ring's price from the server; "Add to bag" puts the pair in the bag as one ring (two
 * linked lines) and then forgets it here, so the next ring starts afresh.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Your ring',
    description: 'Your setting and centre stone together: check that they fit, choose a ring size and see the price.',
    // The page is the shopper's own pair: nothing for a search engine.
    noindex: true,
  });
}

export default function RingBuilderPage() {
  const { pair, state } = usePairDetails();
  const known = state.status === 'ready' ? state.details : state.status === 'loading' ? state.previous : null;
  const { setting, stone, details } = detailsFor(pair, known);
  // The pair is in this browser only: until the page has hydrated, nothing is known of it.
  const hydrated = useHydrated();
  const nothingChosen = hydrated && state.status === 'empty';
  // Once the ring is in the bag the pair is forgotten; the page says where the ring went.
  const [added, setAdded] = useState(false);
  const onAdded = useCallback(() => {
    setAdded(true);
    clearPair();
  }, []);

  return (
    <>
      <BuilderBar step="review" showWhenEmpty />
      <section className="container-page pt-8 pb-20 sm:pt-12" aria-labelledby="ring-builder-title">
        <p className="eyebrow">Ring builder</p>
        <h1 id="ring-builder-title" className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">
          Your ring
        </h1>

        {!hydrated ? (
          <p className="mt-8 text-sm text-stone" aria-busy="true">
            Loading your ring…
          </p>
        ) : added ? (
          <div className="mt-8 max-w-xl text-[15px] leading-7 text-graphite" data-testid="ring-added" role="status">
            <p className="font-display text-2xl text-ink">Your ring is in your bag.</p>
            <p className="mt-2">It waits there, at today’s price, until you check out.</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/cart" className="button-primary">
                View your bag
              </Link>
              <Link to={ALL_SETTINGS_PATH} className="button-secondary">
                Build another ring
              </Link>
            </div>
          </div>
        ) : nothingChosen ? (
          <div className="mt-8 max-w-xl text-[15px] leading-7 text-graphite" data-testid="ring-builder-empty">
            <p>Start with a setting and choose the diamond for it, or start with a diamond and find its setting.</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={ALL_SETTINGS_PATH} className="button-primary">
                Start with a setting
              </Link>
              <Link to="/collections/diamonds" className="button-secondary">
                Start with a diamond
              </Link>
            </div>
          </div>
        ) : (
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
            <div className="grid grid-cols-2 gap-4 sm:gap-6">
              <Half
                title="Setting"
                chosen={pair.setting !== null}
                loading={state.status === 'loading'}
                empty={
                  <Link
                    to={stone ? settingsForStonePath(stone) : ALL_SETTINGS_PATH}
                    className="button-primary px-4 py-2.5"
                  >
                    Choose a setting
                  </Link>
                }
              >
                {setting ? <SettingHalf setting={setting} currency={known!.currency} stone={stone} /> : null}
              </Half>
              <Half
                title="Stone"
                chosen={pair.stone !== null}
                loading={state.status === 'loading'}
                empty={
                  <Link
                    to={setting ? stonesThatFitPath(setting) : '/collections/diamonds'}
                    className="button-primary px-4 py-2.5"
                  >
                    Choose a diamond
                  </Link>
                }
              >
                {stone ? <StoneHalf stone={stone} currency={known!.currency} setting={setting} /> : null}
              </Half>
            </div>
            <Summary
              pair={pair}
              details={details}
              failed={state.status === 'failed' ? state.message : null}
              onAdded={onAdded}
            />
          </div>
        )}
      </section>
    </>
  );
}

function Half({
  title,
  chosen,
  loading,
  empty,
  children,
}: {
  title: string;
  chosen: boolean;
  loading: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="min-w-0" data-testid={`review-${title.toLowerCase()}`}>
      <h2 className="eyebrow">{title}</h2>
      <div className="mt-3">
        {!chosen ? (
          <div className="flex aspect-square flex-col items-center justify-center gap-4 rounded-sm border border-dashed border-line p-3 sm:p-6 text-center text-sm text-stone">
            <p>No {title.toLowerCase()} chosen yet.</p>
            {empty}
          </div>
        ) : children === null ? (
          <div className="aspect-square animate-pulse rounded-sm bg-pearl" aria-busy={loading}>
            <span className="sr-only">Loading your {title.toLowerCase()}…</span>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

function HalfActions({ label, changeTo }: { label: 'setting' | 'stone'; changeTo: string }) {
  return (
    <p className="mt-3 flex gap-4 text-sm">
      <Link to={changeTo} className="link-underline">
        Change<span className="sr-only"> the {label}</span>
      </Link>
      <button type="button" className="link-underline" onClick={() => clearPairHalf(label)}>
        Remove<span className="sr-only"> the {label}</span>
      </button>
    </p>
  );
}

function SettingHalf({
  setting,
  stone,
  currency,
}: {
  setting: PairSetting;
  stone: PairStone | null;
  currency: RingBuilderPair['currency'];
}) {
  return (
    <>
      <PairThumbnail image={setting.image} alt={`${setting.name} in ${setting.metal}`} size="large" />
      <h3 className="mt-4 font-display text-xl text-ink">
        <Link to={`/product/${setting.sku}`} className="hover:text-gold-deep">
          {setting.name}
        </Link>
      </h3>
      <dl className="mt-2 space-y-0.5 text-sm text-graphite">
        <Row term="Metal" value={setting.metal} />
        {setting.ringStyle ? <Row term="Style" value={setting.ringStyle} /> : null}
        <Row term="Made for" value={setting.fits} />
      </dl>
      <p className="mt-2 text-[15px] text-ink figures" data-testid="setting-price">
        {formatPrice(setting.price, currency)}
      </p>
      <HalfActions label="setting" changeTo={stone ? settingsForStonePath(stone) : ALL_SETTINGS_PATH} />
    </>
  );
}

function StoneHalf({
  stone,
  setting,
  currency,
}: {
  stone: PairStone;
  setting: PairSetting | null;
  currency: RingBuilderPair['currency'];
}) {
  return (
    <>
      <PairThumbnail image={stone.image} shape={stone.stoneShape} alt={stone.name} size="large" />
      <h3 className="mt-4 font-display text-xl text-ink">
        <Link to={`/stone/${stone.sku}`} className="hover:text-gold-deep">
          {stone.name}
        </Link>
      </h3>
      <dl className="mt-2 space-y-0.5 text-sm text-graphite">
        <Row term="Colour" value={stone.color} />
        <Row term="Clarity" value={stone.clarity} />
        {stone.cut ? <Row term="Cut" value={stone.cut} /> : null}
        {stone.certificateLab ? <Row term="Certificate" value={stone.certificateLab} /> : null}
      </dl>
      <p className="mt-2 text-[15px] text-ink figures" data-testid="stone-price">
        {formatPrice(stone.price, currency)}
      </p>
      <HalfActions label="stone" changeTo={setting ? stonesThatFitPath(setting) : '/collections/diamonds'} />
    </>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-stone">{term}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The price, then the ring size (the shopper's own, when signed in and known) and "Add to bag". */
function Summary({
  pair,
  details,
  failed,
  onAdded,
}: {
  pair: Pair;
  details: RingBuilderPair | null;
  failed: string | null;
  onAdded: () => void;
}) {
  const root = useRootData();
  const known = root?.user?.ringSize;
  return (
    <aside className="h-fit rounded-sm border border-line bg-pearl/40 p-5 sm:p-6" aria-labelledby="ring-summary-title">
      <h2 id="ring-summary-title" className="text-2xl">
        Your ring
      </h2>
      {details?.fits && details.setting && details.stone ? (
        <RingPicture
          // A new pair is a new picture: never the last one's while the new one loads.
          key={`${details.setting.sku}/${details.stone.sku}`}
          settingSku={details.setting.sku}
          stoneSku={details.stone.sku}
          alt={ringPictureAlt(details.setting, details.stone)}
          sizes="(min-width: 1024px) 400px, 90vw"
          className="mt-4 w-full"
        />
      ) : null}
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {failed}
        </p>
      ) : null}
      {details?.problem ? (
        <p
          role="alert"
          className="mt-4 rounded-sm border border-gold/40 bg-ivory px-4 py-3 text-sm leading-6 text-ink"
          data-testid="pair-problem"
        >
          {details.problem} Change the setting or the stone to pair them.
        </p>
      ) : null}
      <div className="mt-5">
        {details && details.total !== null ? (
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone">Setting</dt>
              <dd className="figures">{formatPrice(details.setting!.price, details.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone">Stone</dt>
              <dd className="figures">{formatPrice(details.stone!.price, details.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4 pt-2 text-base text-ink">
              <dt>Total</dt>
              <dd className="font-display text-2xl figures" data-testid="ring-total">
                {formatPrice(details.total, details.currency)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-stone">Choose a setting and a stone to see the ring’s price.</p>
        )}
        <p className="mt-1 text-xs text-stone">
          {details?.currency === 'INR' ? 'Inclusive of GST.' : 'Inclusive of taxes.'} Made to order, ships in 2–3 weeks.
        </p>
      </div>
      {pair.setting !== null && pair.stone !== null ? (
        <AddToBagForm
          target={{ kind: 'pair', settingSku: pair.setting, stoneSku: pair.stone }}
          ringSize={known && ringSizeValues.includes(known) ? known : undefined}
          disabledReason={
            details === null || details.fits
              ? null
              : 'Choose a setting and a stone that fit each other to add the ring.'
          }
          onAdded={onAdded}
          className="mt-6 border-t border-line pt-5"
        />
      ) : null}
      {pair.setting !== null || pair.stone !== null ? (
        <Link
          to={`/book-appointment?source=ring-builder${pair.setting !== null ? `&sku=${encodeURIComponent(pair.setting)}` : ''}${pair.stone !== null ? `&stone=${encodeURIComponent(pair.stone)}` : ''}`}
          className="button-secondary mt-3 w-full py-3"
          data-testid="book-appointment"
        >
          Book an appointment to see this ring
        </Link>
      ) : null}
      {pair.setting !== null && pair.stone !== null ? null : (
        <p className="mt-6 border-t border-line pt-5 text-sm text-stone">
          Choose a setting and a stone, then add the ring to your bag.
        </p>
      )}
    </aside>
  );
}
