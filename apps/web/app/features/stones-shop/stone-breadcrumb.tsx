import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { sameKindHref } from './stone-query.ts';

/** Home / Diamonds / the stone's shape (its shape and category in the search) / its stock number. */
export function StoneBreadcrumb({ stone }: { stone: { sku: string; stoneShape: string; stoneCategory: string } }) {
  return (
    <ShopBreadcrumb
      trail={[
        { label: 'Diamonds', to: '/collections/diamonds' },
        { label: stone.stoneShape, to: sameKindHref(stone) },
      ]}
      current={stone.sku}
      truncate
    />
  );
}
