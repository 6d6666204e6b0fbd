import type { Database } from '@facet/db/client';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';

export interface ShopRecordCounts {
  products: number;
  stones: number;
  orders: number;
  payments: number;
  pictures: number;
  users: number;
}

/** What a restored database holds, for the restore's report. */
export async function countShopRecords(db: Database): Promise<ShopRecordCounts> {
  const [counts] = await queryRows<Record<keyof ShopRecordCounts, string>>(
    db,
    sql`select (select count(*) from products) as products,
               (select count(*) from stones) as stones,
               (select count(*) from orders) as orders,
               (select count(*) from order_payments) as payments,
               (select count(*) from media) as pictures,
               (select count(*) from users) as users`,
  );
  return {
    products: Number(counts!.products),
    stones: Number(counts!.stones),
    orders: Number(counts!.orders),
    payments: Number(counts!.payments),
    pictures: Number(counts!.pictures),
    users: Number(counts!.users),
  };
}
