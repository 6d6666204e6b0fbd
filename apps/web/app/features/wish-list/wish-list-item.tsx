import type { StoneShapeName } from '@facet/contracts/lookups';
import { mediaUrlAt } from '@facet/contracts/media-sizes';
import type { WishItem } from '@facet/contracts/wish-list';
import { Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { ProductPrice } from '../products/product-price.tsx';

/** Where a kept piece or stone lives in the shop. */
export function wishItemPath(item: Pick<WishItem, 'kind' | 'sku'>): string {
  return item.kind === 'product'
    ? `/product/${encodeURIComponent(item.sku)}`
    : `/stone/${encodeURIComponent(item.sku)}`;
}

/**
 * One kept piece or stone: its picture (a stone without one drawn from its shape), name, metal or
 * grades, price now (was/now when something is off), whether it can still be bought, and a
 * button that removes it (a plain form: it works before any script).
 */
export function WishListItem({ item }: { item: WishItem }) {
  const path = wishItemPath(item);
  return (
    <li className="flex gap-4 rounded-md border border-line bg-white p-4 sm:gap-6" data-testid="wish-item">
      <Link to={path} className="block h-24 w-24 shrink-0 overflow-hidden rounded-sm bg-pearl sm:h-28 sm:w-28">
        {item.picture ? (
          <img
            src={mediaUrlAt(item.picture.url, 400)}
            alt=""
            width={112}
            height={112}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : item.stoneShape ? (
          <span className="flex h-full w-full items-center justify-center text-graphite">
            <StoneShapeIcon shape={item.stoneShape as StoneShapeName} className="h-1/2 w-1/2" strokeWidth={1} />
          </span>
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[11px] tracking-[0.12em] text-stone uppercase">
          {item.kind === 'product' ? 'Jewellery' : 'Loose stone'}
        </p>
        <h2 className="font-display text-lg leading-snug sm:text-xl">
          <Link to={path} className="hover:text-gold-deep">
            {item.name}
          </Link>
        </h2>
        <p className="text-sm text-graphite">{item.detail}</p>
        <ProductPrice price={item.price} listPrice={item.listPrice} currency={item.currency} />
        {item.available ? null : (
          <p className="text-sm font-medium text-amber-800">
            {item.kind === 'product' ? 'No longer in the shop' : 'No longer available'}
          </p>
        )}
      </div>
      <Form method="post" className="self-start">
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="sku" value={item.sku} />
        <button
          type="submit"
          name="intent"
          value="remove"
          className="inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm text-graphite hover:text-ink"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span>
            Remove<span className="sr-only"> {item.name}</span>
          </span>
        </button>
      </Form>
    </li>
  );
}
