import type { Currency } from '@facet/contracts/money';
import * as Slider from '@radix-ui/react-slider';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { BoundInput } from '../../components/ui/bound-input.tsx';
import { ArrowRight } from 'lucide-react';
import { currencySymbol } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { endAt, percentOf, startAt } from './slider-positions.ts';
import {
  boundsAt,
  caratScale,
  DIAMONDS_PATH,
  describeGrades,
  describeRange,
  formatBound,
  gradeRange,
  gradesBetween,
  type LogScale,
  positionOf,
  priceScale,
  SLIDER_STEPS,
  valueAt,
} from './stone-query.ts';

/*
 * The range filters of the diamond search: carat and price on logarithmic two-thumb sliders
 * with typed bounds beside them, and colour, clarity and cut as two-thumb sliders over their
 * grade scales. A thumb moves freely; the list follows once it rests (debounced), so a drag is
 * one step of history, not fifty. Every thumb is a labelled slider for the keyboard (arrows,
 * Page Up/Down, Home/End) and speaks its value ("1.00 ct", "$2,500", "VS1").
 */

/** How long a thumb must rest before the list follows it. */
export const SLIDER_SETTLE_MS = 350;

function useSettled<T>(apply: (value: T) => void): (value: T) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (value: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value), SLIDER_SETTLE_MS);
  };
}

function FilterBox({ title, value, children }: { title: string; value: string | undefined; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-sans text-[11px] font-medium tracking-[0.16em] text-ink uppercase">{title}</h3>
        <span className="truncate text-xs text-gold-deep">{value ?? 'Any'}</span>
      </div>
      {children}
    </div>
  );
}

/**
 * Two thumbs on a track (Radix Slider). Radix places the thumbs with style attributes, which the
 * page's Content-Security-Policy refuses in server HTML; set from script they are allowed. So the
 * server draws the same slider with position classes (slider-positions.ts) — thumbs and filled
 * track where the address puts them, in Radix's geometry, so nothing moves when Radix takes over
 * once the scripts run. Until then it is a picture (hidden from screen readers); the typed bounds
 * work without scripts.
 */
function TwoThumbs({
  min,
  max,
  minStepsBetweenThumbs,
  value,
  onValueChange,
  onValueCommit,
  labels,
  valueTexts,
  testId,
}: {
  min: number;
  max: number;
  minStepsBetweenThumbs: number;
  value: number[];
  onValueChange: (value: number[]) => void;
  onValueCommit: (value: number[]) => void;
  labels: [string, string];
  valueTexts: [string, string];
  testId: string;
}) {
  const hydrated = useHydrated();
  const root = 'relative mt-4 flex h-6 touch-none items-center select-none';
  if (!hydrated) {
    const [low, high] = [Math.min(...value), Math.max(...value)].map((end) => percentOf(end, min, max)) as [
      number,
      number,
    ];
    return (
      <span className={root} aria-hidden="true" data-testid={testId}>
        <span className={trackClass} data-slider-part="track">
          <span className={`${rangeClass} ${startAt(low)} ${endAt(high)}`} data-slider-part="range" />
        </span>
        {/* A thumb's centre stays half a thumb inside each end, as Radix keeps it. */}
        <span className="absolute inset-x-2.5 inset-y-0 flex items-center">
          {[low, high].map((percent, index) => (
            <span key={index} className={`absolute -translate-x-1/2 ${startAt(percent)}`}>
              <span className={thumbClass} data-slider-part="thumb" />
            </span>
          ))}
        </span>
      </span>
    );
  }
  return (
    <Slider.Root
      className={root}
      min={min}
      max={max}
      step={1}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      value={value}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      data-testid={testId}
    >
      <Slider.Track className={trackClass} data-slider-part="track">
        <Slider.Range className={rangeClass} data-slider-part="range" />
      </Slider.Track>
      <Slider.Thumb
        className={thumbClass}
        aria-label={labels[0]}
        aria-valuetext={valueTexts[0]}
        data-slider-part="thumb"
      />
      <Slider.Thumb
        className={thumbClass}
        aria-label={labels[1]}
        aria-valuetext={valueTexts[1]}
        data-slider-part="thumb"
      />
    </Slider.Root>
  );
}

const trackClass = 'relative h-[3px] grow rounded-full bg-line';
const rangeClass = 'absolute h-full rounded-full bg-ink';
const thumbClass =
  'block h-5 w-5 cursor-grab rounded-full border border-ink bg-ivory shadow-[0_1px_4px_rgba(29,27,25,0.25)] transition-transform hover:scale-110 focus-visible:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep active:cursor-grabbing';

