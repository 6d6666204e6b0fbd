import type { CarrierRecord } from '@facet/contracts/carriers';
import type { OrderDetail } from '@facet/contracts/orders';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { formatDate } from '@facet/contracts/shop-time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay } from '../../testing/orders.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * The papers printed for a parcel: the packing slip (ship-to, lines without prices, the insured
 * packing checklist with the carrier and insured value) and the certificate of authenticity (a
 * page per piece or loose stone with its metal, purity, weights, stones, HUID and the seller),
 * for the Orders area only.
 */

let t: TestApp;
let order: OrderDetail;
let ring: { sku: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  ring = await oneRow<{ sku: string; name: string }>(
    t.database.db,
    sql`select v.sku, p.name from product_variants v join products p on p.id = v.product_id
          join metals m on m.id = v.metal_id
         where p.name = 'Seraphine Three Stone Ring' and v.is_active and m.name = 'Yellow Gold' order by v.id limit 1`,
  );
  await insertStoneRow(t, { sku: 'PAPERS-STONE-1', shape: 'Oval', carat: 1.1, costRupees: 250_000 });
  const buyer = await checkoutCustomer(t, 'papers.buyer@example.com');
  await addToBag(t, buyer.cookie, { kind: 'product', sku: ring.sku, ringSize: '6', quantity: 2 });
  await addToBag(t, buyer.cookie, { kind: 'stone', sku: 'PAPERS-STONE-1' });
  const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
  const move = (payload: Record<string, unknown>) =>
    t.injectAs('Manager', {
      method: 'PUT',
      url: '/api/order-detail/updateStatus',
      payload: { id: paid.id, ...payload },
    });
  const made = (await move({ status: 'Processing' })).json().data as OrderDetail;
  const carriers = (await t.injectAs('Admin', { method: 'GET', url: '/api/carriers' })).json().data as CarrierRecord[];
  const shipped = await move({
    status: 'Shipped',
    huids: huidsFor(made),
    carrierId: carriers.find((carrier) => carrier.name === 'India Post')!.id,
    trackingNumber: 'EE123456789IN',
    insuredValue: 500000,
    estimatedDelivery: shopDateOf(new Date(Date.now() + 4 * 86_400_000)),
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  order = shipped.json().data as OrderDetail;
});
afterAll(() => t.close());

async function paper(path: string, role: 'Admin' | 'Manager' | 'StoneManager' | 'Customer' | null = 'Manager') {
  return t.injectAs(role, { method: 'GET', url: `/api/order-detail/${order.id}/${path}` });
}

describe('the packing slip', () => {
  it('names the order, where it goes and what is in it, without prices, with the insured packing checklist', async () => {
    const response = await paper('packing-slip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${order.number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order ${order.number}`);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('12 Marine Drive');
    expect(text).toContain('Mumbai, Maharashtra 400002');
    expect(text).toContain(`${ring.name}`);
    expect(text).toContain(`SKU ${ring.sku} · Ring size US 6`);
    expect(text).toContain('Qty 2');
    expect(text).toContain('SKU PAPERS-STONE-1');
    expect(text).toContain('Insured packing checklist'.toUpperCase());
    expect(text).toContain('Handed to India Post as EE123456789IN, declared and insured for ₹5,00,000');
    // No price of any line, nor the total.
    for (const line of order.lines) expect(text).not.toContain(line.lineTotal.toLocaleString('en-IN'));
  });
});

describe('the certificate of authenticity', () => {
  it('has a page per piece and per loose stone, with metal, purity, weights, stones, HUID, the seller and the date', async () => {
    const response = await paper('certificate', 'Admin');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    const pages = text.split('Certificate of authenticity · order').length - 1;
    expect(pages).toBe(3);
    const ringLine = order.lines.find((line) => line.sku === ring.sku)!;
    expect(text).toContain('Piece 1 of 2');
    expect(text).toContain('Piece 2 of 2');
    expect(text).toContain('18K gold, BIS hallmarked 750');
    expect(text).toMatch(/Gross weight \d+\.\d{3} g/);
    expect(text).toMatch(/Net metal weight \d+\.\d{3} g/);
    for (const huid of ringLine.huids) expect(text).toContain(`${huid} — verify it in the BIS Care app`);
    expect(text).toContain('Stock number PAPERS-STONE-1');
    expect(text).toContain(
      'Natural diamond, 1.10 ct · Oval · colour F · clarity VS1 · cut Excellent · certificate GIA',
    );
    expect(text).toContain('Facet Fine Jewellery');
    expect(text).toContain(`Printed ${formatDate(new Date().toISOString())}`);
  });
});

describe('who may print them', () => {
  it('only the Orders area: 403 for other staff and customers, 401 signed out, 404 for an order that is not there', async () => {
    for (const path of ['packing-slip', 'certificate']) {
      expect((await paper(path, 'StoneManager')).statusCode).toBe(403);
      expect((await paper(path, 'Customer')).statusCode).toBe(403);
      expect((await paper(path, null)).statusCode).toBe(401);
      const unknown = await t.injectAs('Manager', { method: 'GET', url: `/api/order-detail/999999/${path}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorMessages).toEqual(['There is no such order.']);
    }
  });
});
