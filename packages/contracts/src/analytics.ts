import { analyticsEndpoints } from './analytics-endpoints.ts';
import { customJewelleryStates } from './custom-jewellery.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { inquiryAnalytics } from './inquiries.ts';
import { orderStates } from './order-states.ts';
import { stoneAnalytics } from './stones.ts';
import { z } from './zod.ts';

/** GET /api/analytics/minimal/customer */
export const customerAnalytics = z.object({
  total: z.number().int(),
  active: z.number().int(),
  emailConfirmed: z.number().int(),
  newLast30Days: z.number().int(),
  subscribedToNews: z.number().int(),
});
export type CustomerAnalytics = z.infer<typeof customerAnalytics>;

/** GET /api/analytics/minimal/member */
export const memberAnalytics = z.object({
  total: z.number().int(),
  active: z.number().int(),
  awaitingActivation: z.number().int(),
  byRole: z.object({
    Admin: z.number().int(),
    Manager: z.number().int(),
    StoneManager: z.number().int(),
    JewelleryManager: z.number().int(),
  }),
});
export type MemberAnalytics = z.infer<typeof memberAnalytics>;

/** GET /api/analytics/minimal/custom-jewellery: the Custom Jewelleries area's figures. */
export const customJewelleryAnalytics = z.object({
  total: z.number().int(),
  byState: z.record(z.enum(customJewelleryStates), z.number().int()).describe('every state, zeros included'),
  receivedLast30Days: z.number().int(),
});
export type CustomJewelleryAnalytics = z.infer<typeof customJewelleryAnalytics>;

/** GET /api/analytics/minimal/product: the Jewelleries area's figures (pieces, not loose stones). */
export const productAnalytics = z.object({
  total: z.number().int(),
  listed: z.number().int().describe('shown in the shop'),
  unlisted: z.number().int(),
  variants: z.number().int().describe('active variants of every piece, listed or not'),
  addedLast30Days: z.number().int(),
  withoutPictures: z.number().int().describe('pieces with no picture of their own'),
  listedWithoutVariants: z.number().int().describe('listed, but no active variant: the shop cannot show them'),
  discounted: z.number().int().describe('pieces with a product discount'),
});
export type ProductAnalytics = z.infer<typeof productAnalytics>;

/*
 * GET /api/dashboard/needs-attention: what is waiting for someone, each list its count
 * and its first few records, the longest waiting first.
 */

/** How many records each list of the "needs attention" answer carries at most. */
export const NEEDS_ATTENTION_ITEMS = 5;

/** One record waiting: what it is, since when it waits, and its back-office page. */
export const attentionItem = z.object({
  id: z.number().int(),
  label: z.string().describe('how staff name it: the shopper and the piece, an order number, a stock number'),
  since: z.string().describe('when the wait began (ISO instant): received, paid, or the hold ran out'),
  path: z.string().describe('the record’s back-office page'),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const attentionList = z.object({
  count: z.number().int().describe('all records waiting, not only those listed'),
  items: z.array(attentionItem).max(NEEDS_ATTENTION_ITEMS).describe('the longest waiting first'),
});
export type AttentionList = z.infer<typeof attentionList>;

/** An open complaint: its wait, and the day (India) it is to be resolved by. */
export const complaintAttentionItem = attentionItem.extend({
  resolveBy: z.string().describe('YYYY-MM-DD, India: the last day to resolve it'),
  overdue: z.boolean().describe('that day has passed (India) and it is still open'),
});
export type ComplaintAttentionItem = z.infer<typeof complaintAttentionItem>;

export const complaintAttentionList = z.object({
  count: z.number().int().describe('all open complaints, not only those listed'),
  overdue: z.number().int().describe('of those, how many are past their day'),
  items: z.array(complaintAttentionItem).max(NEEDS_ATTENTION_ITEMS).describe('the nearest deadline first'),
});
export type ComplaintAttentionList = z.infer<typeof complaintAttentionList>;

export const needsAttention = z.object({
  asOf: z.string().describe('the server’s time of the answer (ISO instant), to tell how long each has waited'),
  complaints: complaintAttentionList.describe('complaints not answered yet, by the day they are to be resolved'),
  customJewellery: attentionList.describe('custom jewellery requests in the state new'),
  inquiries: attentionList.describe('questions (inquiries that are not complaints) not answered yet'),
  paidOrders: attentionList.describe('orders paid and not yet being made (state Paid), by when they were paid'),
  heldStones: attentionList.describe(
    'stones on hold whose checkout hold has run out, or with no order awaiting payment holding them',
  ),
});
export type NeedsAttention = z.infer<typeof needsAttention>;

/*
 * Orders' figures. Amounts are in major units (rupees, dollars) of each currency, never mixed:
 * an order is paid in one currency and the shop does not convert its takings. Revenue counts
 * only orders in a paid state (`isPaidState`: the shop holds the money); days and months are
 * India's (Asia/Kolkata), the shop's own calendar (shop-dates.ts).
 */

/** Takings per currency, in major units. */
export const revenueByCurrency = z.object({ INR: z.number(), USD: z.number() });
export type RevenueByCurrency = z.infer<typeof revenueByCurrency>;

/** GET /api/analytics/minimal/order-detail: the Orders area's figures. */
export const orderAnalytics = z.object({
  total: z.number().int(),
  awaitingPayment: z.number().int(),
  toProcess: z.number().int().describe('paid, not yet being made'),
  processing: z.number().int(),
  shipped: z.number().int().describe('shipped, not yet delivered'),
  placedLast30Days: z.number().int(),
  revenueLast30Days: revenueByCurrency.describe('orders placed in the last 30 days that are in a paid state'),
});
export type OrderAnalytics = z.infer<typeof orderAnalytics>;

export const ORDERS_OVER_TIME_DAYS = { min: 7, max: 366, default: 30 } as const;

/** GET /api/dashboard/analytics/orders */
export const ordersOverTimeQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(ORDERS_OVER_TIME_DAYS.min)
    .max(ORDERS_OVER_TIME_DAYS.max)
    .optional()
    .default(ORDERS_OVER_TIME_DAYS.default)
    .describe('how many days up to today (India), today included'),
});
export type OrdersOverTimeQuery = z.infer<typeof ordersOverTimeQuery>;

