import { orderStateLabels, type OrderState } from '@facet/contracts/order-states';
import { Ban, CheckCircle2, Clock, Hammer, Package, RotateCcw, Wallet } from 'lucide-react';

/*
 * An order's state as a badge: its words always, a colour and an icon beside them (never the
 * colour alone). The same badge on the customer's pages and the back-office's.
 */

const looks: Record<OrderState, { tone: string; Icon: typeof Clock }> = {
  PendingPayment: { tone: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: Clock },
  Paid: { tone: 'bg-sky-50 text-sky-900 ring-sky-200', Icon: Wallet },
  Processing: { tone: 'bg-indigo-50 text-indigo-900 ring-indigo-200', Icon: Hammer },
  Shipped: { tone: 'bg-violet-50 text-violet-900 ring-violet-200', Icon: Package },
  Delivered: { tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200', Icon: CheckCircle2 },
  Cancelled: { tone: 'bg-stone-100 text-stone-800 ring-stone-300', Icon: Ban },
  Refunded: { tone: 'bg-rose-50 text-rose-900 ring-rose-200', Icon: RotateCcw },
};

export function OrderStatusBadge({ state }: { state: OrderState }) {
  const { tone, Icon } = looks[state];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone}`}
      data-testid="order-status"
      data-state={state}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {orderStateLabels[state]}
    </span>
  );
}
