import type { OrderDetail } from '@facet/contracts/orders';
import { formatDateTime, formatPrice } from '../../lib/format.ts';

/*
 * What has been given back for an order, for its customer (decisions 031 and 032): each refund
 * with its date, reason and how it came back — the share of an order paid with store credit as
 * store credit, the rest to the way they paid.
 */
export function OrderRefundsView({ order }: { order: Pick<OrderDetail, 'refunds' | 'currency'> }) {
  return (
    <ul className="divide-y divide-line text-sm" data-testid="order-refunds">
      {order.refunds.map((refund) => {
        const toPayment = Math.round((refund.amount - refund.storeCredit) * 100) / 100;
        return (
          <li key={refund.id} className="py-3 first:pt-0 last:pb-0" data-testid="order-refund">
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-medium text-ink figures">{formatPrice(refund.amount, order.currency)}</span>
              <time dateTime={refund.createDate} className="text-xs text-stone">
                {formatDateTime(refund.createDate)}
              </time>
            </p>
            <p className="mt-1 break-words text-graphite">{refund.reason}</p>
            <ul className="mt-1 text-graphite">
              {refund.giftWrap > 0 ? (
                <li data-testid="refunded-gift-wrap">
                  Of which gift wrapping: {formatPrice(refund.giftWrap, order.currency)}
                </li>
              ) : null}
              {refund.storeCredit > 0 ? (
                <li data-testid="refund-store-credit">
                  Given back as store credit: {formatPrice(refund.storeCredit, order.currency)}
                </li>
              ) : null}
              {toPayment > 0 && refund.storeCredit > 0 ? (
                <li>Refunded to your payment: {formatPrice(toPayment, order.currency)}</li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
