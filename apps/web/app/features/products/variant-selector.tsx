import { normaliseLookupName, type StoneShapeName } from '@facet/contracts/lookups';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { MetalSwatch, shortMetalName } from './metal-swatch.tsx';
import { formatCarat, formatMillimetres } from '../../lib/format.ts';
import {
  buildVariantSelectors,
  describeUnmetChoices,
  readUnmetChoices,
  type SelectorOption,
  type VariantAttributes,
  variantHref,
} from './variant-options.ts';
import { prefetchVariant } from './variant-prefetch.ts';

/*
 * The choices of a product page. Each option is a link to the variant it leads to (replacing
 * the page in the history, so the back button leaves the product rather than undoing choices),
 * which works before the scripts load and keeps the scroll position. Once the scripts are
 * there, each option's page is fetched ahead (when the options come into view), so choosing is
 * a client navigation that needs no wait for the server.
 */

export function VariantSelector({
  variants,
  current,
  ringSize,
}: {
  /** Every variant of the product. */
  variants: readonly VariantAttributes[];
  current: VariantAttributes;
  /** The ring size chosen on the page, which every option keeps. */
  ringSize?: string;
}) {
  const [query] = useSearchParams();
  const unmet = readUnmetChoices(variants, current, query);
  const selectors = buildVariantSelectors(variants, current, unmet);
  const notes = describeUnmetChoices(variants, current, unmet);
  const search = { ringSize };
  const ahead = usePrefetchOnView(
    Object.values(selectors)
      .flat()
      .filter((option) => option.sku !== current.sku)
      .map((option) => option.sku),
  );
  return (
    <div data-testid="variant-selectors" ref={ahead}>
      <div className="space-y-6">
        {selectors.metal.length > 0 ? (
          <OptionGroup id="choose-metal" title="Metal" value={current.metal}>
            <ul className="flex flex-wrap gap-2">
              {selectors.metal.map((option) => (
                <li key={option.value}>
                  <OptionLink
                    option={option}
                    search={search}
                    label={option.value}
                    className={`flex w-16 flex-col items-center gap-1.5 rounded-sm py-2 text-[11px] tracking-wide ${toneOf(option)}`}
                  >
                    <span
                      className={`rounded-full p-[3px] ring-1 transition-colors ${option.selected ? 'ring-ink' : 'ring-transparent group-hover:ring-line'}`}
                    >
                      <MetalSwatch metal={option.value} className="h-7 w-7" />
                    </span>
                    <span aria-hidden="true">{shortMetalName(option.value)}</span>
                  </OptionLink>
                </li>
              ))}
            </ul>
          </OptionGroup>
        ) : null}

        {selectors.ringStyle.length > 0 ? (
          <OptionGroup id="choose-style" title="Ring style" value={current.ringStyle ?? undefined}>
            <PillList search={search} options={selectors.ringStyle} format={(value) => value} />
          </OptionGroup>
        ) : null}

        {selectors.centerStoneShape.length > 0 ? (
          <OptionGroup id="choose-shape" title="Centre stone shape" value={current.centerStoneShape ?? undefined}>
            <ul className="flex flex-wrap gap-2">
              {selectors.centerStoneShape.map((option) => {
                const shape = normaliseLookupName('stoneShape', option.value) as StoneShapeName | undefined;
                return (
                  <li key={option.value}>
                    <OptionLink
                      option={option}
                      search={search}
                      label={option.value}
                      className={`flex w-20 flex-col items-center gap-1 rounded-sm border px-1 py-2.5 text-[11px] leading-tight ${toneOf(option)} ${option.selected ? 'border-ink bg-white' : 'border-line hover:border-stone'}`}
                    >
                      {shape ? <StoneShapeIcon shape={shape} className="h-7 w-7" strokeWidth={1.2} /> : null}
                      <span aria-hidden="true">{option.value}</span>
                    </OptionLink>
                  </li>
                );
              })}
            </ul>
          </OptionGroup>
        ) : null}

        {selectors.centerStoneCarat.length > 0 ? (
          <OptionGroup
            id="choose-carat"
            title="Centre stone carat"
            value={current.centerStoneCarat !== null ? formatCarat(current.centerStoneCarat) : undefined}
          >
            <PillList search={search} options={selectors.centerStoneCarat} format={formatCarat} />
          </OptionGroup>
        ) : null}

        {selectors.width.length > 0 ? (
          <OptionGroup
            id="choose-width"
            title="Band width"
            value={current.width !== null ? formatMillimetres(current.width) : undefined}
          >
            <PillList search={search} options={selectors.width} format={formatMillimetres} />
          </OptionGroup>
        ) : null}

        {selectors.totalCarat.length > 0 ? (
          <OptionGroup
            id="choose-total-carat"
            title="Total carat weight"
            value={current.totalCarat !== null ? `${formatCarat(current.totalCarat)} tw` : undefined}
          >
            <PillList search={search} options={selectors.totalCarat} format={(value) => `${formatCarat(value)} tw`} />
          </OptionGroup>
        ) : null}
      </div>
      {/* Always there (empty, it takes no room), so a note that appears after a choice is announced. */}
      <div role="status" data-testid="variant-note">
        {notes.map((note) => (
          <p key={note} className="mt-4 border-l-2 border-gold/60 pl-3 text-sm leading-6 text-graphite">
            {note}
          </p>
        ))}
      </div>
    </div>
  );
}

