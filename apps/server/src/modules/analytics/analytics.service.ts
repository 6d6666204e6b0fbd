import {
  type CustomerAnalytics,
  type CustomJewelleryAnalytics,
  type MemberAnalytics,
  type MonthlySales,
  type MonthlySalesQuery,
  type OrderAnalytics,
  type OrdersByStatus,
  type OrdersOverTime,
  type OrdersOverTimeQuery,
  type ProductAnalytics,
  type RevenueByCurrency,
} from '@facet/contracts/analytics';
import { type CustomJewelleryState, customJewelleryStates } from '@facet/contracts/custom-jewellery';
import type { InquiryAnalytics } from '@facet/contracts/inquiries';
import { fromMinor } from '@facet/contracts/money';
import { isPaidState, orderStates } from '@facet/contracts/order-states';
import type { StoneAnalytics } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { inList } from '@facet/db/sql-helpers';
import {
  countCustomers,
  countCustomJewelleryByState,
  countInquiries,
  countPieces,
  countStaffByRole,
  countStones,
} from './analytics-areas.queries.ts';
import {
  countOrders,
  countOrdersByState,
  listDaysOfOrders,
  listMonthsOfSales,
  type RevenueColumns,
} from './analytics-orders.queries.ts';

/*
 * The dashboard's figures: each back-office area's counts, and the series of the orders' charts.
 * What waits for someone: needs-attention.service.ts.
 */

/** The start of the figures' "last 30 days": the last 30 × 24 hours. */
function thirtyDaysAgo(): Date {
  return new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
}

/** GET /api/analytics/minimal/customer: the dashboard's customer figures. */
export async function customerAnalytics(db: Database): Promise<CustomerAnalytics> {
  return countCustomers(db, thirtyDaysAgo());
}

/** GET /api/analytics/minimal/member: the dashboard's staff figures. */
export async function memberAnalytics(db: Database): Promise<MemberAnalytics> {
  const rows = await countStaffByRole(db);
  const byRole = { Admin: 0, Manager: 0, StoneManager: 0, JewelleryManager: 0 };
  let total = 0;
  let active = 0;
  let awaitingActivation = 0;
  for (const row of rows) {
    if (row.role !== 'Customer') byRole[row.role] = row.total;
    total += row.total;
    active += row.active;
    awaitingActivation += row.awaitingActivation;
  }
  return { total, active, awaitingActivation, byRole };
}

/** GET /api/analytics/minimal/inquiry: the dashboard's inquiry figures. */
export async function inquiryAnalytics(db: Database): Promise<InquiryAnalytics> {
  return countInquiries(db, thirtyDaysAgo());
}

/** GET /api/analytics/minimal/custom-jewellery: the requests in each state, every state listed. */
export async function customJewelleryAnalytics(db: Database): Promise<CustomJewelleryAnalytics> {
  const rows = await countCustomJewelleryByState(db, thirtyDaysAgo());
  const byState = Object.fromEntries(customJewelleryStates.map((state) => [state, 0])) as Record<
    CustomJewelleryState,
    number
  >;
  let total = 0;
  let receivedLast30Days = 0;
  for (const row of rows) {
    byState[row.state] = row.total;
    total += row.total;
    receivedLast30Days += row.receivedLast30Days;
  }
  return { total, byState, receivedLast30Days };
}

/** GET /api/analytics/minimal/product: the Jewelleries area's figures. */
export function productAnalytics(db: Database): Promise<ProductAnalytics> {
  return countPieces(db, thirtyDaysAgo());
}

/** GET /api/analytics/minimal/stone: the dashboard's stone figures, by state. */
export async function stoneAnalytics(db: Database): Promise<StoneAnalytics> {
  return countStones(db, thirtyDaysAgo());
}

/*
 * Orders' figures. Days and months are India's (the shop's calendar, Asia/Kolkata): a day's
 * window is its midnight to the next in Kolkata, turned into instants in SQL, so the
 * `orders_create_date_idx` range serves each. `generate_series` lists every day or month of
 * the window, so those without orders come back as zeros rather than gaps. Sums are per
 * currency (never mixed) and only of orders in a paid state; they leave the database as
 * numeric text (a sum of bigint) and become major units here.
 */

const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** The states whose orders count as money taken, from the one rule (`isPaidState`). */
const paidStates = inList(orderStates.filter(isPaidState));

function revenueOf(row: RevenueColumns): RevenueByCurrency {
  return { INR: fromMinor(Number(row.inr ?? 0)), USD: fromMinor(Number(row.usd ?? 0)) };
}

/**
 * GET /api/analytics/minimal/order-detail: the Orders area's figures. "Last 30 days" is the
 * last 30 × 24 hours, as the customer, stone and inquiry figures count it.
 */
export async function orderAnalytics(db: Database): Promise<OrderAnalytics> {
  const row = await countOrders(db, thirtyDaysAgo(), paidStates);
  const { inr, usd, ...counts } = row;
  return { ...counts, revenueLast30Days: revenueOf({ inr, usd }) };
}

/**
 * GET /api/dashboard/analytics/orders: each of the last `days` days in India (today the last),
 * the orders placed on it (whatever their state now) and the takings of those in a paid state.
 */
export async function ordersOverTime(db: Database, input: OrdersOverTimeQuery): Promise<OrdersOverTime> {
  const rows = await listDaysOfOrders(db, { days: input.days, timeZone: SHOP_TIME_ZONE, paidStates });
  return rows.map((row) => ({ day: row.day, orders: row.orders, revenue: revenueOf(row) }));
}

/** GET /api/dashboard/analytics/order-status: how many orders are in each state, every state listed. */
export async function ordersByStatus(db: Database): Promise<OrdersByStatus> {
  return countOrdersByState(db, orderStates);
}

/**
 * GET /api/dashboard/analytics/monthly-sales: each of the last `months` calendar months in
 * India (this one the last), the orders placed in it that are in a paid state and their takings.
 */
export async function monthlySales(db: Database, input: MonthlySalesQuery): Promise<MonthlySales> {
  const rows = await listMonthsOfSales(db, { months: input.months, timeZone: SHOP_TIME_ZONE, paidStates });
  return rows.map((row) => ({ month: row.month, orders: row.orders, revenue: revenueOf(row) }));
}
