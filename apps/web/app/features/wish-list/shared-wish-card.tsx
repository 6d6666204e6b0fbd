import type { WishItem } from '@facet/contracts/wish-list';
import { ProductPrice } from '../products/product-price.tsx';
import { WishItemSummary } from './wish-item-summary.tsx';

/**
 * One piece or stone of a shared wish list (decision 046): read-only — its picture, name, metal
 * or grades, price now in the visitor's currency, and whether it can still be bought.
 */
export function SharedWishCard({ item }: { item: WishItem }) {
  return (
    <li className="flex gap-4 rounded-md border border-line bg-white p-4 sm:gap-6" data-testid="shared-wish-item">
      <WishItemSummary item={item}>
        {item.available ? (
          <ProductPrice price={item.price} listPrice={item.listPrice} currency={item.currency} />
        ) : (
          <p className="text-sm font-medium text-amber-800">No longer available</p>
        )}
      </WishItemSummary>
    </li>
  );
}
