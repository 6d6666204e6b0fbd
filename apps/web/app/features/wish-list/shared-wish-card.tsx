import type { WishItem } from '@facet/contracts/wish-list';
import { Link } from 'react-router';
import { ItemThumbnail } from '../../components/item-thumbnail.tsx';
import { ProductPrice } from '../products/product-price.tsx';
import { wishItemPath } from './wish-list-item.tsx';

/**
 * One piece or stone of a shared wish list (decision 046): read-only — its picture, name, metal
 * or grades, price now in the visitor's currency, and whether it can still be bought.
 */
export function SharedWishCard({ item }: { item: WishItem }) {
  const path = wishItemPath(item);
  return (
    <li className="flex gap-4 rounded-md border border-line bg-white p-4 sm:gap-6" data-testid="shared-wish-item">
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
        {item.available ? (
          <ProductPrice price={item.price} listPrice={item.listPrice} currency={item.currency} />
        ) : (
          <p className="text-sm font-medium text-amber-800">No longer available</p>
        )}
      </div>
    </li>
  );
}
