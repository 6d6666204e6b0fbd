import {
  type CollectionPage,
  type ProductFilters,
  type ProductSort,
  writeUrlFilters,
} from '@facet/contracts/product-filters';
import { ArrowRight } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { BoundInput } from '../../components/ui/bound-input.tsx';
import { changeFilters, chosenFilters, collectionHref, isRangeSelected, type RangeBand } from './collection-query.ts';
import { FilterSection, OptionList, TextOption } from './filter-options.tsx';

/*
 * A range facet (price, carat weight): ready-made bands as links, and a min–max form for any
 * other range. The same component serves every range a list filters by.
 */

/** The filters that hold a range's bounds. */
export type RangeKey = {
  [K in keyof ProductFilters]-?: ProductFilters[K] extends number | undefined ? K : never;
}[keyof ProductFilters];

export interface RangeFacetProps {
  page: CollectionPage;
  filters: ProductFilters;
  sort: ProductSort;
  /** The section's title ("Price"), and the form's name for screen readers ("Price in USD"). */
  title: string;
  legend: string;
  bands: readonly RangeBand[];
  minKey: RangeKey;
  maxKey: RangeKey;
  /** Written in front of both bounds: "$", "₹", "ct". */
  unit: string;
  /** The smallest step the inputs take ("1", "0.01"). */
  step: string;
  /** Open when nothing is chosen yet (otherwise only once a range is chosen). */
  openWhenUnchosen: boolean;
  /** Keeps ids unique when the panel is drawn twice (sidebar and drawer). */
  idPrefix: string;
}

export function RangeFacet({
  page,
  filters,
  sort,
  title,
  legend,
  bands,
  minKey,
  maxKey,
  unit,
  step,
  openWhenUnchosen,
  idPrefix,
}: RangeFacetProps) {
  const chosen = chosenFilters(page, filters);
  const isChosen = chosen[minKey] !== undefined || chosen[maxKey] !== undefined;
  const min = filters[minKey];
  const max = filters[maxKey];
  const href = (band: RangeBand) =>
    collectionHref(
      page,
      changeFilters(
        filters,
        isRangeSelected(band, min, max)
          ? { [minKey]: undefined, [maxKey]: undefined }
          : { [minKey]: band.min, [maxKey]: band.max },
      ),
      { sort },
    );
  return (
    <FilterSection
      title={title}
      defaultOpen={openWhenUnchosen || isChosen}
      value={isChosen ? (bands.find((band) => isRangeSelected(band, min, max))?.label ?? 'Custom') : undefined}
    >
      <OptionList>
        {bands.map((band) => (
          <TextOption key={band.label} href={href(band)} selected={isRangeSelected(band, min, max)}>
            {band.label}
          </TextOption>
        ))}
      </OptionList>
      <RangeForm
        page={page}
        filters={filters}
        sort={sort}
        minKey={minKey}
        maxKey={maxKey}
        idPrefix={idPrefix}
        legend={legend}
        unit={unit}
        step={step}
      />
    </FilterSection>
  );
}

/**
 * A min–max form. Without scripts it submits as a plain GET carrying the other filters in
 * hidden fields; with them it goes straight to the tidy URL (empty bounds left out, bounds
 * given the wrong way round swapped).
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
}: Pick<RangeFacetProps, 'page' | 'filters' | 'sort' | 'minKey' | 'maxKey' | 'idPrefix' | 'legend' | 'unit' | 'step'>) {
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
  const bound = { unit, step };
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
            {...bound}
            id={`${idPrefix}-min`}
            name={minKey}
            label="Minimum"
            placeholder="Min"
            defaultValue={filters[minKey]}
          />
          <span className="text-stone" aria-hidden="true">
            –
          </span>
          <BoundInput
            {...bound}
            id={`${idPrefix}-max`}
            name={maxKey}
            label="Maximum"
            placeholder="Max"
            defaultValue={filters[maxKey]}
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
