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
import { isPaidState, type OrderState, orderStates } from '@facet/contracts/order-states';
import type { StoneAnalytics } from '@facet/contracts/stones';
import { type Database, queryRows } from '@facet/db/client';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { inquiries } from '@facet/db/schema/inquiries';
import { orders } from '@facet/db/schema/orders';
import { productMedia, products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { inList, textArray } from '@facet/db/sql-helpers';
import { count, eq, ne, type SQL, sql } from 'drizzle-orm';

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
  const since = thirtyDaysAgo();
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${users.isActive} then 1 end`),
      emailConfirmed: count(sql`case when ${users.emailConfirmed} then 1 end`),
      newLast30Days: count(sql`case when ${users.createDate} >= ${since} then 1 end`),
      subscribedToNews: count(sql`case when ${users.sendNewsAndOffer} then 1 end`),
    })
    .from(users)
    .where(eq(users.role, 'Customer'));
  return row!;
}

/** GET /api/analytics/minimal/member: the dashboard's staff figures. */
export async function memberAnalytics(db: Database): Promise<MemberAnalytics> {
  const rows = await db
    .select({
      role: users.role,
      total: count(),
      active: count(sql`case when ${users.isActive} then 1 end`),
      awaitingActivation: count(sql`case when not ${users.isAccountActivated} then 1 end`),
    })
    .from(users)
    .where(ne(users.role, 'Customer'))
    .groupBy(users.role);
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
  const since = thirtyDaysAgo();
  const [row] = await db
    .select({
      total: count(),
      new: count(sql`case when ${inquiries.state} = 'new' then 1 end`),
      answered: count(sql`case when ${inquiries.state} = 'answered' then 1 end`),
      receivedLast30Days: count(sql`case when ${inquiries.createDate} >= ${since} then 1 end`),
    })
    .from(inquiries);
  return row!;
}

/** GET /api/analytics/minimal/custom-jewellery: the requests in each state, every state listed. */
export async function customJewelleryAnalytics(db: Database): Promise<CustomJewelleryAnalytics> {
  const since = thirtyDaysAgo();
  const rows = await db
    .select({
      state: customJewelleryRequests.state,
      total: count(),
      receivedLast30Days: count(sql`case when ${customJewelleryRequests.createDate} >= ${since} then 1 end`),
    })
    .from(customJewelleryRequests)
    .groupBy(customJewelleryRequests.state);
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

/**
 * GET /api/analytics/minimal/product: the Jewelleries area's figures. One pass over the pieces;
 * the picture and variant checks use the primary key of product_media and the combination key
 * of product_variants, both led by the product.
 */
export async function productAnalytics(db: Database): Promise<ProductAnalytics> {
  const since = thirtyDaysAgo();
  const [row] = await queryRows<ProductAnalytics>(
    db,
    sql`select count(*)::int as "total",
               count(*) filter (where p.is_listed)::int as "listed",
               count(*) filter (where not p.is_listed)::int as "unlisted",
               (select count(*)::int from ${productVariants} v where v.is_active) as "variants",
               count(*) filter (where p.create_date >= ${since})::int as "addedLast30Days",
               count(*) filter (where not exists (select 1 from ${productMedia} m where m.product_id = p.id))::int
                 as "withoutPictures",
               count(*) filter (where p.is_listed and not exists (
                 select 1 from ${productVariants} v where v.product_id = p.id and v.is_active))::int
                 as "listedWithoutVariants",
               count(*) filter (where p.discount_id is not null)::int as "discounted"
          from ${products} p`,
  );
  return row!;
}

/** GET /api/analytics/minimal/stone: the dashboard's stone figures, by state. */
export async function stoneAnalytics(db: Database): Promise<StoneAnalytics> {
  const since = thirtyDaysAgo();
  const [row] = await db
    .select({
      total: count(),
      available: count(sql`case when ${stones.state} = 'available' then 1 end`),
      onHold: count(sql`case when ${stones.state} = 'on_hold' then 1 end`),
      sold: count(sql`case when ${stones.state} = 'sold' then 1 end`),
      unlisted: count(sql`case when ${stones.state} = 'unlisted' then 1 end`),
      addedLast30Days: count(sql`case when ${stones.createDate} >= ${since} then 1 end`),
    })
    .from(stones);
  return row!;
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

interface RevenueColumns {
  inr: string | number | null;
  usd: string | number | null;
}

function revenueOf(row: RevenueColumns): RevenueByCurrency {
  return { INR: fromMinor(Number(row.inr ?? 0)), USD: fromMinor(Number(row.usd ?? 0)) };
}

/** `sum(o.total)` of one currency's orders in a paid state, 0 when none (the join's `o`). */
function paidSum(currency: 'INR' | 'USD'): SQL {
  return sql`coalesce(sum(o.total) filter (where o.currency = ${currency} and o.state in (${paidStates})), 0)`;
}

/**
 * GET /api/analytics/minimal/order-detail: the Orders area's figures. "Last 30 days" is the
 * last 30 × 24 hours, as the customer, stone and inquiry figures count it.
 */
export async function orderAnalytics(db: Database): Promise<OrderAnalytics> {
  const since = thirtyDaysAgo();
  const [row] = await queryRows<
    {
      total: number;
      awaitingPayment: number;
      toProcess: number;
      processing: number;
      shipped: number;
      placedLast30Days: number;
    } & RevenueColumns
  >(
    db,
    sql`select count(*)::int as "total",
               count(*) filter (where o.state = 'PendingPayment')::int as "awaitingPayment",
               count(*) filter (where o.state = 'Paid')::int as "toProcess",
               count(*) filter (where o.state = 'Processing')::int as "processing",
               count(*) filter (where o.state = 'Shipped')::int as "shipped",
               count(*) filter (where o.create_date >= ${since})::int as "placedLast30Days",
               coalesce(sum(o.total) filter (where o.currency = 'INR' and o.state in (${paidStates})
                                               and o.create_date >= ${since}), 0) as "inr",
               coalesce(sum(o.total) filter (where o.currency = 'USD' and o.state in (${paidStates})
                                               and o.create_date >= ${since}), 0) as "usd"
          from ${orders} o`,
  );
  const { inr, usd, ...counts } = row!;
  return { ...counts, revenueLast30Days: revenueOf({ inr, usd }) };
}

/**
 * GET /api/dashboard/analytics/orders: each of the last `days` days in India (today the last),
 * the orders placed on it (whatever their state now) and the takings of those in a paid state.
 */
export async function ordersOverTime(db: Database, input: OrdersOverTimeQuery): Promise<OrdersOverTime> {
  const rows = await queryRows<{ day: string; orders: number } & RevenueColumns>(
    db,
    sql`with days as (
          select generate_series(
                   (now() at time zone ${SHOP_TIME_ZONE})::date - (${input.days}::int - 1),
                   (now() at time zone ${SHOP_TIME_ZONE})::date,
                   interval '1 day'
                 )::date as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as "day", count(o.id)::int as "orders",
               ${paidSum('INR')} as "inr", ${paidSum('USD')} as "usd"
          from days d
          left join ${orders} o
            on o.create_date >= (d.day::timestamp at time zone ${SHOP_TIME_ZONE})
           and o.create_date < ((d.day + 1)::timestamp at time zone ${SHOP_TIME_ZONE})
         group by d.day
         order by d.day`,
  );
  return rows.map((row) => ({ day: row.day, orders: row.orders, revenue: revenueOf(row) }));
}

/** GET /api/dashboard/analytics/order-status: how many orders are in each state, every state listed. */
export async function ordersByStatus(db: Database): Promise<OrdersByStatus> {
  const rows = await queryRows<{ state: OrderState; count: number }>(
    db,
    sql`select s.state as "state", count(o.id)::int as "count"
          from unnest(${textArray(orderStates)}::text[]) with ordinality as s(state, position)
          left join ${orders} o on o.state = s.state
         group by s.state, s.position
         order by s.position`,
  );
  return rows;
}

/**
 * GET /api/dashboard/analytics/monthly-sales: each of the last `months` calendar months in
 * India (this one the last), the orders placed in it that are in a paid state and their takings.
 */
export async function monthlySales(db: Database, input: MonthlySalesQuery): Promise<MonthlySales> {
  const rows = await queryRows<{ month: string; orders: number } & RevenueColumns>(
    db,
    sql`with months as (
          select generate_series(
                   date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}) - make_interval(months => ${input.months}::int - 1),
                   date_trunc('month', now() at time zone ${SHOP_TIME_ZONE}),
                   interval '1 month'
                 ) as month
        )
        select to_char(m.month, 'YYYY-MM') as "month", count(o.id)::int as "orders",
               ${paidSum('INR')} as "inr", ${paidSum('USD')} as "usd"
          from months m
          left join ${orders} o
            on o.create_date >= (m.month at time zone ${SHOP_TIME_ZONE})
           and o.create_date < ((m.month + interval '1 month') at time zone ${SHOP_TIME_ZONE})
           and o.state in (${paidStates})
         group by m.month
         order by m.month`,
  );
  return rows.map((row) => ({ month: row.month, orders: row.orders, revenue: revenueOf(row) }));
}
