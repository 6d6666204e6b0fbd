import { fromMinor } from '@facet/contracts/money';
import type { OrderListQuery } from '@facet/contracts/order-shapes';
import type { OrderPage } from '@facet/contracts/orders';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { countOrders, listOrderRows, type OrderListFilter } from './order-list.queries.ts';
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
  const filter: OrderListFilter = {
    userId: scope === 'own' ? actor.userId : undefined,
    state: query.state,
    from: query.from,
    to: query.to,
    search: query.search?.trim() || undefined,
  };
  const rows = await listOrderRows(db, filter, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  let totalRecords = rows[0]?.total_records ?? 0;
  if (rows.length === 0 && query.pageNo > 1) totalRecords = await countOrders(db, filter);
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
