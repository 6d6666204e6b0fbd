import type { OrderState } from '@facet/contracts/order-states';
import { type Database, queryRows } from '@facet/db/client';
import { orderLines, orders } from '@facet/db/schema/orders';
import { users } from '@facet/db/schema/users';
import { containsPattern, itemCountSql } from '@facet/db/sql-helpers';
import { eq, type SQL, sql } from 'drizzle-orm';

/*
 * Pages of orders' SQL, every column named through the schema's tables (packages/db/src/schema),
 * so that a renamed column fails `npm run typecheck` here rather than a query at run time. Raw
 * SQL: the count of all is a window over the page's query, the item count a subquery on each
 * order. The service (order-list.service.ts) shapes the answer.
 */

/** Which orders a page shows: one customer's (`userId`), in a state, placed between two days, matching a search. */
export interface OrderListFilter {
  userId?: string | undefined;
  state?: OrderState | undefined;
  /** The first and last days placed, YYYY-MM-DD (India's calendar). */
  from?: string | undefined;
  to?: string | undefined;
  /** Part of the order number, the customer's name or e-mail, or a SKU in it. */
  search?: string | undefined;
}

function whereOf(filter: OrderListFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.userId !== undefined) conditions.push(sql`${orders.userId} = ${filter.userId}`);
  if (filter.state) conditions.push(sql`${orders.state} = ${filter.state}`);
  if (filter.from) {
    conditions.push(sql`${orders.createDate} >= (${filter.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  }
  if (filter.to) {
    conditions.push(sql`${orders.createDate} < (${filter.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(${orders.number} ilike ${pattern} or ${orders.email} ilike ${pattern}
           or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}
           or exists (select 1 from ${orderLines}
                       where ${orderLines.orderId} = ${orders.id} and lower(${orderLines.sku}) like lower(${pattern})))`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** An order as a page of orders lists it (money as numbers on both engines). */
export type OrderListRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'state' | 'provider' | 'currency' | 'total' | 'email'
> & {
  item_count: number;
  customer_name: string;
  create_date: string;
  /** How many orders the filter matches, the page or not. */
  total_records: number;
};

/** A page of the orders the filter matches, newest first. */
export function listOrderRows(
  db: Database,
  filter: OrderListFilter,
  page: { limit: number; offset: number },
): Promise<OrderListRow[]> {
  return queryRows<OrderListRow>(
    db,
    sql`select ${orders.id}, ${orders.number}, ${orders.state}, ${orders.provider}, ${orders.currency},
               ${orders.total}::float8 as total,
               (select (${itemCountSql})::int from ${orderLines} where ${orderLines.orderId} = ${orders.id}) as item_count,
               trim(${users.firstName} || ' ' || ${users.lastName}) as customer_name, ${orders.email},
               ${orders.createDate}, count(*) over ()::int as total_records
          from ${orders} join ${users} on ${users.id} = ${orders.userId}
         where ${whereOf(filter)}
         order by ${orders.createDate} desc, ${orders.id} desc
         limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many orders the filter matches (for a page past the last, which has no row to carry the count). */
export async function countOrders(db: Database, filter: OrderListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}
