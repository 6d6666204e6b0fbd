import type { WishItem } from '@facet/contracts/wish-list';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ItemThumbnail } from '../../components/item-thumbnail.tsx';

/** Where a kept piece or stone lives in the shop. */
function wishItemPath(item: Pick<WishItem, 'kind' | 'sku'>): string {
  return item.kind === 'product'
    ? `/product/${encodeURIComponent(item.sku)}`
    : `/stone/${encodeURIComponent(item.sku)}`;
}

/**
 * A kept piece or stone as both wish lists show it (the owner's /wish-list and a shared link,
 * decision 046): its picture (a stone without one drawn from its shape), kind, name linking to its
 * page and metal or grades; `children` says its price and whether it can still be bought.
 */
export function WishItemSummary({ item, children }: { item: WishItem; children: ReactNode }) {
  const path = wishItemPath(item);
  return (
    <>
      <ItemThumbnail path={path} picture={item.picture} stoneShape={item.stoneShape} />
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
        {children}
      </div>
    </>
  );
}
