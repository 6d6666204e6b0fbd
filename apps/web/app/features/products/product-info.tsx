import { stoneKindPlural } from '@facet/contracts/stone-kinds';
import type { Currency } from '@facet/contracts/money';
import { formatPrice } from '../../lib/format.ts';
import { pickupWords, returnsTitle, useAfterSalePolicy, warrantyPromise } from '../../lib/after-sale-words.ts';
import { Award, Gem, type LucideIcon, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type BreakdownLine, type DetailRow, metalAssurance } from './product-facts.ts';

/** A section of the product page that opens and closes (no script needed: <details>). */
export function Disclosure({
  title,
  defaultOpen = false,
  children,
  testId,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <details className="group border-b border-line" open={defaultOpen || undefined} data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 [&::-webkit-details-marker]:hidden">
        <h2 className="font-sans text-[11px] font-medium tracking-[0.16em] text-ink uppercase">{title}</h2>
        <span
          aria-hidden="true"
          className="relative h-3 w-3 before:absolute before:top-1/2 before:left-0 before:h-px before:w-3 before:bg-ink after:absolute after:top-0 after:left-1/2 after:h-3 after:w-px after:bg-ink after:transition-transform group-open:after:scale-y-0"
        />
      </summary>
      <div className="pb-6">{children}</div>
    </details>
  );
}

export function PriceBreakdown({
  lines,
  price,
  currency,
}: {
  lines: readonly BreakdownLine[];
  price: number;
  currency: Currency;
}) {
  return (
    <>
      <dl className="divide-y divide-line/70 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-graphite">
              {line.label}
              {line.note ? <span className="block text-xs text-stone">{line.note}</span> : null}
            </dt>
            <dd className="text-ink figures">{formatPrice(line.amount, currency)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 py-3 font-medium">
          <dt className="text-ink">Total</dt>
          <dd className="text-ink figures">{formatPrice(price, currency)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs leading-5 text-stone">
        Each line is shown at the price you pay, discounts included, so together they make up the total.
      </p>
    </>
  );
}

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2.5 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-stone">{row.label}</dt>
          <dd className="text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface TrustPoint {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Its section of the buyer's guide. */
  to: string;
}

const diamondsPoint: TrustPoint = {
  icon: Gem,
  title: 'Certified diamonds',
  text: 'Graded by IGI or GIA, conflict-free',
  to: '/buyers-info#conflict-free-diamonds',
};
const madeToOrderPoint: TrustPoint = {
  icon: Gem,
  title: 'Made to order',
  text: 'Crafted by hand in our Mumbai workshop',
  to: '/about-us',
};
/** The warranty's promise line, with the after-sale policy's return window. */
function warrantyPoint(policy: { returnDays: number }): TrustPoint {
  return {
    icon: ShieldCheck,
    title: 'Lifetime warranty',
    text: warrantyPromise(policy),
    to: '/buyers-info#money-back-and-warranty',
  };
}
/** Returns as the after-sale policy has them: its window, and the pick-up when there is one. */
export function returnsPoint(policy: Parameters<typeof pickupWords>[0] & { returnDays: number }): TrustPoint {
  const pickup = pickupWords(policy);
  return {
    icon: ShieldCheck,
    title: returnsTitle(policy) ?? 'Repairs for life',
    text: policy.returnDays > 0 ? `A full refund${pickup ? `, ${pickup}` : ''}` : 'Every piece we make is covered',
    to: '/buyers-info#money-back-and-warranty',
  };
}
export const shippingPoint: TrustPoint = {
  icon: Truck,
  title: 'Insured shipping',
  text: 'Fully insured, tracked, worldwide',
  to: '/buyers-info#shipping-and-insurance',
};

/**
 * Why something can be bought with confidence, as a grid of points, each opening its section of
 * the buyer's guide; `lead`, when given, is a first point across the whole grid (a stone's lab
 * report).
 */
export function TrustPointList({ points, lead }: { points: readonly TrustPoint[]; lead?: ReactNode }) {
  return (
    <ul
      className="grid grid-cols-2 gap-px overflow-hidden rounded-sm border border-line bg-line"
      data-testid="trust-points"
    >
      {lead ? <li className="col-span-2 bg-ivory">{lead}</li> : null}
      {points.map(({ icon: Icon, title, text, to }) => (
        <li key={title} className="bg-ivory">
          <Link to={to} className="flex h-full items-start gap-3 p-4 transition-colors hover:bg-pearl/60">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gold" strokeWidth={1.3} aria-hidden="true" />
            <span>
              <span className="block text-sm text-ink">{title}</span>
              <span className="mt-0.5 block text-xs leading-5 text-stone">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A piece's assurances: its stones (or that it is made to order, for a piece without any), what
 * its metal truthfully carries (a hallmark for gold only: `metalAssurance`), the warranty and
 * insured shipping.
 */
export function TrustPoints({
  hasStones,
  stoneCategory,
  metal,
}: {
  hasStones: boolean;
  /** What the stones are, so a laboratory-grown one is never "diamonds" alone. */
  stoneCategory: string | null;
  metal: string;
}) {
  const policy = useAfterSalePolicy();
  const metalPoint: TrustPoint = { icon: Award, ...metalAssurance(metal), to: '/buyers-info#professional-appraisal' };
  const stonesPoint: TrustPoint = stoneCategory
    ? { ...diamondsPoint, title: `Certified ${stoneKindPlural(stoneCategory).toLowerCase()}` }
    : diamondsPoint;
  return (
    <TrustPointList
      points={[hasStones ? stonesPoint : madeToOrderPoint, metalPoint, warrantyPoint(policy), shippingPoint]}
    />
  );
}
