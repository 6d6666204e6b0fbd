import { gstIncludedText } from '@facet/contracts/tax';
import type { Bag } from '@facet/contracts/bag';
import { Tag, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { inputClass } from '../../components/ui/input-class.ts';
import { formatPrice, plural } from '../../lib/format.ts';
import type { BagOutcome } from './bag-outcome.ts';
import { EnhancedInput } from './add-to-bag-form.tsx';

/*
 * The bag's summary: the coupon box, every figure as the server worked it out (nothing is
 * added up here), what stands in checkout's way and the way on.
 */

/** A coupon percentage as people write it: 10 → "10 %", 12.5 → "12.5 %". */
function percent(value: number): string {
  return `${Number(value.toFixed(2))} %`;
}

export function BagSummary({ bag, outcome }: { bag: Bag; outcome?: BagOutcome }) {
  const { totals, currency } = bag;
  const money = (amount: number) => formatPrice(amount, currency);
  const blockersId = useId();
  return (
    <aside
      className="h-fit rounded-md border border-line bg-pearl/40 p-5 sm:p-6 lg:sticky lg:top-[calc(var(--sticky-header-height)+1.5rem)]"
      aria-labelledby="bag-summary-title"
      data-testid="bag-summary"
    >
      <h2 id="bag-summary-title" className="text-2xl">
        Summary
      </h2>
      <CouponBox bag={bag} outcome={outcome} />
      <dl className="mt-5 space-y-2 border-t border-line pt-5 text-sm">
        <Figure label={`Subtotal (${plural(bag.count, 'item')})`} value={money(totals.subtotal)} testId="subtotal" />
        {totals.itemDiscounts > 0 ? (
          <Figure label="Discounts" value={`−${money(totals.itemDiscounts)}`} testId="item-discounts" tone="saving" />
        ) : null}
        {bag.coupon && totals.couponDiscount > 0 ? (
          <Figure
            label={`Coupon ${bag.coupon.couponCode} (${percent(bag.coupon.discount)} off)`}
            value={`−${money(totals.couponDiscount)}`}
            testId="coupon-discount"
            tone="saving"
          />
        ) : null}
        <Figure
          label="Shipping (insured)"
          value={totals.shipping > 0 ? money(totals.shipping) : 'Free'}
          testId="shipping"
        />
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base text-ink">
          <dt>Total</dt>
          <dd className="font-display text-2xl figures" data-testid="total">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-xs text-stone" data-testid="tax-included">
        {gstIncludedText(money(totals.taxIncluded), totals.taxPercent)}
      </p>

      {bag.checkoutBlockers.length > 0 ? (
        <ul
          id={blockersId}
          className="mt-5 space-y-1 rounded-sm border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="checkout-blockers"
        >
          {bag.checkoutBlockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      ) : null}
      {bag.canCheckOut ? (
        // A document load: only the checkout page's policy lets the payment providers' scripts in.
        <Link
          to="/check-out"
          reloadDocument
          className="button-primary mt-5 w-full py-3.5"
          data-testid="proceed-to-checkout"
        >
          Proceed to checkout
        </Link>
      ) : (
        <button
          type="button"
          disabled
          className="button-primary mt-5 w-full cursor-not-allowed py-3.5 opacity-60"
          aria-describedby={bag.checkoutBlockers.length > 0 ? blockersId : undefined}
          data-testid="proceed-to-checkout"
        >
          Proceed to checkout
        </button>
      )}
      <p className="mt-3 text-center text-xs text-stone">
        Prices are those of today and include GST, which applies to deliveries within India: an order sent abroad is
        charged without it, worked out at checkout once the address is known. Made to order pieces ship in 2–3 weeks.
      </p>
    </aside>
  );
}

function Figure({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: 'saving' }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-graphite">{label}</dt>
      <dd
        className={`whitespace-nowrap figures ${tone === 'saving' ? 'text-emerald-800' : 'text-ink'}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** Apply a coupon (the server's sentence under the box when it refuses), or the applied one with Remove. */
function CouponBox({ bag, outcome }: { bag: Bag; outcome?: BagOutcome }) {
  const applying = useFetcher<BagOutcome>({ key: 'bag-coupon' });
  const removing = useFetcher<BagOutcome>();
  const id = useId();
  // A fetcher's answer, or (before the scripts run) the page's own action data.
  const answer =
    applying.state === 'idle' && applying.data
      ? applying.data
      : outcome?.intent === 'apply-coupon'
        ? outcome
        : undefined;
  const refusal = answer && !answer.ok ? answer.message : null;
  const coupon = bag.coupon;
  const applied = useRef<HTMLDivElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const hadCoupon = useRef(coupon !== null);
  useEffect(() => {
    // Applying or removing replaces the control the shopper used: focus moves to what replaced it.
    if (hadCoupon.current !== (coupon !== null) && document.activeElement === document.body) {
      (coupon ? applied.current : codeInput.current)?.focus();
    }
    hadCoupon.current = coupon !== null;
  }, [coupon]);

  if (coupon) {
    return (
      <div
        ref={applied}
        tabIndex={-1}
        className="mt-4 rounded-sm border border-line bg-white px-4 py-3 focus:outline-2 focus:outline-offset-2 focus:outline-gold"
        data-testid="applied-coupon"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <Tag className="h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
            <span className="min-w-0 break-words">
              Coupon <strong className="font-medium">{coupon.couponCode}</strong>: {percent(coupon.discount)} off
            </span>
          </p>
          <removing.Form method="post" action="/cart">
            <EnhancedInput />
            <button
              type="submit"
              name="intent"
              value="remove-coupon"
              disabled={removing.state !== 'idle'}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm text-graphite hover:text-ink disabled:opacity-60"
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {removing.state !== 'idle' ? 'Removing…' : 'Remove'}
              <span className="sr-only"> the coupon {coupon.couponCode}</span>
            </button>
          </removing.Form>
        </div>
        {coupon.problem ? (
          <p className="mt-2 text-sm text-amber-900" data-testid="coupon-problem">
            {coupon.problem}
          </p>
        ) : null}
      </div>
    );
  }

  const pending = applying.state !== 'idle';
  return (
    <applying.Form method="post" action="/cart" className="mt-4" data-testid="coupon-form">
      <EnhancedInput />
      <input type="hidden" name="intent" value="apply-coupon" />
      <label htmlFor={`${id}-code`} className="mb-1.5 block text-sm font-medium text-graphite">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          ref={codeInput}
          id={`${id}-code`}
          name="couponCode"
          type="text"
          required
          maxLength={30}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          className={`${inputClass} min-w-0 flex-1 uppercase placeholder:normal-case`}
        />
        <button type="submit" disabled={pending} className="button-secondary shrink-0 px-5 disabled:opacity-60">
          {pending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="mt-1.5 text-sm text-red-800" data-testid="coupon-refusal">
          {refusal}
        </p>
      ) : null}
    </applying.Form>
  );
}
