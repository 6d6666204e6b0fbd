import type { MonthlySales, OrdersByStatus, OrdersOverTime } from '@facet/contracts/analytics';
import { orderStateLabels } from '@facet/contracts/order-states';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { monthInWords, shortDay } from './chart-summaries.ts';

/*
 * The charts themselves, drawn by Recharts. Loaded on demand once the dashboard is hydrated
 * (chart-figure.tsx), so Recharts is in a chunk of its own that no other page loads. Each
 * fills the fixed-height box its figure gives it (`responsive`), shrinking with the page down
 * to 360 px. The keyboard layer is off: the box is an image to assistive technology and its
 * figures are in the table beside it; the tooltip is for the mouse.
 */

const colours = {
  bar: 'var(--color-gold)',
  line: 'var(--color-ink)',
  grid: 'var(--color-line)',
  axis: 'var(--color-stone)',
};
const axisTick = { fontSize: 11, fill: colours.axis };
const fill = { width: '100%', height: '100%' } as const;

/** Whole rupees on an axis: "₹12,500". */
const rupeeTick = (value: number) => formatPrice(Math.round(value), 'INR');

function asNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** Orders placed per day (bars) and the rupee takings of the paid ones (line). */
export function OrdersDrawing({ days }: { days: OrdersOverTime }) {
  const data = days.map((day) => ({ label: shortDay(day.day), orders: day.orders, inr: day.revenue.INR }));
  return (
    <ComposedChart
      responsive
      style={fill}
      data={data}
      accessibilityLayer={false}
      margin={{ top: 8, right: 4, left: 0, bottom: 0 }}
    >
      <CartesianGrid stroke={colours.grid} vertical={false} />
      <XAxis dataKey="label" tick={axisTick} tickLine={false} minTickGap={12} />
      <YAxis yAxisId="orders" allowDecimals={false} tick={axisTick} width={32} tickLine={false} />
      <YAxis yAxisId="inr" orientation="right" tick={axisTick} width={72} tickLine={false} tickFormatter={rupeeTick} />
      <Tooltip
        formatter={(value, name) =>
          name === 'Takings (₹)' ? formatPrice(asNumber(value), 'INR') : formatCount(asNumber(value))
        }
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar yAxisId="orders" dataKey="orders" name="Orders placed" fill={colours.bar} maxBarSize={24} />
      <Line yAxisId="inr" dataKey="inr" name="Takings (₹)" stroke={colours.line} dot={false} strokeWidth={2} />
    </ComposedChart>
  );
}

/** How many orders are in each state, one bar per state, labelled as staff read them. */
export function OrderStatusDrawing({ states }: { states: OrdersByStatus }) {
  const data = states.map((entry) => ({ label: orderStateLabels[entry.state], count: entry.count }));
  return (
    <BarChart
      responsive
      style={fill}
      data={data}
      layout="vertical"
      accessibilityLayer={false}
      margin={{ top: 0, right: 12, left: 0, bottom: 0 }}
    >
      <CartesianGrid stroke={colours.grid} horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} />
      <YAxis type="category" dataKey="label" tick={axisTick} width={112} tickLine={false} />
      <Tooltip formatter={(value) => formatCount(asNumber(value))} />
      <Bar dataKey="count" name="Orders" fill={colours.bar} maxBarSize={20} />
    </BarChart>
  );
}

/** Rupee takings per month (bars) and the number of paid orders (line). */
export function MonthlySalesDrawing({ months }: { months: MonthlySales }) {
  const data = months.map((month) => ({
    label: monthInWords(month.month),
    inr: month.revenue.INR,
    orders: month.orders,
  }));
  return (
    <ComposedChart
      responsive
      style={fill}
      data={data}
      accessibilityLayer={false}
      margin={{ top: 8, right: 4, left: 0, bottom: 0 }}
    >
      <CartesianGrid stroke={colours.grid} vertical={false} />
      <XAxis dataKey="label" tick={axisTick} tickLine={false} minTickGap={12} />
      <YAxis yAxisId="inr" tick={axisTick} width={72} tickLine={false} tickFormatter={rupeeTick} />
      <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={axisTick} width={32} tickLine={false} />
      <Tooltip
        formatter={(value, name) =>
          name === 'Takings (₹)' ? formatPrice(asNumber(value), 'INR') : formatCount(asNumber(value))
        }
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar yAxisId="inr" dataKey="inr" name="Takings (₹)" fill={colours.bar} maxBarSize={32} />
      <Line yAxisId="orders" dataKey="orders" name="Paid orders" stroke={colours.line} dot={false} strokeWidth={2} />
    </ComposedChart>
  );
}
