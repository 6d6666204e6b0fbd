import type { OrderState } from '@facet/contracts/order-states';
import { type Database, queryRows } from '@facet/db/client';
import { orders } from '@facet/db/schema/orders';
import { textArray } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * The SQL of the orders' figures and charts (analytics.service.ts), every column named through
 * the schema's orders table, so that a renamed column fails `npm run typecheck` here rather than
 * a query at run time. Aggregates over generated days and months: SQL, rows typed by the names
 * below. Sums are per currency (never mixed) and only of orders in a paid state (`paidStates`,
 * the caller's list); they leave the database as numeric text (a sum of bigint).
 */

const o = alias(orders, 'o');

/** A sum of orders' totals per currency, minor units, as the driver answers a numeric. */
export interface RevenueColumns {
  inr: string | number | null;
  usd: string | number | null;
}

/** `sum(o.total)` of one currency's orders in a paid state, 0 when none. */
function paidSum(currency: 'INR' | 'USD', paidStates: SQL): SQL {
  return sql`coalesce(sum(${o.total}) filter (where ${o.currency} = ${currency} and ${o.state} in (${paidStates})), 0)`;
}

export interface OrderCountsRow extends RevenueColumns {
  total: number;
  awaitingPayment: number;
  toProcess: number;
  processing: number;
  shipped: number;
  placedLast30Days: number;
}

/** The Orders area's counts, and the takings of the orders placed since `since` in a paid state. */
export async function countOrders(db: Database, since: Date, paidStates: SQL): Promise<OrderCountsRow> {
  const [row] = await queryRows<OrderCountsRow>(
    db,
    sql`select count(*)::int as "total",
               count(*) filter (where ${o.state} = 'PendingPayment')::int as "awaitingPayment",
               count(*) filter (where ${o.state} = 'Paid')::int as "toProcess",
               count(*) filter (where ${o.state} = 'Processing')::int as "processing",
               count(*) filter (where ${o.state} = 'Shipped')::int as "shipped",
               count(*) filter (where ${o.createDate} >= ${since})::int as "placedLast30Days",
               coalesce(sum(${o.total}) filter (where ${o.currency} = 'INR' and ${o.state} in (${paidStates})
                                               and ${o.createDate} >= ${since}), 0) as "inr",
               coalesce(sum(${o.total}) filter (where ${o.currency} = 'USD' and ${o.state} in (${paidStates})
                                               and ${o.createDate} >= ${since}), 0) as "usd"
          from ${orders} ${o}`,
  );
  return row!;
}

export interface DayOfOrdersRow extends RevenueColumns {
  /** YYYY-MM-DD, in `timeZone`. */
  day: string;
  orders: number;
}

/**
 * Each of the last `days` days in `timeZone` (today the last), the orders placed on it (whatever
 * their state now) and the takings of those in a paid state. A day's window is its midnight to
 * the next in that zone, turned into instants, so the `orders_create_date_idx` range serves each.
 */
export function listDaysOfOrders(
  db: Database,
  window: { days: number; timeZone: string; paidStates: SQL },
): Promise<DayOfOrdersRow[]> {
  const { timeZone, paidStates } = window;
  return queryRows<DayOfOrdersRow>(
    db,
    sql`with days as (
          select generate_series(
                   (now() at time zone ${timeZone})::date - (${window.days}::int - 1),
                   (now() at time zone ${timeZone})::date,
                   interval '1 day'
                 )::date as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as "day", count(${o.id})::int as "orders",
               ${paidSum('INR', paidStates)} as "inr", ${paidSum('USD', paidStates)} as "usd"
          from days d
          left join ${orders} ${o}
            on ${o.createDate} >= (d.day::timestamp at time zone ${timeZone})
           and ${o.createDate} < ((d.day + 1)::timestamp at time zone ${timeZone})
         group by d.day
         order by d.day`,
  );
}

export interface OrdersInStateRow {
  state: OrderState;
  count: number;
}

/** How many orders are in each of `states`, in that order, every state listed. */
export function countOrdersByState(db: Database, states: readonly OrderState[]): Promise<OrdersInStateRow[]> {
  return queryRows<OrdersInStateRow>(
    db,
    sql`select s.state as "state", count(${o.id})::int as "count"
          from unnest(${textArray(states)}::text[]) with ordinality as s(state, position)
          left join ${orders} ${o} on ${o.state} = s.state
         group by s.state, s.position
         order by s.position`,
  );
}

export interface MonthOfSalesRow extends RevenueColumns {
  /** YYYY-MM, in `timeZone`. */
  month: string;
  orders: number;
}

/**
 * Each of the last `months` calendar months in `timeZone` (this one the last), the orders placed
 * in it that are in a paid state and their takings.
 */
export function listMonthsOfSales(
  db: Database,
  window: { months: number; timeZone: string; paidStates: SQL },
): Promise<MonthOfSalesRow[]> {
  const { timeZone, paidStates } = window;
  return queryRows<MonthOfSalesRow>(
    db,
    sql`with months as (
          select generate_series(
                   date_trunc('month', now() at time zone ${timeZone}) - make_interval(months => ${window.months}::int - 1),
                   date_trunc('month', now() at time zone ${timeZone}),
                   interval '1 month'
                 ) as month
        )
        select to_char(m.month, 'YYYY-MM') as "month", count(${o.id})::int as "orders",
               ${paidSum('INR', paidStates)} as "inr", ${paidSum('USD', paidStates)} as "usd"
          from months m
          left join ${orders} ${o}
            on ${o.createDate} >= (m.month at time zone ${timeZone})
           and ${o.createDate} < ((m.month + interval '1 month') at time zone ${timeZone})
           and ${o.state} in (${paidStates})
         group by m.month
         order by m.month`,
  );
}
