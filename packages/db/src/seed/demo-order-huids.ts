import { DEFAULT_HUID_MIN_WEIGHT_MG, needsHuid } from '@facet/contracts/hallmark';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.ts';
import { demoOrders } from './demo-shoppers-and-orders.ts';

/**
 * A demo piece's HUID: six capitals or digits made from its order, line and piece, so the same
 * database always shows the same codes and a second run adds nothing.
 */
export function demoHuid(orderKey: string, position: number, piece: number): string {
  const digest = createHash('sha256').update(`${orderKey}:${position}:${piece}`).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(digest.subarray(0, 6), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A demo order's line with what tells whether its pieces need a HUID. */
interface DemoLineRow {
  id: number;
  position: number;
  quantity: number;
  /** The order's idempotency key. */
  key: string;
  metal: string;
  weight: number;
  huid_exempt_reason: string | null;
  huid_min_weight: number | null;
}

/**
 * The HUIDs of the demo orders' hallmarked pieces, as staff would have entered them when the
 * orders shipped (seed step demo-order-huids-v1): gold and silver lines of the shop's HUID
 * weight or more, one per piece. A line that has its HUIDs is left alone.
 */
export async function seedDemoOrderHuids(db: Database): Promise<void> {
  const keys = demoOrders.map((order) => sql`${order.key}`);
  const lines = await queryRows<DemoLineRow>(
    db,
    sql`select ol.id, ol.position, ol.quantity, o.idempotency_key as key, m.name as metal, v.weight,
               p.huid_exempt_reason, (select huid_min_weight from pricing_parameters where id = 1) as huid_min_weight
          from orders o
          join order_lines ol on ol.order_id = o.id
          join product_variants v on v.id = ol.product_variant_id
          join metals m on m.id = v.metal_id
          join products p on p.id = v.product_id
         where o.idempotency_key in (${sql.join(keys, sql`, `)}) and o.state in ('Shipped', 'Delivered')
           and not exists (select 1 from order_line_huids h where h.order_line_id = ol.id)`,
  );
  for (const line of lines) {
    const facts = {
      kind: 'product',
      metal: line.metal,
      weightMg: line.weight,
      huidExemptReason: line.huid_exempt_reason,
    } as const;
    if (!needsHuid(facts, { minWeightMg: line.huid_min_weight ?? DEFAULT_HUID_MIN_WEIGHT_MG })) continue;
    for (let piece = 1; piece <= line.quantity; piece += 1) {
      await db.execute(
        sql`insert into order_line_huids (order_line_id, piece, huid)
            values (${line.id}, ${piece}, ${demoHuid(line.key, line.position, piece)})
            on conflict do nothing`,
      );
    }
  }
}
