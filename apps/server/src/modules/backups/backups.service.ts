import type { Database } from '@facet/db/client';
import { countShopRows } from './backups.queries.ts';

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
  const counts = await countShopRows(db);
  return {
    products: Number(counts.products),
    stones: Number(counts.stones),
    orders: Number(counts.orders),
    payments: Number(counts.payments),
    pictures: Number(counts.pictures),
    users: Number(counts.users),
  };
}
