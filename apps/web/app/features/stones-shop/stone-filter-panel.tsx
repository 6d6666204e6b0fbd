import { stoneCategories, type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import type { Currency } from '@facet/contracts/money';
import { type StoneFilters, type StoneSort, writeStoneUrlFilters } from '@facet/contracts/stone-filters';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { GradeRangeFilter, LogRangeFilter } from './range-filters.tsx';
import { changeStoneFilters, countStoneFilters, gradeScales, toggleIn } from './stone-query.ts';

/*
 * The diamond search's filters: the shapes as a row of drawn icons (several at once), the
 * category, and the ranges. Every control is a toggle button or a slider that changes the
 * URL (see stone-query.ts); the list renders from it. On a phone the shapes stay in view and
 * the rest folds under a "Filters" button.
 */

export interface StoneFilterPanelProps {
  filters: StoneFilters;
  currency: Currency;
  /** Applies a change of filters (a navigation to the new URL). */
  onChange: (change: Partial<StoneFilters>) => void;
}

/** The ranges on logarithmic sliders, price first, the filters that hold their bounds and their address keys. */
export const logRanges = [
  { kind: 'price', minKey: 'minPrice', maxKey: 'maxPrice', names: ['minBudget', 'maxBudget'] },
  { kind: 'carat', minKey: 'minCarat', maxKey: 'maxCarat', names: ['minCarat', 'maxCarat'] },
] as const;

const categoryLabels: Record<string, string> = {
  'Natural Diamond': 'Natural',
  'Lab Grown Diamond': 'Laboratory-grown',
  Moissanite: 'Moissanite',
};

export function ShapePicker({ filters, onChange }: Pick<StoneFilterPanelProps, 'filters' | 'onChange'>) {
  const chosen = new Set(filters.stoneShapes ?? []);
  return (
    <div role="group" aria-labelledby="shape-picker-title" data-testid="shape-picker">
      <h3 id="shape-picker-title" className="font-sans text-[11px] font-medium tracking-[0.16em] text-ink uppercase">
        Shape
        {chosen.size > 0 ? (
          <span className="ml-3 font-normal tracking-normal text-gold-deep normal-case">{chosen.size} chosen</span>
        ) : null}
      </h3>
      <ul className="-mx-4 mt-3 flex snap-x scroll-px-4 gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-6 sm:overflow-visible sm:px-0 lg:grid-cols-12">
        {stoneShapes.map((shape) => (
          <li key={shape} className="snap-start">
            <ShapeButton
              shape={shape}
              pressed={chosen.has(shape)}
              onClick={() => onChange({ stoneShapes: toggleIn(filters.stoneShapes, shape, stoneShapes) })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShapeButton({ shape, pressed, onClick }: { shape: StoneShapeName; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`flex h-full w-[4.5rem] flex-col items-center gap-1.5 rounded-sm border px-1 pt-3 pb-2 text-[11px] leading-tight transition-colors sm:w-full ${
        pressed
          ? 'border-ink bg-white text-ink shadow-[0_2px_10px_-4px_rgba(29,27,25,0.3)]'
          : 'border-line/70 bg-white/40 text-graphite hover:border-stone hover:text-ink'
      }`}
    >
      <StoneShapeIcon shape={shape} className="h-8 w-8" strokeWidth={pressed ? 1.4 : 1.1} />
      <span>{shape}</span>
    </button>
  );
}

function CategoryPicker({ filters, onChange }: Pick<StoneFilterPanelProps, 'filters' | 'onChange'>) {
  const chosen = new Set(filters.stoneCategories ?? []);
  return (
    <div className="min-w-0" role="group" aria-labelledby="category-picker-title">
      <div className="flex items-baseline justify-between gap-3">
        <h3
          id="category-picker-title"
          className="font-sans text-[11px] font-medium tracking-[0.16em] text-ink uppercase"
        >
          Type
        </h3>
        <span className="truncate text-xs text-gold-deep">
          {chosen.size === 0 ? 'Any' : [...chosen].map((name) => categoryLabels[name]).join(', ')}
        </span>
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-1.5">
        {stoneCategories.map((category) => {
          const pressed = chosen.has(category);
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() =>
                  onChange({ stoneCategories: toggleIn(filters.stoneCategories, category, stoneCategories) })
                }
                className={`w-full rounded-full border px-2 py-2 text-xs transition-colors ${
                  pressed ? 'border-ink bg-ink text-ivory' : 'border-line bg-white/60 text-graphite hover:border-ink'
                }`}
              >
                {categoryLabels[category]}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The category and the ranges, under the shapes; `sort` and `view` are kept by a range's form. */
export function StoneRangePanel({
  filters,
  currency,
  onChange,
  sort,
  view,
}: StoneFilterPanelProps & { sort: StoneSort; view: 'grid' | 'table' }) {
  const [open, setOpen] = useState(false);
  const count = countStoneFilters({ ...filters, stoneShapes: undefined });
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="stone-range-filters"
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-medium text-ink lg:hidden"
        data-testid="filters-button"
      >
        <SlidersHorizontal className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
        {open ? 'Hide filters' : 'More filters'}
        {count > 0 ? (
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] text-ivory">
            <span className="sr-only">(</span>
            {count}
            <span className="sr-only"> chosen)</span>
          </span>
        ) : null}
      </button>
      <div
        id="stone-range-filters"
        className={`${open ? 'grid' : 'hidden'} mt-5 gap-x-10 gap-y-8 sm:grid-cols-2 lg:mt-0 lg:grid lg:grid-cols-3`}
      >
        <Cell>
          <CategoryPicker filters={filters} onChange={onChange} />
        </Cell>
        {logRanges.map(({ kind, minKey, maxKey, names }) => (
          <Cell key={kind}>
            <LogRangeFilter
              kind={kind}
              min={filters[minKey]}
              max={filters[maxKey]}
              currency={currency}
              names={names}
              keep={[
                ...writeStoneUrlFilters(changeStoneFilters(filters, { [minKey]: undefined, [maxKey]: undefined }), {
                  sort,
                  view,
                }),
              ]}
              onChange={({ min, max }) => onChange({ [minKey]: min, [maxKey]: max })}
            />
          </Cell>
        ))}
        {(['colors', 'clarities', 'cuts'] as const).map((key) => (
          <Cell key={key}>
            <GradeRangeFilter
              title={gradeScales[key].label}
              grades={gradeScales[key].grades}
              chosen={filters[key]}
              onChange={(grades) => onChange({ [key]: grades })}
            />
          </Cell>
        ))}
      </div>
    </div>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <div className="min-w-0">{children}</div>;
}
