import type { OrderDetail } from '@facet/contracts/orders';
import type { ProductForUpdate } from '@facet/contracts/products';
import type { Role } from '@facet/contracts/permissions';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { addToBag, checkoutCustomer, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * What the HUID test files share (order-huids-dispatch, order-huids-exemption): a test app with
 * rings in each metal and weight the rules tell apart, a customer's paid order being made, the
 * move to Shipped, and the rows it leaves.
 */

export interface HuidsTestApp {
  t: TestApp;
  product: ProductForUpdate;
  /** SKUs of the test ring in each metal (4 g in gold and silver, 5.2 g in platinum). */
  gold: string;
  platinum: string;
  silver: string;
  /** The same ring in gold, one weighing 1.999 g and one exactly 2 g (both 1.5 ct). */
  light: string;
  twoGrams: string;
}

/** A test app with the rings (and loose stones, HUID-STONE-1 to 3) the HUID tests order. */
export async function createHuidsTestApp(): Promise<HuidsTestApp> {
  const t = await createTestApp();
  const product = await createProductAs(
    t,
    ringDraft({
      productName: 'Test Hallmark Halo',
      metalAttribute: ['Yellow Gold', 'Platinum', '925 Sterling Silver'],
    }),
  );
  const gold = skuOf(product, 'Yellow Gold', 1);
  const platinum = skuOf(product, 'Platinum', 1);
  const silver = skuOf(product, '925 Sterling Silver', 1);
  const light = skuOf(product, 'Yellow Gold', 1.5);
  await t.database.db.execute(sql`update product_variants set weight = 1999 where sku = ${light}`);
  const second = await createProductAs(
    t,
    ringDraft({ productName: 'Test Hallmark Band', metalAttribute: ['Rose Gold'] }),
  );
  const twoGrams = second.productVarients.find((v) => v.centerStoneCarat === 1)!.sku;
  await t.database.db.execute(sql`update product_variants set weight = 2000 where sku = ${twoGrams}`);
  await insertStoneRow(t, { sku: 'HUID-STONE-1', shape: 'Oval', carat: 1.1, costRupees: 250_000 });
  await insertStoneRow(t, { sku: 'HUID-STONE-2', shape: 'Oval', carat: 1.2, costRupees: 260_000 });
  await insertStoneRow(t, { sku: 'HUID-STONE-3', shape: 'Oval', carat: 1.3, costRupees: 270_000 });
  return { t, product, gold, platinum, silver, light, twoGrams };
}

// It only makes each buyer's e-mail unique; any number serves a file's fresh database.
let customerNo = 0;

/** The number in the last order's buyer's e-mail (huid.buyer.N@example.com). */
export const lastCustomerNo = () => customerNo;

export const huidRows = async (t: TestApp, orderId: number) =>
  (
    await oneRow<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_line_huids h join order_lines ol on ol.id = h.order_line_id
           where ol.order_id = ${orderId}`,
    )
  ).n;

function skuOf(product: ProductForUpdate, metal: string, carat: number): string {
  const variant = product.productVarients.find((v) => v.metal === metal && v.centerStoneCarat === carat);
  if (!variant) throw new Error(`no ${metal} ${carat} ct variant`);
  return variant.sku;
}

/** A new customer's paid order of these lines, moved to being made; answers the staff's view of it. */
export async function orderBeingMade(
  t: TestApp,
  lines: ({ sku: string; quantity?: number } | { stone: string })[],
): Promise<{ order: OrderDetail; cookie: string }> {
  customerNo += 1;
  const buyer = await checkoutCustomer(t, `huid.buyer.${customerNo}@example.com`);
  for (const line of lines) {
    await addToBag(
      t,
      buyer.cookie,
      'stone' in line
        ? { kind: 'stone', sku: line.stone }
        : { kind: 'product', sku: line.sku, ringSize: '6', quantity: line.quantity ?? 1 },
    );
  }
  const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
  const moved = await ship(t, paid.id, { status: 'Processing' });
  expect(moved.statusCode, moved.body).toBe(200);
  return { order: moved.json().data as OrderDetail, cookie: buyer.cookie };
}

export function ship(t: TestApp, id: number, body: Record<string, unknown>, role: Role = 'Manager') {
  return t.injectAs(role, {
    method: 'PUT',
    url: '/api/order-detail/updateStatus',
    payload: { id, status: 'Shipped', trackingNumber: 'BD 4455 IN', ...body },
  });
}

export const lineOf = (order: OrderDetail, sku: string) => {
  const line = order.lines.find((candidate) => candidate.sku === sku);
  if (!line) throw new Error(`no line ${sku}`);
  return line;
};

export async function stateOf(t: TestApp, id: number): Promise<string> {
  return (await oneRow<{ state: string }>(t.database.db, sql`select state from orders where id = ${id}`)).state;
}
