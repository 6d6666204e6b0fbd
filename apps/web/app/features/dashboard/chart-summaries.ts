import type { MonthlySales, OrdersByStatus, OrdersOverTime, RevenueByCurrency } from '@facet/contracts/analytics';
import { orderStateLabels } from '@facet/contracts/order-states';
import { formatDate, formatPrice, plural } from '../../lib/format.ts';

/*
 * What the dashboard's charts say in words: the labels of their days and months, and the
 * sentence each chart gives screen readers (its aria-label). Pure, so the server's HTML and the
 * browser's agree, and testable without drawing anything.
 */

/** "24 Nov 2026" for an Indian day written YYYY-MM-DD. */
export function dayInWords(day: string): string {
  return formatDate(`${day}T00:00:00+05:30`);
}

/** "24 Nov": a day on a chart's axis (the table and the sentence carry the year). */
export function shortDay(day: string): string {
  return dayInWords(day).replace(/ \d{4}$/, '');
}

/** "Nov 2026" for a month written YYYY-MM. */
export function monthInWords(month: string): string {
  return dayInWords(`${month}-01`).replace(/^\d+ /, '');
}

/** "₹1,000.50 and $12.00 taken", naming only the currencies that took something. */
export function takings(revenue: RevenueByCurrency): string {
  const parts = (['INR', 'USD'] as const)
    .filter((currency) => revenue[currency] > 0)
    .map((currency) => formatPrice(revenue[currency], currency));
  return parts.length === 0 ? 'nothing taken' : `${parts.join(' and ')} taken`;
}

function sumRevenue(entries: readonly { revenue: RevenueByCurrency }[]): RevenueByCurrency {
  return entries.reduce((sum, entry) => ({ INR: sum.INR + entry.revenue.INR, USD: sum.USD + entry.revenue.USD }), {
    INR: 0,
    USD: 0,
  });
}

/** The orders-per-day chart's sentence: the span, the total, the busiest day and the takings. */
export function ordersOverTimeSummary(days: OrdersOverTime): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Orders per day: no days to show.';
  const span = `Orders per day from ${dayInWords(first.day)} to ${dayInWords(last.day)}`;
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  if (total === 0) return `${span}: no orders.`;
  const busiest = days.reduce((best, day) => (day.orders > best.orders ? day : best));
  return `${span}: ${plural(total, 'order')}, most on ${dayInWords(busiest.day)} (${busiest.orders}); ${takings(sumRevenue(days))} from paid orders.`;
}

/** The orders-by-state chart's sentence: every state and its count, in an order's life order. */
export function ordersByStatusSummary(states: OrdersByStatus): string {
  const parts = states.map((entry) => `${orderStateLabels[entry.state].toLowerCase()} ${entry.count}`);
  return `Orders by state: ${parts.join(', ')}.`;
}

/** The monthly sales chart's sentence: the span, the paid orders, the takings and the best month in rupees. */
export function monthlySalesSummary(months: MonthlySales): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'Sales per month: no months to show.';
  const span = `Paid orders per month from ${monthInWords(first.month)} to ${monthInWords(last.month)}`;
  const total = months.reduce((sum, month) => sum + month.orders, 0);
  if (total === 0) return `${span}: no sales.`;
  const best = months.reduce((top, month) => (month.revenue.INR > top.revenue.INR ? month : top));
  const bestMonth =
    best.revenue.INR > 0
      ? `; best month in rupees ${monthInWords(best.month)} (${formatPrice(best.revenue.INR, 'INR')})`
      : '';
  return `${span}: ${plural(total, 'order')}, ${takings(sumRevenue(months))}${bestMonth}.`;
}
