import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { COUPON_LIMIT } from './checkout-settings.ts';

/** The consistency checks: each a query answering the rows that break it, and what it means. */
export async function checkConsistency(db: Database): Promise<boolean> {
  const checks: [string, ReturnType<typeof sql>][] = [
    // The benchmark's buyers' orders (the demo data has orders of its own, in other states).
    ['every order Paid', sql`select number, state from orders where state <> 'Paid' and email like 'bench.checkout.%'`],
    [
      "every paid order's stones sold",
      sql`select o.number, s.sku, s.state from orders o join order_lines l on l.order_id = o.id
            join stones s on s.id = l.stone_id where o.state = 'Paid' and s.state <> 'sold'`,
    ],
    [
      'no stone in two orders',
      sql`select stone_id, count(distinct order_id)::int as orders from order_lines
           where stone_id is not null group by stone_id having count(distinct order_id) > 1`,
    ],
    [
      "no benchmark or ordered stone 'on_hold'",
      sql`select sku from stones where state = 'on_hold'
             and (sku like 'BENCH-CO-%' or id in (select stone_id from order_lines where stone_id is not null))`,
    ],
    [
      'coupon uses = coupon_uses rows = orders carrying it ≤ limit',
      sql`select c.code, c.uses, c.usage_limit,
                 (select count(*)::int from coupon_uses u where u.discount_coupon_id = c.id) as use_rows,
                 (select count(*)::int from orders o where o.discount_coupon_id = c.id) as orders
            from discount_coupons c
           where c.uses <> (select count(*) from coupon_uses u where u.discount_coupon_id = c.id)
              or c.uses <> (select count(*) from orders o where o.discount_coupon_id = c.id)
              or c.uses > c.usage_limit`,
    ],
    [
      `BENCH-LIMITED used exactly its limit (${COUPON_LIMIT})`,
      sql`select code, uses from discount_coupons where code = 'BENCH-LIMITED' and uses <> usage_limit`,
    ],
    [
      'one Paid event per paid order',
      sql`select o.number, count(e.id)::int as paid_events from orders o
            left join order_events e on e.order_id = o.id and e.to_state = 'Paid'
           where o.state = 'Paid' group by o.number having count(e.id) <> 1`,
    ],
    [
      'one captured payment per order',
      sql`select o.number, count(p.id)::int as captured from orders o
            left join order_payments p on p.order_id = o.id and p.status = 'captured'
           group by o.number having count(p.id) <> 1`,
    ],
    [
      'no payment left open',
      sql`select order_id, status from order_payments where status in ('creating', 'created', 'failed')`,
    ],
  ];
  let consistent = true;
  for (const [what, query] of checks) {
    const rows = await queryRows<Record<string, unknown>>(db, query);
    console.log(`  ${rows.length === 0 ? 'ok  ' : 'FAIL'} ${what}${rows.length === 0 ? '' : `: ${rows.length} rows`}`);
    if (rows.length > 0) {
      consistent = false;
      for (const row of rows.slice(0, 5)) console.log(`         ${JSON.stringify(row)}`);
    }
  }
  return consistent;
}
