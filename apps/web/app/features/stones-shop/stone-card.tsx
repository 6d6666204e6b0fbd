import type { StoneCard as StoneCardData } from '@facet/contracts/stones';
import { Link } from 'react-router';
import { isDiscounted, percentOff } from '../../lib/format.ts';
import type { PictureLoading } from '../products/product-image.tsx';
import { ProductPrice } from '../products/product-price.tsx';
import { isWished, type WishedSkus } from '../wish-list/wished-skus.ts';
import { WishHeart } from '../wish-list/wish-heart.tsx';
import { SelectStoneButton } from '../ring-builder/select-stone-button.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { gradingLine } from './stone-facts.ts';
import { StonePicture } from './stone-picture.tsx';
import { StaticHtml } from '../../components/static-html.tsx';

export const STONE_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 31vw, 48vw';

/**
 * One stone in the diamond search: its photograph or drawn shape, its name, its grading line
 * and its price (was and now when the shop discount applies), with the compare box under it. With
 * `wished` given, the wish list's heart sits in the picture's corner.
 */
export function StoneCard({
  stone,
  loading = 'lazy',
  headingLevel = 'h2',
  sizes = STONE_CARD_SIZES,
  wished,
}: {
  stone: StoneCardData;
  /** The shopper's wish list (null when signed out), for the heart; leave out for no heart. */
  wished?: WishedSkus | null;
  loading?: PictureLoading;
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
}) {
  const Heading = headingLevel;
  const off = isDiscounted(stone.price, stone.listPrice) ? percentOff(stone.price, stone.listPrice) : 0;
  return (
    <article className="group relative flex h-full flex-col" data-testid="stone-card">
      <Link
        to={`/stone/${encodeURIComponent(stone.sku)}`}
        className="block flex-1 rounded-sm focus-visible:outline-offset-4"
        prefetch="intent"
      >
        {/* The link stays the router's (and reads ahead on a hover); what it shows is the server's HTML. */}
        <StaticHtml className="contents">
          <div className="relative aspect-square overflow-hidden rounded-sm bg-pearl">
            <StonePicture
              picture={stone.image}
              stoneShape={stone.stoneShape}
              alt={stone.name}
              sizes={sizes}
              loading={loading}
              className="transition-transform duration-700 ease-out group-hover:scale-[1.03]"
            />
            {off > 0 ? (
              <span className="absolute top-3 left-3 rounded-full bg-ivory/90 px-2.5 py-1 text-[11px] font-medium tracking-wide text-gold-deep">
                {off}% off
              </span>
            ) : null}
            {stone.certificateLab ? (
              <span className="absolute bottom-3 left-3 rounded-full bg-ivory/90 px-2.5 py-1 text-[11px] tracking-wide text-graphite">
                {stone.certificateLab}
              </span>
            ) : null}
          </div>
          <Heading className="mt-4 font-display text-lg leading-snug text-ink group-hover:text-gold-deep sm:text-xl">
            {stone.name}
          </Heading>
          <p className="mt-0.5 text-xs leading-5 text-stone">{gradingLine(stone)}</p>
          <div className="mt-1.5">
            <ProductPrice price={stone.price} listPrice={stone.listPrice} currency={stone.currency} />
          </div>
        </StaticHtml>
      </Link>
      {wished === undefined ? null : (
        <WishHeart
          kind="stone"
          sku={stone.sku}
          name={stone.name}
          wished={isWished(wished, 'stone', stone.sku)}
          className="absolute top-2 right-2"
        />
      )}
      <div className="mt-2">
        <CompareToggle stone={stone} />
      </div>
      {/* While a ring is being built from a setting, each stone offers itself for it (ring builder). */}
      <SelectStoneButton
        stone={stone}
        onlyWhilePairing
        className="mt-3 w-full rounded-full border border-ink px-4 py-2 text-xs font-medium tracking-wide text-ink transition-colors hover:bg-ink hover:text-ivory"
      />
    </article>
  );
}