/**
 * Fetches the options' variants ahead once the options are in view (an effect: only after the
 * scripts have come, after the first paint).
 */
function usePrefetchOnView(skus: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = [...new Set(skus)].join(' ');
  useEffect(() => {
    const element = ref.current;
    if (!element || !wanted) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (const sku of wanted.split(' ')) prefetchVariant(sku);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);
  return ref;
}

/** What every option's address keeps besides the shopper's choices. */
interface Kept {
  ringSize?: string;
}

/** Options that exist only with other choices changed too are drawn quieter. */
function toneOf(option: SelectorOption): string {
  return option.selected || option.exact ? 'text-ink' : 'text-stone';
}

function OptionGroup({
  id,
  title,
  value,
  children,
}: {
  id: string;
  title: string;
  value: string | undefined;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={id}>
      <p className="mb-2.5 text-[11px] font-medium tracking-[0.16em] text-stone uppercase">
        {/* The group is named by its title alone; the chosen option says "(chosen)" itself. */}
        <span id={id}>{title}</span>
        {value ? (
          <span className="ml-2 font-normal tracking-normal text-ink normal-case" aria-hidden="true">
            {value}
          </span>
        ) : null}
      </p>
      {children}
    </div>
  );
}

function OptionLink<T extends string | number>({
  option,
  search,
  label,
  className,
  children,
}: {
  option: SelectorOption<T>;
  search: Kept;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={variantHref(option.sku, option.unmet, search.ringSize)}
      replace
      preventScrollReset
      // A pointer over it or a finger on it: its variant is wanted now, if not fetched yet.
      onPointerEnter={() => prefetchVariant(option.sku)}
      onTouchStart={() => prefetchVariant(option.sku)}
      onFocus={() => prefetchVariant(option.sku)}
      aria-current={option.selected ? 'true' : undefined}
      aria-label={option.selected ? `${label} (chosen)` : label}
      className={`group transition-colors ${className}`}
    >
      {children}
    </Link>
  );
}

function PillList<T extends string | number>({
  options,
  search,
  format,
}: {
  options: readonly SelectorOption<T>[];
  search: Kept;
  format: (value: T) => string;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {options.map((option) => (
        <li key={option.value}>
          <OptionLink
            option={option}
            search={search}
            label={format(option.value)}
            className={`inline-flex min-w-14 items-center justify-center rounded-full border px-4 py-2 text-sm figures ${option.selected ? 'border-ink bg-ink text-ivory' : `border-line bg-white/60 hover:border-stone ${toneOf(option)}`}`}
          >
            <span aria-hidden="true">{format(option.value)}</span>
          </OptionLink>
        </li>
      ))}
    </ul>
  );
}
