import { stoneKindPlural } from '@facet/contracts/stone-kinds';
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
import type { Currency } from '@facet/contracts/money';
import type { CollectionPage, ProductFilters, ProductSort } from '@facet/contracts/product-filters';
import type { ReactNode } from 'react';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { currencySymbol } from '../../lib/format.ts';
import { type Facet, stylesFor } from './collection-content.ts';
import {
  budgetBands,
  caratBands,
  changeFilters,
  chosenFilters,
  collectionHref,
  genderLabels,
} from './collection-query.ts';
import { FilterLink, FilterSection, OptionList, TextOption } from './filter-options.tsx';
import { MetalSwatch } from './metal-swatch.tsx';
import { RangeFacet } from './range-facet.tsx';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * The filter panel of a collection page: one section per facet the page offers. Every choice is
 * a plain link to the filtered list (filter-options.tsx); ranges take a small GET form as well
 * as ready-made bands (range-facet.tsx).
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
  const range = { page, filters, sort };

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
          <StaticHtml as="ul" className="grid grid-cols-1 gap-0.5">
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
          </StaticHtml>
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
          <StaticHtml as="ul" className="grid grid-cols-4 gap-1">
            {stoneShapes.map((shape) => (
              <li key={shape}>
                <ShapeOption shape={shape} href={toggle('stoneShape', shape)} selected={filters.stoneShape === shape} />
              </li>
            ))}
          </StaticHtml>
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
        <RangeFacet
          {...range}
          title="Price"
          legend={`Price in ${currency}`}
          bands={budgetBands(currency)}
          minKey="minBudget"
          maxKey="maxBudget"
          unit={currencySymbol(currency)}
          step="1"
          openWhenUnchosen
          idPrefix={`${idPrefix}-budget`}
        />
      ) : null}

      {show('carat') ? (
        <RangeFacet
          {...range}
          title="Carat weight"
          legend="Carat weight"
          bands={caratBands}
          minKey="minCarat"
          maxKey="maxCarat"
          unit="ct"
          step="0.01"
          openWhenUnchosen={false}
          idPrefix={`${idPrefix}-carat`}
        />
      ) : null}

      {show('stoneCategory') ? (
        <FilterSection
          title="Stone"
          value={chosen.stoneCategory ? stoneKindPlural(chosen.stoneCategory) : undefined}
          defaultOpen={Boolean(chosen.stoneCategory)}
        >
          <OptionList>
            {stoneCategories.map((category) => (
              <TextOption
                key={category}
                href={toggle('stoneCategory', category)}
                selected={filters.stoneCategory === category}
              >
                {stoneKindPlural(category)}
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

function GradeGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-2 first:mt-0">
      <p className="mb-1.5 text-xs text-stone">{label}</p>
      <StaticHtml as="ul" className="flex flex-wrap gap-1.5">
        {children}
      </StaticHtml>
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
