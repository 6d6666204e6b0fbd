import { stoneKindName } from '@facet/contracts/stone-kinds';
import type { StoneCard as StoneCardData } from '@facet/contracts/stones';
import { type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import { Link } from 'react-router';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { ProductPrice } from '../products/product-price.tsx';
import { isWished, type WishedSkus } from '../wish-list/wished-skus.ts';
import { WishHeart } from '../wish-list/wish-heart.tsx';
import { CompareToggle } from './compare-toggle.tsx';

/** The table's columns, in order: figures line up on the right, the compare box and heart in the middle. */
const columns: readonly { label: string; align?: string }[] = [
  { label: 'Shape' },
  { label: 'Carat', align: 'text-right' },
  { label: 'Cut' },
  { label: 'Colour' },
  { label: 'Clarity' },
  { label: 'Lab' },
  { label: 'Price', align: 'text-right' },
  { label: 'Compare', align: 'text-center' },
];
const wishColumn = { label: 'Wish list', align: 'text-center' };

function isShape(value: string): value is StoneShapeName {
  return (stoneShapes as readonly string[]).includes(value);
}

/**
 * The diamond search as a table, the way buyers who know their 4Cs scan a list: shape, carat,
 * cut, colour, clarity, lab, price and a compare box per row. Each row's first cell opens the
 * stone. On a phone the table scrolls sideways inside its frame. With `wished` given (null when signed
 * out), a last column holds each stone's wish list heart.
 */
export function StoneTable({ stones, wished }: { stones: readonly StoneCardData[]; wished?: WishedSkus | null }) {
  const shown = wished === undefined ? columns : [...columns, wishColumn];
  const head = 'px-3 py-3 text-left text-[11px] font-medium tracking-[0.14em] text-stone uppercase';
  const cell = 'px-3 py-3 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-sm border border-line bg-white/60" data-testid="stone-table">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Stones matching the filters</caption>
        <thead className="border-b border-line bg-pearl/60">
          <tr>
            {shown.map(({ label, align }) => (
              <th key={label} scope="col" className={align ? `${head} ${align}` : head}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {stones.map((stone) => (
            <tr key={stone.id} className="transition-colors hover:bg-pearl/50" data-testid="stone-row">
              <th scope="row" className={`${cell} text-left font-normal`}>
                <Link
                  to={`/stone/${encodeURIComponent(stone.sku)}`}
                  prefetch="intent"
                  className="flex items-center gap-2.5 text-ink hover:text-gold-deep"
                >
                  {isShape(stone.stoneShape) ? (
                    <StoneShapeIcon shape={stone.stoneShape} className="h-6 w-6 text-graphite" strokeWidth={1.2} />
                  ) : null}
                  <span>
                    {stone.stoneShape}
                    <span className="sr-only">, {stone.name}</span>
                    <span className="block text-[11px] text-stone" aria-hidden="true">
                      {stoneKindName(stone.stoneCategory)}
                    </span>
                  </span>
                </Link>
              </th>
              <td className={`${cell} text-right figures`}>{stone.carat.toFixed(2)}</td>
              <td className={cell}>{stone.cut ?? '—'}</td>
              <td className={cell}>{stone.color}</td>
              <td className={cell}>{stone.clarity}</td>
              <td className={cell}>{stone.certificateLab ?? '—'}</td>
              <td className={`${cell} text-right`}>
                <div className="flex justify-end">
                  <ProductPrice price={stone.price} listPrice={stone.listPrice} currency={stone.currency} />
                </div>
              </td>
              <td className={`${cell} text-center`}>
                <CompareToggle stone={stone} variant="bare" />
              </td>
              {wished === undefined ? null : (
                <td className="px-3 py-0.5 text-center">
                  <WishHeart
                    kind="stone"
                    sku={stone.sku}
                    name={stone.name}
                    wished={isWished(wished, 'stone', stone.sku)}
                    look="bare"
                    className="inline-flex"
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
