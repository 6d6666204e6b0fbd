import type { MonthlySales } from '@facet/contracts/analytics';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { ChartFigure, FiguresTable } from './chart-figure.tsx';
import { monthInWords, monthlySalesSummary } from './chart-summaries.ts';

const MonthlySalesDrawing = onDemand(() => import('./chart-drawings.tsx').then((module) => module.MonthlySalesDrawing));

/** Paid orders and their takings per calendar month in India, this month last. */
export function MonthlySalesChart({ months }: { months: MonthlySales }) {
  return (
    <ChartFigure
      id="sales-per-month"
      title={`Sales per month, last ${months.length} months`}
      summary={monthlySalesSummary(months)}
      drawing={<MonthlySalesDrawing months={months} />}
      figures={
        <FiguresTable
          caption="Paid orders and their takings per month (India)"
          columns={['Month', 'Paid orders', 'Takings ₹', 'Takings $']}
          rows={months.map((month) => [
            monthInWords(month.month),
            formatCount(month.orders),
            formatPrice(month.revenue.INR, 'INR'),
            formatPrice(month.revenue.USD, 'USD'),
          ])}
        />
      }
    />
  );
}
