import type { OrdersOverTime } from '@facet/contracts/analytics';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { ChartFigure, FiguresTable } from './chart-figure.tsx';
import { dayInWords, ordersOverTimeSummary } from './chart-summaries.ts';

const OrdersDrawing = onDemand(() => import('./chart-drawings.tsx').then((module) => module.OrdersDrawing));

/** Orders placed per day in India and the takings of the paid ones, newest day last. */
export function OrdersChart({ days }: { days: OrdersOverTime }) {
  return (
    <ChartFigure
      id="orders-per-day"
      title={`Orders per day, last ${days.length} days`}
      summary={ordersOverTimeSummary(days)}
      drawing={<OrdersDrawing days={days} />}
      figures={
        <FiguresTable
          caption="Orders placed and takings of paid orders per day (India)"
          columns={['Day', 'Orders', 'Takings ₹', 'Takings $']}
          rows={days.map((day) => [
            dayInWords(day.day),
            formatCount(day.orders),
            formatPrice(day.revenue.INR, 'INR'),
            formatPrice(day.revenue.USD, 'USD'),
          ])}
        />
      }
    />
  );
}
