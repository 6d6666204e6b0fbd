import type { Currency } from '@facet/contracts/money';
import type { OrderDetail, OrderFigures as Figures } from '@facet/contracts/orders';
import { formatPrice } from '../../lib/format.ts';
import { percent, taxWording } from './order-wording.ts';

/*
 * An order's figures as the server worked them out when it was placed (nothing is added up
 * here): subtotal, discounts, coupon, insured shipping, the GST taken off an export, the total
 * in the order's currency and, within India, the GST it includes.
 */

export function OrderFigures({
  figures,
  currency,
  delivery,
  coupon,
  storeCredit = 0,
  amountDue,
  paid = false,
}: {
  figures: Figures;
  currency: Currency;
  delivery: 'india' | 'export';
  coupon: OrderDetail['coupon'];
  /** The part of the total paid with store credit (a payment, so it comes after the total). */
  storeCredit?: number;
  amountDue?: number;
  /** Whether the rest was paid through the provider yet. */
  paid?: boolean;
}) {
  const money = (amount: number) => formatPrice(amount, currency);
  const tax = taxWording(figures, delivery, currency);
  return (
    <div data-testid="order-figures">
      <dl className="space-y-2 text-sm">
        <Figure label="Subtotal" value={money(figures.subtotal)} testId="subtotal" />
        {figures.itemDiscount > 0 ? (
          <Figure label="Discounts" value={`−${money(figures.itemDiscount)}`} testId="item-discount" saving />
        ) : null}
        {coupon && figures.couponDiscount > 0 ? (
          <Figure
            label={`Coupon ${coupon.code} (${percent(coupon.percent)} off)`}
            value={`−${money(figures.couponDiscount)}`}
            testId="coupon-discount"
            saving
          />
        ) : null}
        <Figure
          label="Shipping (insured)"
          value={figures.shipping > 0 ? money(figures.shipping) : 'Free'}
          testId="shipping"
        />
        {figures.giftWrap > 0 ? <Figure label="Gift wrap" value={money(figures.giftWrap)} testId="gift-wrap" /> : null}
        {tax.kind === 'removed' ? <Figure label={tax.label} value={tax.value} testId="tax-removed" saving /> : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base text-ink">
          <dt>Total ({currency})</dt>
          <dd className="font-display text-2xl figures" data-testid="total">
            {money(figures.total)}
          </dd>
        </div>
      </dl>
      {tax.kind === 'included' ? (
        <p className="mt-1 text-right text-xs text-stone" data-testid="tax-included">
          {tax.text}
        </p>
      ) : null}
      {storeCredit > 0 ? (
        <dl className="mt-3 space-y-2 border-t border-line pt-3 text-sm" data-testid="store-credit-paid">
          <Figure label="Paid with store credit" value={money(storeCredit)} testId="paid-with-store-credit" />
          {amountDue !== undefined && amountDue > 0 ? (
            <Figure
              label={paid ? 'Paid through the provider' : 'Left to pay'}
              value={money(amountDue)}
              testId="amount-due"
            />
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

function Figure({ label, value, testId, saving }: { label: string; value: string; testId: string; saving?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-graphite">{label}</dt>
      <dd className={`whitespace-nowrap figures ${saving ? 'text-emerald-800' : 'text-ink'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A placed order's figures, as its page shows them to staff and to the customer: with what credit and the provider paid. */
export function PlacedOrderFigures({ order }: { order: OrderDetail }) {
  return (
    <OrderFigures
      figures={order.figures}
      currency={order.currency}
      delivery={order.delivery}
      coupon={order.coupon}
      storeCredit={order.storeCredit}
      amountDue={order.amountDue}
      paid={order.paidAt !== null}
    />
  );
}
