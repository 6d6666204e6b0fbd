import type { MonthlySales, OrderAnalytics, OrdersByStatus, OrdersOverTime } from '@facet/contracts/analytics';
import { orderStates } from '@facet/contracts/order-states';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/dashboard';
import Dashboard from './dashboard.tsx';

/*
 * The dashboard's Orders section as the server renders it: the figures, three charts whose
 * boxes are named images at their final height (the drawing waits for the browser), and the
 * same figures in tables; nothing when no orders data came back.
 */

const figures: OrderAnalytics = {
  total: 42,
  awaitingPayment: 3,
  toProcess: 5,
  processing: 2,
  shipped: 4,
  placedLast30Days: 17,
  revenueLast30Days: { INR: 124_957.28, USD: 373.45 },
};

const perDay: OrdersOverTime = Array.from({ length: 30 }, (_, i) => {
  const day = `2026-11-${String(i + 1).padStart(2, '0')}`;
  return i === 20
    ? { day, orders: 4, revenue: { INR: 2_500, USD: 10 } }
    : { day, orders: 0, revenue: { INR: 0, USD: 0 } };
});

const byState: OrdersByStatus = orderStates.map((state) => ({ state, count: state === 'Paid' ? 5 : 0 }));

const perMonth: MonthlySales = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  orders: i === 10 ? 2 : 0,
  revenue: { INR: i === 10 ? 5_000 : 0, USD: 0 },
}));

function renderDashboard(orders: Partial<Route.ComponentProps['loaderData']['orders']>): string {
  const loaderData = {
    customers: null,
    members: null,
    stones: null,
    inquiries: null,
    orders: { figures: null, perDay: null, byState: null, perMonth: null, ...orders },
  };
  const props = { loaderData } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: '/dashboard', Component: () => <Dashboard {...props} /> }]);
  return renderToString(<Stub initialEntries={['/dashboard']} />);
}

/** The text of the HTML (tags dropped, entities React writes decoded), for reading sentences. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

describe('dashboard: orders', () => {
  it('shows the order figures with a link to the orders, and the three charts with their figures', () => {
    const html = renderDashboard({ figures, perDay, byState, perMonth });
    expect(html).toMatch(/<h2 id="orders-figures"[^>]*>Orders<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/orders"[^>]*>All orders<\/a>/);
    const words = text(html);
    expect(words).toContain('To process 5 Paid, not yet being made');
    expect(words).toContain('Taken in 30 days ₹1,24,957.28 and $373.45');
    expect(words).toContain('Placed in 30 days 17 42 in all');

    for (const heading of ['Orders per day, last 30 days', 'Orders by state', 'Sales per month, last 12 months']) {
      expect(html).toContain(`>${heading}</h3>`);
    }
    // Three named images at their final height, empty until the browser draws them.
    const boxes = [...html.matchAll(/<div role="img" aria-label="([^"]+)" class="[^"]*\bh-64\b[^"]*"><\/div>/g)];
    expect(boxes.map((box) => box[1])).toEqual([
      'Orders per day from 1 Nov 2026 to 30 Nov 2026: 4 orders, most on 21 Nov 2026 (4); ₹2,500.00 and $10.00 taken from paid orders.',
      'Orders by state: awaiting payment 0, paid 5, being made 0, shipped 0, delivered 0, cancelled 0, refunded 0.',
      'Paid orders per month from Jan 2026 to Dec 2026: 2 orders, ₹5,000.00 taken; best month in rupees Nov 2026 (₹5,000.00).',
    ]);
    expect(html).not.toContain('recharts');
    // The shop's CSP allows no style attributes in the HTML.
    expect(html).not.toContain('style=');

    // The same figures in tables, behind one "Show the figures" each.
    expect(html.match(/<summary[^>]*>Show the figures<\/summary>/g)).toHaveLength(3);
    expect(html.match(/<table/g)).toHaveLength(3);
    expect(words).toContain('21 Nov 2026 4 ₹2,500.00 $10.00');
    expect(words).toContain('Being made 0');
    expect(words).toContain('Nov 2026 2 ₹5,000.00 $0.00');
    // A row per day, per state and per month, after each table's header row.
    expect(html.match(/<th scope="row"/g)).toHaveLength(30 + orderStates.length + 12);
  });

  it('shows what came back when part of the orders data did not', () => {
    const html = renderDashboard({ byState });
    expect(html).toContain('>Orders by state</h3>');
    expect(html).not.toContain('Orders per day');
    expect(html).not.toContain('To process');
  });

  it('leaves the Orders section out when no orders data came back', () => {
    const html = renderDashboard({});
    expect(html).not.toContain('id="orders-figures"');
    expect(html).not.toContain('role="img"');
  });
});