/** One day (India) of orders: how many were placed, and the takings of those in a paid state. */
export const ordersOnDay = z.object({
  day: z.string().describe('YYYY-MM-DD, India'),
  orders: z.number().int(),
  revenue: revenueByCurrency,
});
export type OrdersOnDay = z.infer<typeof ordersOnDay>;

/** Every day of the window, oldest first, days without orders included. */
export const ordersOverTime = z.array(ordersOnDay);
export type OrdersOverTime = z.infer<typeof ordersOverTime>;

/** GET /api/dashboard/analytics/order-status: every state in `orderStates` order, zeros included. */
export const ordersByStatus = z.array(z.object({ state: z.enum(orderStates), count: z.number().int() }));
export type OrdersByStatus = z.infer<typeof ordersByStatus>;

export const MONTHLY_SALES_MONTHS = { min: 3, max: 36, default: 12 } as const;

/** GET /api/dashboard/analytics/monthly-sales */
export const monthlySalesQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .min(MONTHLY_SALES_MONTHS.min)
    .max(MONTHLY_SALES_MONTHS.max)
    .optional()
    .default(MONTHLY_SALES_MONTHS.default)
    .describe('how many calendar months up to this one (India), this one included'),
});
export type MonthlySalesQuery = z.infer<typeof monthlySalesQuery>;

/** One calendar month (India): orders placed in it that are in a paid state, and their takings. */
export const salesInMonth = z.object({
  month: z.string().describe('YYYY-MM, India'),
  orders: z.number().int(),
  revenue: revenueByCurrency,
});
export type SalesInMonth = z.infer<typeof salesInMonth>;

/** Every month of the window, oldest first, months without sales included. */
export const monthlySales = z.array(salesInMonth);
export type MonthlySales = z.infer<typeof monthlySales>;

export const analyticsShapes = defineShapes(analyticsEndpoints, {
  customers: { summary: 'Customer figures', response: customerAnalytics },
  customJewellery: {
    summary: 'Custom jewellery figures: requests in each state, and received in the last 30 days',
    response: customJewelleryAnalytics,
  },
  members: { summary: 'Staff figures', response: memberAnalytics },
  inquiries: { summary: 'Inquiry figures', response: inquiryAnalytics },
  products: {
    summary: 'Jewellery figures: pieces listed and unlisted, variants, added in the last 30 days, without pictures',
    response: productAnalytics,
  },
  stones: {
    summary: 'Stone figures: how many in each state, and added in the last 30 days',
    response: stoneAnalytics,
  },
  orders: {
    summary: 'Order figures: how many wait at each step, placed and taken in the last 30 days',
    response: orderAnalytics,
  },
  ordersOverTime: {
    summary: 'Orders placed and takings per day (India), oldest first, days without orders included',
    query: ordersOverTimeQuery,
    response: ordersOverTime,
  },
  ordersByStatus: { summary: 'How many orders are in each state, every state listed', response: ordersByStatus },
  monthlySales: {
    summary: 'Paid orders and takings per calendar month (India), oldest first, months without sales included',
    query: monthlySalesQuery,
    response: monthlySales,
  },
  needsAttention: {
    summary:
      'What waits for someone: new custom requests, unanswered inquiries, paid orders not yet being made, stones held past their time — each a count and the longest waiting first',
    response: needsAttention,
  },
});
export type AnalyticsShapes = typeof analyticsShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    analytics: AnalyticsShapes;
  }
}
