import type {
  CustomerAnalytics,
  CustomJewelleryAnalytics,
  MemberAnalytics,
  MonthlySales,
  NeedsAttention,
  OrderAnalytics,
  OrdersByStatus,
  OrdersOverTime,
  ProductAnalytics,
} from '@facet/contracts/analytics';
import type { InquiryAnalytics } from '@facet/contracts/inquiries';
import { orderStates } from '@facet/contracts/order-states';
import type { StoneAnalytics } from '@facet/contracts/stones';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/dashboard';
import Dashboard from './dashboard.tsx';

/*
 * The dashboard as the server renders it: "needs attention" at the top, a card per area with its
 * figures and the link to its list (or a sentence when its call failed), and the Orders charts,
 * whose boxes are named images at their final height (the drawing waits for the browser) with
 * the same figures in tables.
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

const customJewellery: CustomJewelleryAnalytics = {
  total: 12,
  byState: { new: 3, in_discussion: 2, quoted: 1, accepted: 1, declined: 2, completed: 3 },
  receivedLast30Days: 6,
};
const products: ProductAnalytics = {
  total: 40,
  listed: 36,
  unlisted: 4,
  variants: 1_234,
  addedLast30Days: 5,
  withoutPictures: 2,
  listedWithoutVariants: 1,
  discounted: 7,
};
const stones: StoneAnalytics = { total: 500, available: 420, onHold: 3, sold: 60, unlisted: 17, addedLast30Days: 25 };
const inquiries: InquiryAnalytics = { total: 30, new: 4, answered: 26, receivedLast30Days: 9 };
const customers: CustomerAnalytics = {
  total: 210,
  active: 205,
  emailConfirmed: 190,
  newLast30Days: 14,
  subscribedToNews: 80,
};
const members: MemberAnalytics = {
  total: 6,
  active: 5,
  awaitingActivation: 1,
  byRole: { Admin: 2, Manager: 2, StoneManager: 1, JewelleryManager: 1 },
};

const asOf = '2026-11-24T12:00:00.000Z';
const before = (hours: number) => new Date(Date.parse(asOf) - hours * 60 * 60 * 1000).toISOString();
const empty = { count: 0, items: [] };
const attention: NeedsAttention = {
  asOf,
  complaints: {
    count: 2,
    overdue: 1,
    items: [
      {
        id: 31,
        label: 'CMP-000031 · Ravi Kumar',
        since: before(800),
        path: '/inquiries/detail/31',
        resolveBy: '2026-11-22',
        overdue: true,
      },
      {
        id: 40,
        label: 'CMP-000040 · Asha Rao',
        since: before(30),
        path: '/inquiries/detail/40',
        resolveBy: '2026-12-23',
        overdue: false,
      },
    ],
  },
  customJewellery: {
    count: 7,
    items: [1, 2, 3, 4, 5].map((id) => ({
      id,
      label: `Shopper ${id} · Engagement ring`,
      since: before(80 - id),
      path: `/custom-jewelleries/detail/${id}`,
    })),
  },
  inquiries: {
    count: 1,
    items: [{ id: 9, label: 'Meera Iyer · LG-2001', since: before(5), path: '/inquiries/detail/9' }],
  },
  paidOrders: {
    count: 1,
    items: [{ id: 12, label: 'FCT-000012 · Asha Rao', since: before(0.5), path: '/orders/detail/12' }],
  },
  heldStones: empty,
};

type LoaderData = Route.ComponentProps['loaderData'];

const nothing: LoaderData = {
  attention: null,
  orders: null,
  customJewellery: null,
  products: null,
  stones: null,
  inquiries: null,
  customers: null,
  members: null,
  charts: { perDay: null, byState: null, perMonth: null },
};

function renderDashboard(loaderData: Partial<LoaderData>): string {
  const props = { loaderData: { ...nothing, ...loaderData } } as unknown as Route.ComponentProps;
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

const everything: Partial<LoaderData> = {
  attention,
  orders: figures,
  customJewellery,
  products,
  stones,
  inquiries,
  customers,
  members,
  charts: { perDay, byState, perMonth },
};

/** The area card `id`: its HTML from its <section> to the end of it (cards hold no sections). */
function card(html: string, id: string): string {
  const start = html.indexOf(`<section aria-labelledby="${id}"`);
  expect(start, id).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

const cards = [
  { id: 'orders-figures', title: 'Orders', href: '/orders', link: 'All orders' },
  {
    id: 'custom-jewellery-figures',
    title: 'Custom jewellery',
    href: '/custom-jewelleries',
    link: 'All custom requests',
  },
  { id: 'products-figures', title: 'Jewellery', href: '/jewelleries', link: 'All jewellery' },
  { id: 'stones-figures', title: 'Stones', href: '/stones', link: 'All stones' },
  { id: 'inquiries-figures', title: 'Inquiries', href: '/inquiries', link: 'All inquiries' },
  { id: 'customers-figures', title: 'Customers', href: '/customers', link: 'All customers' },
  { id: 'members-figures', title: 'Staff', href: '/members', link: 'All members' },
];

describe('dashboard: a card per area', () => {
  it('titles every card, links it to its list and shows its figures', () => {
    const html = renderDashboard(everything);
    for (const { id, title, href, link } of cards) {
      const section = card(html, id);
      expect(section, id).toMatch(new RegExp(`<h2 id="${id}"[^>]*>${title}</h2>`));
      expect(section, id).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${link}</a>`));
      expect(section, id).not.toContain('not available');
    }
    const words = (id: string) => text(card(html, id));
    expect(words('orders-figures')).toContain('To process 5 Paid, not yet being made');
    expect(words('orders-figures')).toContain('Taken in 30 days ₹1,24,957.28 and $373.45');
    expect(words('orders-figures')).toContain('Placed in 30 days 17 42 in all');
    expect(words('custom-jewellery-figures')).toContain('New 3 Not taken up yet');
    expect(words('custom-jewellery-figures')).toContain('Under way 4 2 in discussion · 1 quoted · 1 accepted');
    expect(words('custom-jewellery-figures')).toContain('Received in 30 days 6 12 in all');
    expect(words('custom-jewellery-figures')).toContain('Completed 3 2 declined');
    expect(words('products-figures')).toContain('Listed 36 4 unlisted · 40 in all');
    expect(words('products-figures')).toContain('Variants 1,234');
    expect(words('products-figures')).toContain('Without pictures 2');
    expect(words('products-figures')).toContain('Not in the shop 1 Listed, but no active variant');
    expect(words('products-figures')).toContain('With a discount 7');
    expect(words('stones-figures')).toContain('For sale 420 500 in all');
    expect(words('stones-figures')).toContain('Sold 60 3 on hold');
    expect(words('inquiries-figures')).toContain('Waiting for a reply 4');
    expect(words('customers-figures')).toContain('Customers 210 205 active');
    expect(words('members-figures')).toContain('Managers 4 2 general · 1 stone · 1 jewellery');
    // The shop's CSP allows no style attributes in the HTML.
    expect(html).not.toContain('style=');
  });

  it('says a card’s figures are not available when its call failed, and keeps the others', () => {
    const html = renderDashboard({ ...everything, products: null, customers: null });
    expect(text(card(html, 'products-figures'))).toContain('The jewellery figures are not available right now.');
    expect(text(card(html, 'customers-figures'))).toContain('The customers figures are not available right now.');
    // Still titled and linked.
    expect(card(html, 'products-figures')).toMatch(/<a [^>]*href="\/jewelleries"[^>]*>All jewellery<\/a>/);
    expect(text(card(html, 'stones-figures'))).toContain('For sale 420');
    expect(html.match(/not available right now/g)).toHaveLength(2);
  });

  it('still shows every card, titled and linked, when nothing came back', () => {
    const html = renderDashboard({});
    for (const { id, href } of cards) {
      expect(text(card(html, id)), id).toContain('not available right now');
      expect(card(html, id)).toContain(`href="${href}"`);
    }
    expect(text(html)).toContain('What needs attention is not available right now.');
    expect(text(html)).toContain('The order charts are not available right now.');
  });
});

/** The "needs attention" panel: from its <section> to the first card after it. */
function attentionPanel(html: string): string {
  const start = html.indexOf('<section aria-labelledby="needs-attention"');
  const end = html.indexOf('<section aria-labelledby="orders-figures"');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The words of the link to `href` (there must be one). */
function linkText(html: string, href: string): string {
  const match = html.match(new RegExp(`<a [^>]*href="${href}"[^>]*>(.*?)</a>`));
  expect(match, href).not.toBeNull();
  return text(match![1]!).trim();
}

describe('dashboard: needs attention', () => {
  it('lists each kind with its count, each record a link to its page with how long it has waited', () => {
    const html = renderDashboard(everything);
    const section = attentionPanel(html);
    const words = text(section);
    expect(words).toContain('11 waiting');
    expect(words).toContain('Open complaints 2 waiting');
    expect(section).toMatch(/<h3 id="attention-customJewellery"[^>]*>New custom requests/);
    expect(words).toContain('New custom requests 7 waiting');
    expect(words).toContain('Unanswered inquiries 1 waiting');
    expect(words).toContain('Paid orders to start 1 waiting');
    expect(words).toContain('Stones held too long 0 waiting Nothing waiting.');
    expect(linkText(section, '/custom-jewelleries/detail/1')).toBe('Shopper 1 · Engagement ring , waiting 3 days');
    expect(linkText(section, '/custom-jewelleries/detail/5')).toBe('Shopper 5 · Engagement ring , waiting 3 days');
    expect(linkText(section, '/inquiries/detail/9')).toBe('Meera Iyer · LG-2001 , waiting 5 hours');
    // Complaints first, by the day they are due; the overdue one says so in words, not colour alone.
    expect(section.indexOf('id="attention-complaints"')).toBeLessThan(
      section.indexOf('id="attention-customJewellery"'),
    );
    expect(linkText(section, '/inquiries/detail/31')).toBe('CMP-000031 · Ravi Kumar , Overdue was due 22 Nov 2026');
    expect(linkText(section, '/inquiries/detail/40')).toBe('CMP-000040 · Asha Rao , due 23 Dec 2026');
    expect(linkText(section, '/orders/detail/12')).toBe('FCT-000012 · Asha Rao , waiting 30 minutes');
    // Seven new requests, five listed: a link to all of them; the shorter lists need none.
    expect(html).toMatch(/<a [^>]*href="\/custom-jewelleries\?state=new"[^>]*>All 7 new requests<\/a>/);
    expect(html).not.toContain('href="/inquiries?kind=question&amp;state=new"');
  });

  it('says all is clear when nothing waits', () => {
    const clear = {
      asOf,
      complaints: { ...empty, overdue: 0 },
      customJewellery: empty,
      inquiries: empty,
      paidOrders: empty,
      heldStones: empty,
    };
    const words = text(attentionPanel(renderDashboard({ ...everything, attention: clear })));
    expect(words).toContain(
      'All clear: no open complaints, new custom requests, unanswered inquiries, paid orders to start or stones held too long.',
    );
    expect(words).not.toContain('New custom requests 0');
  });
});

describe('dashboard: order charts', () => {
  it('shows the three charts with their figures', () => {
    const html = renderDashboard(everything);
    expect(html).toMatch(/<h2 id="order-charts"[^>]*>Orders over time<\/h2>/);
    const words = text(html);
    for (const heading of ['Orders per day, last 30 days', 'Orders by state', 'Sales per month, last 12 months']) {
      expect(html).toContain(`>${heading}</h3>`);
    }
    // Three named images at their final height, empty until the browser draws them.
    const boxes = [...html.matchAll(/<div role="img" aria-label="([^"]+)" class="[^"]*\bh-64\b[^"]*"><\/div>/g)];
    expect(boxes.map((box) => box[1])).toEqual([
      'Orders per day from 1 Nov 2026 to 30 Nov 2026: 4 orders, most on 21 Nov 2026 (4); ₹2,500 and $10 taken from paid orders.',
      'Orders by state: awaiting payment 0, paid 5, being made 0, shipped 0, delivered 0, cancelled 0, refunded 0.',
      'Paid orders per month from Jan 2026 to Dec 2026: 2 orders, ₹5,000 taken; best month in rupees Nov 2026 (₹5,000).',
    ]);
    expect(html).not.toContain('recharts');

    // The same figures in tables, behind one "Show the figures" each.
    expect(html.match(/<summary[^>]*>Show the figures<\/summary>/g)).toHaveLength(3);
    expect(html.match(/<table/g)).toHaveLength(3);
    expect(words).toContain('21 Nov 2026 4 ₹2,500 $10');
    expect(words).toContain('Being made 0');
    expect(words).toContain('Nov 2026 2 ₹5,000 $0');
    // A row per day, per state and per month, after each table's header row.
    expect(html.match(/<th scope="row"/g)).toHaveLength(30 + orderStates.length + 12);
  });

  it('shows the charts that came back when others did not', () => {
    const html = renderDashboard({ charts: { perDay: null, byState, perMonth: null } });
    expect(html).toContain('>Orders by state</h3>');
    expect(html).not.toContain('Orders per day');
    expect(html.match(/role="img"/g)).toHaveLength(1);
    expect(html).not.toContain('The order charts are not available');
  });
});
