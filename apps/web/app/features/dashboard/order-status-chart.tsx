import type { OrdersByStatus } from '@facet/contracts/analytics';
import { orderStateLabels } from '@facet/contracts/order-states';
import { formatCount } from '../../lib/format.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { ChartFigure, FiguresTable } from './chart-figure.tsx';
import { ordersByStatusSummary } from './chart-summaries.ts';

const OrderStatusDrawing = onDemand(() => import('./chart-drawings.tsx').then((module) => module.OrderStatusDrawing));

/** How many orders are in each state, every state listed in the order of an order's life. */
export function OrderStatusChart({ states }: { states: OrdersByStatus }) {
  return (
    <ChartFigure
      id="orders-by-state"
      title="Orders by state"
      summary={ordersByStatusSummary(states)}
      drawing={<OrderStatusDrawing states={states} />}
      figures={
        <FiguresTable
          caption="Orders in each state"
          columns={['State', 'Orders']}
          rows={states.map((entry) => [orderStateLabels[entry.state], formatCount(entry.count)])}
        />
      }
    />
  );
}
