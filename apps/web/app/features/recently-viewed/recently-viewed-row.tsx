import { mediaUrlAt } from '@facet/contracts/media-sizes';
import type { RecentlyViewedCard } from '@facet/contracts/recently-viewed';
import { recentlyViewedEndpoints } from '@facet/contracts/recently-viewed-endpoints';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ThumbnailPicture } from '../../components/item-thumbnail.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { useCurrency } from '../../lib/currency.ts';
import { ProductPrice } from '../products/product-price.tsx';
import {
  clearRecentlyViewed,
  leavingOut,
  readRecentlyViewed,
  recordView,
  type Viewed,
  type ViewedEntry,
} from './recently-viewed-list.ts';

/*
 * The "Recently viewed" row (decision 045), loaded on demand by recently-viewed.tsx: records the
 * page's piece or stone, then shows the others this browser remembers at today's price in the
 * shopper's currency. What is no longer on sale is not answered by the API and so not shown;
 * nothing to show shows nothing, not an empty heading. "Clear" forgets the list.
 */

const browserApi = createApiClient((path, init) => fetch(path, init));

export interface RecentlyViewedRowProps {
  /** The page's piece or stone; none on the home page. */
  kind?: Viewed['kind'];
  sku?: string;
  /** A piece's product: any of its variants is the same piece. */
  product?: number;
}

function viewedOf({ kind, sku, product }: RecentlyViewedRowProps): Viewed | undefined {
  if (kind === 'product' && sku && product) return { kind, sku, product };
  if (kind === 'stone' && sku) return { kind, sku };
  return undefined;
}

const keyOf = (kind: string, sku: string) => `${kind}:${sku.toLowerCase()}`;

/** The cards in the list's order (newest first); the API answers pieces, then stones. */
function inListOrder(list: readonly ViewedEntry[], cards: readonly RecentlyViewedCard[]): RecentlyViewedCard[] {
  const byKey = new Map(cards.map((card) => [keyOf(card.kind, card.sku), card]));
  return list.flatMap((entry) => byKey.get(keyOf(entry.kind, entry.sku)) ?? []);
}

const skusOfKind = (list: readonly ViewedEntry[], kind: Viewed['kind']) =>
  list
    .filter((entry) => entry.kind === kind)
    .map((entry) => entry.sku)
    .join(',');

export function RecentlyViewedRow({ kind, sku, product }: RecentlyViewedRowProps) {
  const currency = useCurrency();
  // The cards answered for one page (and currency): another page's are never shown.
  const shownFor = `${kind ?? 'home'}:${sku ?? ''}:${currency}`;
  const [answered, setAnswered] = useState<{ shownFor: string; cards: RecentlyViewedCard[] } | null>(null);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    const current = viewedOf({ kind, sku, product });
    const list = leavingOut(current ? recordView(current) : readRecentlyViewed(), current);
    if (list.length === 0) return;
    const controller = new AbortController();
    const page = `${kind ?? 'home'}:${sku ?? ''}:${currency}`;
    browserApi
      .call(
        recentlyViewedEndpoints.cards,
        { query: { products: skusOfKind(list, 'product'), stones: skusOfKind(list, 'stone'), currency } },
        { signal: controller.signal },
      )
      .then(
        // A failed answer shows nothing: the row is a convenience, never an error.
        (answer) =>
          setAnswered({ shownFor: page, cards: answer.isSuccess ? inListOrder(list, answer.data.records) : [] }),
        () => undefined,
      );
    return () => controller.abort();
  }, [kind, sku, product, currency]);

  const clear = () => {
    clearRecentlyViewed();
    setAnswered(null);
    setCleared(true);
  };

  const cards = answered?.shownFor === shownFor ? answered.cards : [];
  if (cards.length === 0) {
    return cleared ? (
      <p role="status" className="sr-only">
        Recently viewed pieces cleared
      </p>
    ) : null;
  }
  return (
    <section
      className="border-t border-line py-12"
      aria-labelledby="recently-viewed-title"
      data-testid="recently-viewed"
    >
      <div className="container-page">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="recently-viewed-title" className="text-2xl sm:text-3xl">
            Recently viewed
          </h2>
          <button type="button" onClick={clear} className="link-underline text-sm text-graphite">
            Clear<span className="sr-only"> recently viewed</span>
          </button>
        </div>
        <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-3 sm:gap-6">
          {cards.map((card) => (
            <li key={`${card.kind}:${card.sku}`} className="w-36 shrink-0 snap-start sm:w-44">
              <Link
                to={`/${card.kind === 'product' ? 'product' : 'stone'}/${encodeURIComponent(card.sku)}`}
                className="group block rounded-sm"
              >
                <span className="block aspect-square overflow-hidden rounded-sm bg-pearl">
                  <ThumbnailPicture
                    src={card.picture ? mediaUrlAt(card.picture.url, 400) : null}
                    size={176}
                    stoneShape={card.stoneShape}
                  />
                </span>
                <span className="mt-3 block text-sm leading-5 text-ink group-hover:text-gold-deep">{card.name}</span>
                <span className="mt-0.5 block text-xs text-stone">{card.detail}</span>
              </Link>
              <div className="mt-1">
                <ProductPrice price={card.price} listPrice={card.listPrice} currency={card.currency} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
