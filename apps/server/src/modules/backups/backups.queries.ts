import { type Database, queryRows } from '@facet/db/client';
import { media } from '@facet/db/schema/media';
import { orderPayments, orders } from '@facet/db/schema/orders';
import { products } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';

/*
 * The backups' SQL, every table named through the schema (packages/db/src/schema), so that a
 * renamed table fails `npm run typecheck` here rather than a query at run time.
 */

/** How many rows the shop's main tables hold; count(*) is a string on PostgreSQL, a number on PGlite. */
export interface ShopRecordCountsRow {
  products: string | number;
  stones: string | number;
  orders: string | number;
  payments: string | number;
  pictures: string | number;
  users: string | number;
}

/** The counts in one read. Raw SQL: six counts of six tables in one row. */
export async function countShopRows(db: Database): Promise<ShopRecordCountsRow> {
  const [counts] = await queryRows<ShopRecordCountsRow>(
    db,
    sql`select (select count(*) from ${products}) as products,
               (select count(*) from ${stones}) as stones,
               (select count(*) from ${orders}) as orders,
               (select count(*) from ${orderPayments}) as payments,
               (select count(*) from ${media}) as pictures,
               (select count(*) from ${users}) as users`,
  );
  return counts!;
}