export function LogRangeFilter({
  kind,
  min,
  max,
  currency,
  names,
  keep,
  onChange,
}: {
  kind: 'carat' | 'price';
  min: number | undefined;
  max: number | undefined;
  currency: Currency;
  /** The address's keys of the two bounds (minCarat, maxCarat): the typed bounds submit under them. */
  names: readonly [string, string];
  /** The rest of the address (the other filters, the order, the view), which a submitted form keeps. */
  keep: readonly (readonly [string, string])[];
  onChange: (bounds: { min?: number; max?: number }) => void;
}) {
  const scale: LogScale = kind === 'carat' ? caratScale : priceScale(currency);
  const id = useId();
  const positionsOf = (low: number | undefined, high: number | undefined) => [
    positionOf(scale, low, 'low'),
    positionOf(scale, high, 'high'),
  ];
  const typedOf = (low: number | undefined, high: number | undefined) => ({
    min: low === undefined ? '' : String(low),
    max: high === undefined ? '' : String(high),
  });
  const [positions, setPositions] = useState<number[]>(positionsOf(min, max));
  const [typed, setTyped] = useState(typedOf(min, max));
  // When the address changes the bounds (a chip, the back button, the slider's own step), the
  // controls show them; the component stays mounted, so a thumb or field keeps the focus.
  const [shown, setShown] = useState({ min, max, currency });
  if (shown.min !== min || shown.max !== max || shown.currency !== currency) {
    setShown({ min, max, currency });
    setPositions(positionsOf(min, max));
    setTyped(typedOf(min, max));
  }
  const settle = useSettled(onChange);
  const title = kind === 'carat' ? 'Carat' : 'Price';
  const noun = kind === 'carat' ? 'carat weight' : `price in ${currency}`;
  const unit = kind === 'carat' ? 'ct' : currencySymbol(currency);
  const text = (position: number, end: 'low' | 'high') => {
    if (end === 'low' && position <= 0) return 'No minimum';
    if (end === 'high' && position >= SLIDER_STEPS) return 'No maximum';
    return formatBound(kind, valueAt(scale, position), currency);
  };
  const slide = (next: number[]) => {
    setPositions(next);
    const bounds = boundsAt(scale, next);
    setTyped(typedOf(bounds.min, bounds.max));
  };

  // Typed bounds: applied on Enter or when the fields are left.
  const commitTyped = () => {
    const read = (raw: string) => {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(value) && value > 0 ? value : undefined;
    };
    let low = read(typed.min);
    let high = read(typed.max);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    if (low === min && high === max) return;
    setPositions(positionsOf(low, high));
    onChange({ min: low, max: high });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    }
  };

  return (
    <FilterBox title={title} value={describeRange(kind, { min, max }, currency)}>
      <TwoThumbs
        min={0}
        max={SLIDER_STEPS}
        minStepsBetweenThumbs={1}
        value={positions}
        onValueChange={slide}
        onValueCommit={(next) => settle(boundsAt(scale, next))}
        testId={`${kind}-slider`}
        labels={[`Minimum ${noun}`, `Maximum ${noun}`]}
        valueTexts={[text(positions[0]!, 'low'), text(positions[1]!, 'high')]}
      />
      {/* Without scripts, a search of its own (the rest of the address kept); with them, a step of the list. */}
      <form
        method="get"
        action={DIAMONDS_PATH}
        className="mt-3 flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          commitTyped();
        }}
        onBlur={(event) => {
          if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
          commitTyped();
        }}
      >
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <BoundInput
          id={`${id}-min`}
          name={names[0]}
          label={`Minimum ${noun}`}
          unit={unit}
          unitAfter={kind === 'carat'}
          step={kind === 'carat' ? '0.01' : '1'}
          placeholder="Min"
          value={typed.min}
          onChange={(event) => setTyped({ ...typed, min: event.currentTarget.value })}
          onKeyDown={onKey}
        />
        <span aria-hidden="true" className="text-stone">
          –
        </span>
        <BoundInput
          id={`${id}-max`}
          name={names[1]}
          label={`Maximum ${noun}`}
          unit={unit}
          unitAfter={kind === 'carat'}
          step={kind === 'carat' ? '0.01' : '1'}
          placeholder="Max"
          value={typed.max}
          onChange={(event) => setTyped({ ...typed, max: event.currentTarget.value })}
          onKeyDown={onKey}
        />
        <button
          type="submit"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-ink text-ink transition-colors hover:bg-ink hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep"
          aria-label={`Apply the ${noun}`}
        >
          <ArrowRight className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
        </button>
      </form>
    </FilterBox>
  );
}

export function GradeRangeFilter({
  title,
  grades,
  chosen,
  onChange,
}: {
  title: string;
  grades: readonly string[];
  chosen: readonly string[] | undefined;
  onChange: (grades: string[] | undefined) => void;
}) {
  const [positions, setPositions] = useState<number[]>(gradeRange(grades, chosen));
  // Follows the address (a chip, the back button) without remounting, so a thumb keeps the focus.
  const chosenKey = (chosen ?? []).join(',');
  const [shown, setShown] = useState(chosenKey);
  if (shown !== chosenKey) {
    setShown(chosenKey);
    setPositions(gradeRange(grades, chosen));
  }
  const settle = useSettled(onChange);
  const last = grades.length - 1;
  const noun = title.toLowerCase();
  return (
    <FilterBox title={title} value={describeGrades(grades, gradesBetween(grades, positions))}>
      <TwoThumbs
        min={0}
        max={last}
        minStepsBetweenThumbs={0}
        value={positions}
        onValueChange={setPositions}
        onValueCommit={(next) => settle(gradesBetween(grades, next))}
        testId={`${noun}-slider`}
        labels={[`Best ${noun}`, `Lowest ${noun}`]}
        valueTexts={[grades[positions[0]!] ?? '', grades[positions[1]!] ?? '']}
      />
      <ol className="mt-1.5 flex justify-between text-[10px] text-stone" aria-hidden="true">
        {grades.map((grade, index) => (
          <li
            key={grade}
            className={`w-0 text-center whitespace-nowrap ${index >= positions[0]! && index <= positions[1]! ? 'text-ink' : ''} ${index === 0 ? 'ml-2.5' : ''} ${index === last ? 'mr-2.5' : ''}`}
          >
            <span className="inline-block -translate-x-1/2">{gradeAbbreviation(grade)}</span>
          </li>
        ))}
      </ol>
    </FilterBox>
  );
}

/** Cut names are long for a tick: "Very Good" → "V. Good". */
function gradeAbbreviation(grade: string): string {
  return grade === 'Very Good' ? 'V. Good' : grade;
}
