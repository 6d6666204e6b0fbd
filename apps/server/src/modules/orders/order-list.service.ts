import { fromMinor } from '@facet/contracts/money';
import type { OrderState } from '@facet/contracts/order-states';
import type { OrderListQuery } from '@facet/contracts/order-shapes';
import type { OrderPage, PaymentProvider } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows } from '@facet/db/client';
import { containsPattern, itemCountSql } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import type { OrderScope } from './order-reads.service.ts';

/*
 * Reading pages of orders (a customer's, or every order for staff with filters) in one statement,
 * the count of all taken with the page. One order with its lines, history and payments:
 * order-reads.service.ts.
 */

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * A page of orders, newest first: the customer's own (`own`), or everyone's (`all`) filtered by
 * state, the days they were placed (India's calendar) and a search of the order number, the
 * customer's name or e-mail, or a SKU in it.
 */
export async function listOrders(
  db: Database,
  query: OrderListQuery,
  actor: Actor,
  scope: OrderScope,
): Promise<OrderPage> {
  const conditions: SQL[] = [sql`true`];
  if (scope === 'own') conditions.push(sql`o.user_id = ${actor.userId}`);
  if (query.state) conditions.push(sql`o.state = ${query.state}`);
  if (query.from) conditions.push(sql`o.create_date >= (${query.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (query.to) {
    conditions.push(sql`o.create_date < (${query.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      sql`(o.number ilike ${pattern} or o.email ilike ${pattern}
           or (u.first_name || ' ' || u.last_name) ilike ${pattern}
           or exists (select 1 from order_lines sl where sl.order_id = o.id and lower(sl.sku) like lower(${pattern})))`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const rows = await queryRows<{
    id: number;
    number: string;
    state: OrderState;
    provider: PaymentProvider;
    currency: 'INR' | 'USD';
    total: number;
    item_count: number;
    customer_name: string;
    email: string;
    create_date: string;
    total_records: number;
  }>(
    db,
    sql`select o.id, o.number, o.state, o.provider, o.currency, o.total::float8 as total,
               (select (${itemCountSql})::int from order_lines where order_id = o.id) as item_count,
               trim(u.first_name || ' ' || u.last_name) as customer_name, o.email, o.create_date,
               count(*) over ()::int as total_records
          from orders o join users u on u.id = o.user_id
         where ${where}
         order by o.create_date desc, o.id desc
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  let totalRecords = rows[0]?.total_records ?? 0;
  if (rows.length === 0 && query.pageNo > 1) {
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders o join users u on u.id = o.user_id where ${where}`,
    );
    totalRecords = counted?.n ?? 0;
  }
  return {
    records: rows.map((row) => ({
      id: row.id,
      number: row.number,
      state: row.state,
      provider: row.provider,
      currency: row.currency,
      total: fromMinor(row.total),
      itemCount: row.item_count,
      customerName: row.customer_name,
      customerEmail: row.email,
      createDate: iso(row.create_date),
    })),
    totalRecords,
  };
}
