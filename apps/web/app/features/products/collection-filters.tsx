import {
  jewellerySubTypes,
  metals,
  stoneCategories,
  stoneClarities,
  stoneColours,
  stoneCuts,
  type StoneShapeName,
  stoneShapes,
} from '@facet/contracts/lookups';
import { type Currency, formatAmount } from '@facet/contracts/money';
import {
  type CollectionPage,
  type ProductFilters,
  type ProductSort,
  writeUrlFilters,
} from '@facet/contracts/product-filters';
import { ArrowRight, ChevronDown } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { type Facet, stylesFor } from './collection-content.ts';
import {
  budgetBands,
  caratBands,
  changeFilters,
  chosenFilters,
  collectionHref,
  genderLabels,
  isRangeSelected,
  type RangeBand,
} from './collection-query.ts';
import { MetalSwatch } from './metal-swatch.tsx';

/*
 * The filter panel of a collection page (SPEC §3 "Product list filters"). Every choice is a
 * plain link to the filtered list — it works before the scripts load, can be opened in a new
 * tab, and the back button undoes it. Picking the chosen value again removes it. Ranges take a
 * small GET form as well as ready-made bands.
 */

export interface FilterPanelProps {
  page: CollectionPage;
  filters: ProductFilters;
  sort: ProductSort;
  currency: Currency;
  facets: readonly Facet[];
  /** Where the panel is drawn, to keep ids unique when both the sidebar and the drawer exist. */
  idPrefix: string;
}

export function FilterPanel({ page, filters, sort, currency, facets, idPrefix }: FilterPanelProps) {
  const href = (change: Partial<ProductFilters>) => collectionHref(page, changeFilters(filters, change), { sort });
  const toggle = <K extends keyof ProductFilters>(key: K, value: ProductFilters[K]) =>
    href({ [key]: filters[key] === value ? undefined : value } as Partial<ProductFilters>);
  const styles = stylesFor(page, filters);
  const show = (facet: Facet) => facets.includes(facet);
  const chosen = chosenFilters(page, filters);

  return (
    <div className="divide-y divide-line border-y border-line" data-testid="filter-panel">
      {show('subType') ? (
        <FilterSection title="Type" value={chosen.subType}>
          <OptionList>
            {jewellerySubTypes.map((subType) => (
              <TextOption
                key={subType.name}
                href={toggle('subType', subType.name)}
                selected={filters.subType === subType.name}
              >
                {subType.name}
              </TextOption>
            ))}
          </OptionList>
        </FilterSection>
      ) : null}

      {show('gender') ? (
        <FilterSection title="Gender" value={filters.gender ? genderLabels[filters.gender] : undefined}>
          <OptionList>
            {(['Female', 'Male'] as const).map((gender) => (
              <TextOption key={gender} href={toggle('gender', gender)} selected={filters.gender === gender}>
                {genderLabels[gender]}
              </TextOption>
            ))}
          </OptionList>
        </FilterSection>
      ) : null}

      {show('metal') ? (
        <FilterSection title="Metal" value={filters.metal}>
          <ul className="grid grid-cols-1 gap-0.5">
            {metals.map((metal) => (
              <li key={metal.name}>
                <FilterLink
                  href={toggle('metal', metal.name)}
                  selected={filters.metal === metal.name}
                  className="flex items-center gap-3 rounded-sm px-2 py-1.5 text-sm"
                >
                  <MetalSwatch metal={metal.name} className="h-5 w-5" />
                  <span>{metal.name}</span>
                </FilterLink>
              </li>
            ))}
          </ul>
        </FilterSection>
      ) : null}

      {show('style') && styles.length > 0 ? (
        <FilterSection title="Ring style" value={filters.style}>
          <OptionList>
            {styles.map((style) => (
              <TextOption key={style} href={toggle('style', style)} selected={filters.style === style}>
                {style}
              </TextOption>
            ))}
          </OptionList>
        </FilterSection>
      ) : null}

      {show('stoneShape') ? (
        <FilterSection title="Centre stone shape" value={filters.stoneShape}>
          <ul className="grid grid-cols-4 gap-1">
            {stoneShapes.map((shape) => (
              <li key={shape}>
                <ShapeOption shape={shape} href={toggle('stoneShape', shape)} selected={filters.stoneShape === shape} />
              </li>
            ))}
          </ul>
        </FilterSection>
      ) : null}

      {show('hasAttachedStone') ? (
        <FilterSection
          title="Centre stone"
          value={
            filters.hasAttachedStone === undefined
              ? undefined
              : filters.hasAttachedStone
                ? 'Included'
                : 'Chosen separately'
          }
        >
          <OptionList>
            <TextOption href={toggle('hasAttachedStone', true)} selected={filters.hasAttachedStone === true}>
              Ready to wear
            </TextOption>
            <TextOption href={toggle('hasAttachedStone', false)} selected={filters.hasAttachedStone === false}>
              Setting only
            </TextOption>
          </OptionList>
        </FilterSection>
      ) : null}

      {show('budget') ? (
        <FilterSection
          title="Price"
          value={
            chosen.minBudget !== undefined || chosen.maxBudget !== undefined
              ? (bandLabel(budgetBands(currency), filters.minBudget, filters.maxBudget) ?? 'Custom')
              : undefined
          }
        >
          <BandList
            bands={budgetBands(currency)}
            min={filters.minBudget}
            max={filters.maxBudget}
            hrefFor={(band) =>
              isRangeSelected(band, filters.minBudget, filters.maxBudget)
                ? href({ minBudget: undefined, maxBudget: undefined })
                : href({ minBudget: band.min, maxBudget: band.max })
            }
          />
          <RangeForm
            page={page}
            filters={filters}
            sort={sort}
            minKey="minBudget"
            maxKey="maxBudget"
            idPrefix={`${idPrefix}-budget`}
            legend={`Price in ${currency}`}
            unit={formatAmount(0, currency).replace(/[\d.,\s]/g, '')}
            step="1"
          />
        </FilterSection>
      ) : null}

      {show('carat') ? (
        <FilterSection
          title="Carat weight"
          defaultOpen={chosen.minCarat !== undefined || chosen.maxCarat !== undefined}
          value={
            chosen.minCarat !== undefined || chosen.maxCarat !== undefined
              ? (bandLabel(caratBands, filters.minCarat, filters.maxCarat) ?? 'Custom')
              : undefined
          }
        >
          <BandList
            bands={caratBands}
            min={filters.minCarat}
            max={filters.maxCarat}
            hrefFor={(band) =>
              isRangeSelected(band, filters.minCarat, filters.maxCarat)
                ? href({ minCarat: undefined, maxCarat: undefined })
                : href({ minCarat: band.min, maxCarat: band.max })
            }
          />
          <RangeForm
            page={page}
            filters={filters}
            sort={sort}
            minKey="minCarat"
            maxKey="maxCarat"
            idPrefix={`${idPrefix}-carat`}
            legend="Carat weight"
            unit="ct"
            step="0.01"
          />
        </FilterSection>
      ) : null}

      {show('stoneCategory') ? (
        <FilterSection title="Stone" value={chosen.stoneCategory} defaultOpen={Boolean(chosen.stoneCategory)}>
          <OptionList>
            {stoneCategories.map((category) => (
              <TextOption
                key={category}
                href={toggle('stoneCategory', category)}
                selected={filters.stoneCategory === category}
              >
                {category}
              </TextOption>
            ))}
          </OptionList>
        </FilterSection>
      ) : null}

      {show('quality') ? (
        <FilterSection
          title="Diamond quality"
          value={[filters.color, filters.clarity, filters.cut].filter(Boolean).join(' · ') || undefined}
          defaultOpen={Boolean(filters.color || filters.clarity || filters.cut)}
        >
          <GradeGroup label="Colour">
            {stoneColours.map((colour) => (
              <GradeOption key={colour} href={toggle('color', colour)} selected={filters.color === colour}>
                {colour}
              </GradeOption>
            ))}
          </GradeGroup>
          <GradeGroup label="Clarity">
            {stoneClarities.map((clarity) => (
              <GradeOption key={clarity} href={toggle('clarity', clarity)} selected={filters.clarity === clarity}>
                {clarity}
              </GradeOption>
            ))}
          </GradeGroup>
          <GradeGroup label="Cut">
            {stoneCuts.map((cut) => (
              <GradeOption key={cut} href={toggle('cut', cut)} selected={filters.cut === cut}>
                {cut}
              </GradeOption>
            ))}
          </GradeGroup>
        </FilterSection>
      ) : null}
    </div>
  );
}

