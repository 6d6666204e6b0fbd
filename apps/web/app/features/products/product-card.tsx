import type { ProductCard as ProductCardData } from '@facet/contracts/products';
import { Link } from 'react-router';
import { MetalSwatch } from './metal-swatch.tsx';
import { isDiscounted, percentOff } from '../../lib/format.ts';
import { HoverImage, type PictureLoading, ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { isWished, type WishedSkus } from '../wish-list/wished-skus.ts';
import { WishHeart } from '../wish-list/wish-heart.tsx';
import { StaticHtml } from '../../components/static-html.tsx';

/** Grid columns: two on a phone, three from tablets, four on wide screens without a filter panel. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 31vw, 48vw';

/**
 * One piece in a list: its picture in the metal it is shown in (a second picture on hover),
 * name and price, and a swatch per metal that opens the piece in that metal. With `wished` given, the
 * wish list's heart sits in the picture's corner (outside the link: a form cannot be inside one).
 */
export function ProductCard({
  card,
  loading = 'lazy',
  sizes = CARD_SIZES,
  headingLevel = 'h2',
  wished,
  detail,
}: {
  card: ProductCardData;
  /** What the line under the name says instead of the metal ("Rose Gold · Halo · 1 ct Oval"). */
  detail?: string;
  /** The shopper's wish list (null when signed out), for the heart; leave out for no heart. */
  wished?: WishedSkus | null;
  /** How its picture loads: the first card's is the page's largest paint. */
  loading?: PictureLoading;
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const href = `/product/${card.sku}`;
  const off = isDiscounted(card.price, card.listPrice) ? percentOff(card.price, card.listPrice) : 0;
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card">
      <Link to={href} className="block flex-1 rounded-sm focus-visible:outline-offset-4" prefetch="intent">
        {/* The link stays the router's (and reads ahead on a hover); what it shows is the server's HTML. */}
        <StaticHtml className="contents">
          <div className="relative aspect-square overflow-hidden rounded-sm bg-pearl">
            {card.image ? (
              <ProductImage
                picture={card.image}
                alt={`${card.name} in ${card.metal}`}
                sizes={sizes}
                loading={loading}
                className="h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
              />
            ) : (
              <span className="flex h-full items-center justify-center font-display text-lg text-stone">
                Picture coming soon
              </span>
            )}
            {card.hoverImage ? (
              <HoverImage
                picture={card.hoverImage}
                sizes={sizes}
                className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-500 group-hover:opacity-100"
              />
            ) : null}
            {off > 0 ? (
              <span className="absolute top-3 left-3 rounded-full bg-ivory/90 px-2.5 py-1 text-[11px] font-medium tracking-wide text-gold-deep">
                {off}% off
              </span>
            ) : null}
            {card.isSetting ? (
              <span className="absolute bottom-3 left-3 rounded-full bg-ivory/90 px-2.5 py-1 text-[11px] tracking-wide text-graphite">
                Setting
              </span>
            ) : null}
          </div>
          <Heading className="mt-4 font-display text-lg leading-snug text-ink group-hover:text-gold-deep sm:text-xl">
            {card.name}
          </Heading>
          <p className="mt-0.5 text-xs text-stone">{detail ?? card.metal}</p>
          <div className="mt-1.5">
            <ProductPrice price={card.price} listPrice={card.listPrice} currency={card.currency} />
          </div>
        </StaticHtml>
      </Link>
      {wished === undefined ? null : (
        <WishHeart
          kind="product"
          sku={card.sku}
          name={`${card.name} in ${card.metal}`}
          wished={isWished(wished, 'product', card.sku)}
          className="absolute top-2 right-2"
        />
      )}
      {card.metals.length > 1 ? (
        <ul className="mt-2 -ml-1.5 flex flex-wrap items-center" aria-label={`${card.name} in other metals`}>
          {card.metals.map((metal) => {
            const current = metal.name === card.metal;
            return (
              <li key={metal.name}>
                <Link
                  to={`/product/${metal.sku}`}
                  className="flex h-8 w-8 items-center justify-center rounded-full"
                  aria-label={`${card.name} in ${metal.name}`}
                  aria-current={current ? 'true' : undefined}
                  title={metal.name}
                >
                  <span
                    className={`rounded-full p-[2px] ring-1 transition-colors ${current ? 'ring-ink' : 'ring-transparent hover:ring-line'}`}
                  >
                    <MetalSwatch metal={metal.name} className="h-4 w-4" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