function bandLabel(bands: readonly RangeBand[], min: number | undefined, max: number | undefined) {
  return bands.find((band) => isRangeSelected(band, min, max))?.label;
}

function FilterSection({
  title,
  value,
  defaultOpen = true,
  children,
}: {
  title: string;
  /** The current choice, shown beside the title. */
  value?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group py-1" open={defaultOpen || undefined}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 [&::-webkit-details-marker]:hidden">
        <span className="text-[11px] font-medium tracking-[0.16em] text-ink uppercase">{title}</span>
        <span className="flex min-w-0 items-center gap-2">
          {value ? <span className="truncate text-xs text-gold-deep">{value}</span> : null}
          <ChevronDown
            className="h-4 w-4 shrink-0 text-stone transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </span>
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}

function FilterLink({
  href,
  selected,
  className,
  label,
  children,
}: {
  href: string;
  selected: boolean;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={href}
      preventScrollReset
      rel="nofollow"
      aria-current={selected ? 'true' : undefined}
      aria-label={label}
      className={`${className} transition-colors ${selected ? 'bg-pearl text-ink' : 'text-graphite hover:bg-pearl/60 hover:text-ink'}`}
    >
      {children}
      {selected ? <span className="sr-only"> (selected; choose again to remove)</span> : null}
    </Link>
  );
}

function OptionList({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-0.5">{children}</ul>;
}

function TextOption({ href, selected, children }: { href: string; selected: boolean; children: ReactNode }) {
  return (
    <li>
      <FilterLink href={href} selected={selected} className="flex items-center gap-3 rounded-sm px-2 py-1.5 text-sm">
        <span
          aria-hidden="true"
          className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-full border ${selected ? 'border-ink' : 'border-line bg-white'}`}
        >
          {selected ? <span className="h-2 w-2 rounded-full bg-ink" /> : null}
        </span>
        <span>{children}</span>
      </FilterLink>
    </li>
  );
}

function ShapeOption({ shape, href, selected }: { shape: StoneShapeName; href: string; selected: boolean }) {
  return (
    <FilterLink
      href={href}
      selected={selected}
      className={`flex flex-col items-center gap-1 rounded-sm border px-1 py-2 text-center text-[11px] leading-tight ${selected ? 'border-ink' : 'border-transparent'}`}
    >
      <StoneShapeIcon shape={shape} className="h-7 w-7" strokeWidth={1.2} />
      <span>{shape}</span>
    </FilterLink>
  );
}

function BandList({
  bands,
  min,
  max,
  hrefFor,
}: {
  bands: readonly RangeBand[];
  min: number | undefined;
  max: number | undefined;
  hrefFor: (band: RangeBand) => string;
}) {
  return (
    <OptionList>
      {bands.map((band) => (
        <TextOption key={band.label} href={hrefFor(band)} selected={isRangeSelected(band, min, max)}>
          {band.label}
        </TextOption>
      ))}
    </OptionList>
  );
}

function GradeGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-2 first:mt-0">
      <p className="mb-1.5 text-xs text-stone">{label}</p>
      <ul className="flex flex-wrap gap-1.5">{children}</ul>
    </div>
  );
}

function GradeOption({ href, selected, children }: { href: string; selected: boolean; children: ReactNode }) {
  return (
    <li>
      <FilterLink
        href={href}
        selected={selected}
        className={`inline-flex min-w-10 items-center justify-center rounded-full border px-3 py-1.5 text-xs ${selected ? 'border-ink' : 'border-line bg-white/60'}`}
      >
        {children}
      </FilterLink>
    </li>
  );
}

type RangeKey = 'minBudget' | 'maxBudget' | 'minCarat' | 'maxCarat';

/**
 * A min–max form. Without scripts it submits as a plain GET carrying the other filters in
 * hidden fields; with them it goes straight to the tidy URL (empty bounds left out).
 */
function RangeForm({
  page,
  filters,
  sort,
  minKey,
  maxKey,
  idPrefix,
  legend,
  unit,
  step,
}: {
  page: CollectionPage;
  filters: ProductFilters;
  sort: ProductSort;
  minKey: RangeKey;
  maxKey: RangeKey;
  idPrefix: string;
  legend: string;
  unit: string;
  step: string;
}) {
  const navigate = useNavigate();
  const others = changeFilters(filters, { [minKey]: undefined, [maxKey]: undefined });
  const hidden = [...writeUrlFilters(chosenFilters(page, others), { sort })];
  const readBound = (form: FormData, key: RangeKey) => {
    const raw = String(form.get(key) ?? '').trim();
    const value = raw === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let min = readBound(form, minKey);
    let max = readBound(form, maxKey);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    void navigate(collectionHref(page, changeFilters(filters, { [minKey]: min, [maxKey]: max }), { sort }), {
      preventScrollReset: true,
    });
  };
  const inputClass =
    'w-full rounded-md border border-line bg-white py-2 pr-2 pl-7 text-sm tabular-nums text-ink placeholder:text-stone/70 focus:border-gold focus:outline-none';
  return (
    // Keyed by the bounds, so the fields show the list's bounds after a band or chip changes them.
    <Form
      key={`${filters[minKey] ?? ''}-${filters[maxKey] ?? ''}`}
      method="get"
      action={`/collections/${page.slug}`}
      onSubmit={onSubmit}
      className="mt-3"
    >
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex items-center gap-1.5">
          <BoundInput
            id={`${idPrefix}-min`}
            name={minKey}
            label="Minimum"
            unit={unit}
            step={step}
            defaultValue={filters[minKey]}
            className={inputClass}
          />
          <span className="text-stone" aria-hidden="true">
            –
          </span>
          <BoundInput
            id={`${idPrefix}-max`}
            name={maxKey}
            label="Maximum"
            unit={unit}
            step={step}
            defaultValue={filters[maxKey]}
            className={inputClass}
          />
          <button
            type="submit"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-ink text-ink transition-colors hover:bg-ink hover:text-ivory"
            aria-label={`Apply ${legend.toLowerCase()}`}
          >
            <ArrowRight className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

function BoundInput({
  id,
  name,
  label,
  unit,
  step,
  defaultValue,
  className,
}: {
  id: string;
  name: string;
  label: string;
  unit: string;
  step: string;
  defaultValue: number | undefined;
  className: string;
}) {
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-xs text-stone"
        aria-hidden="true"
      >
        {unit}
      </span>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        placeholder={label === 'Minimum' ? 'Min' : 'Max'}
        defaultValue={defaultValue}
        className={className}
      />
    </div>
  );
}
