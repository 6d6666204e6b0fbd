import type { Bag } from '@facet/contracts/bag';
import type { CheckoutQuote, PaymentStart } from '@facet/contracts/checkout';
import type { OrderDetail } from '@facet/contracts/orders';
import type { TaxSettingsRecord } from '@facet/contracts/tax-classes';
import { includedTax } from '@facet/contracts/tax';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBag, checkoutCustomer, startCheckout } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import { insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Tax classes and the PAN rule (decision 023): the Admin's Tax page calls, each line of a bag and
 * an order taxed at its own class (a stone set in a ring is jewellery), the jewellery class kept
 * equal to the pricing chain's charge, and the PAN asked above the threshold for India only.
 */

let t: TestApp;
let ringSku: string;
let settingSku: string;

const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

async function as(
  role: 'Admin' | 'Manager' | 'StoneManager' | 'JewelleryManager',
  method: 'GET' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: await t.cookieFor(role) },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function setClass(key: string, rate: number) {
  const current = (await (await as('Admin', 'GET', '/api/tax')).json().data) as TaxSettingsRecord;
  const taxClass = current.classes.find((c) => c.key === key)!;
  const answer = await as('Admin', 'PUT', `/api/tax/classes/${key}`, { ...taxClass, rate });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function quote(cookie: string, addressId: string): Promise<CheckoutQuote> {
  const answer = await t.app.inject({
    url: `/api/check-out/quote?addressId=${addressId}&provider=test-payment&currency=INR`,
    headers: { cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CheckoutQuote;
}

beforeAll(async () => {
  t = await createTestApp();
  ringSku = (
    await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
           where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
    )
  ).sku;
  settingSku = (
    await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
           where p.name = 'Elara Solitaire Ring' and v.is_active and v.center_stone_carat = 100 order by v.id limit 1`,
    )
  ).sku;
  for (const sku of ['TAX-LOOSE-1', 'TAX-PAIR-1', 'TAX-PAN-1', 'TAX-PAN-2']) {
    await insertStoneRow(t, { sku, shape: 'Round', carat: 1.01, costRupees: 300_000 });
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the Tax page’s calls', () => {
  it('shows the Admin each class with what is in it, and no one else', async () => {
    const answer = await as('Admin', 'GET', '/api/tax');
    expect(answer.statusCode).toBe(200);
    const tax = answer.json().data as TaxSettingsRecord;
    expect(tax.classes.map((c) => [c.key, c.hsn, c.rate])).toEqual([
      ['jewellery', '7113', 3],
      ['natural-diamond', '7102', 3],
      ['laboratory-grown', '7104', 3],
    ]);
    expect(tax.classes[0]!.subTypes).toContain('Engagement Ring');
    expect(tax.classes[1]!.stoneCategories).toEqual(['Natural Diamond']);
    expect(tax.classes[2]!.stoneCategories).toEqual(['Lab Grown Diamond', 'Moissanite']);
    expect(tax.panAbove).toBe(200_000);
    for (const role of ['Manager', 'StoneManager', 'JewelleryManager'] as const) {
      expect((await as(role, 'GET', '/api/tax')).statusCode).toBe(403);
      expect((await as(role, 'PUT', '/api/tax/pan-above', { panAbove: 1 })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/tax' })).statusCode).toBe(401);
  });

  it('refuses a rate outside 0–28 %, a code that is not an HSN code and an unknown class, changing nothing', async () => {
    const before = await one<{ rows: unknown }>(sql`select json_agg(t order by id) as rows from tax_classes t`);
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      [
        'natural-diamond',
        { hsn: '7102', description: 'Diamonds', rate: 29 },
        400,
        /rate: must be between 0 % and 28 %/,
      ],
      [
        'natural-diamond',
        { hsn: '7102', description: 'Diamonds', rate: -1 },
        400,
        /rate: must be between 0 % and 28 %/,
      ],
      ['natural-diamond', { hsn: '71', description: 'Diamonds', rate: 3 }, 400, /hsn: must be an HSN code/],
      ['natural-diamond', { hsn: '7102', description: '', rate: 3 }, 400, /description/],
      ['gold-bars', { hsn: '7108', description: 'Gold', rate: 3 }, 404, /no tax class/],
    ];
    for (const [key, payload, status, message] of cases) {
      const answer = await as('Admin', 'PUT', `/api/tax/classes/${key}`, payload);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().errorMessages.join(' ')).toMatch(message);
    }
    expect((await as('Admin', 'PUT', '/api/tax/pan-above', { panAbove: -5 })).statusCode).toBe(400);
    expect(
      (await as('Admin', 'PUT', '/api/tax/assignments', { subType: 'Engagement Ring', taxClass: 'nothing' }))
        .statusCode,
    ).toBe(422);
    expect((await as('Admin', 'PUT', '/api/tax/assignments', { taxClass: 'jewellery' })).statusCode).toBe(400);
    const after = await one<{ rows: unknown }>(sql`select json_agg(t order by id) as rows from tax_classes t`);
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps the jewellery class and the pricing chain’s charge one number, whichever is changed, and audits it', async () => {
    const price = async () =>
      Number((await one<{ p: string }>(sql`select price_inr as p from product_variants where sku = ${ringSku}`)).p);
    const before = await price();
    try {
      await setClass('jewellery', 5);
      expect((await one<{ charge: number }>(sql`select charge from pricing_parameters`)).charge).toBe(500);
      expect(await price()).toBeGreaterThan(before);
      const audit = await one<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = 'tax.class-changed' and entity_id = 'jewellery'`,
      );
      expect(audit.n).toBe(1);
      const charged = await as('Admin', 'PUT', '/api/conversion/charge', { charge: 3 });
      expect(charged.statusCode, charged.body).toBe(200);
      expect((await one<{ rate: number }>(sql`select rate from tax_classes where key = 'jewellery'`)).rate).toBe(300);
      expect(await price()).toBe(before);
    } finally {
      await t.database.db.execute(sql`update pricing_parameters set charge = 300`);
    }
  });
});

describe('each line taxed at its class', () => {
  it('taxes a loose diamond at its class, a ring and a diamond set in a ring as jewellery, and keeps it in the order', async () => {
    const buyer = await checkoutCustomer(t, 'tax.classes@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: ringSku, ringSize: '6' });
    await addToBag(t, buyer.cookie, { kind: 'stone', sku: 'TAX-LOOSE-1' });
    await addToBag(t, buyer.cookie, { kind: 'pair', settingSku, stoneSku: 'TAX-PAIR-1', ringSize: '5.5' });
    await setClass('natural-diamond', 1.5);
    try {
      const bag = (await (
        await t.app.inject({ url: '/api/shopping-cart?currency=INR', headers: { cookie: buyer.cookie } })
      ).json().data) as Bag;
      // Two rates in one bag: the GST is said as an amount, without one percentage.
      expect(bag.totals.taxPercent).toBeNull();
      const byKind = (sku: string) => bag.lines.find((line) => line.sku === sku)!;
      const expected =
        includedTax(byKind(ringSku).lineTotal * 100, 300) +
        includedTax(byKind('TAX-LOOSE-1').lineTotal * 100, 150) +
        includedTax(byKind(settingSku).lineTotal * 100, 300) +
        includedTax(byKind('TAX-PAIR-1').lineTotal * 100, 300);
      expect(bag.totals.shipping).toBe(0);
      expect(bag.totals.taxIncluded).toBe(Math.round(expected / 100));

      const placed = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR' });
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = (placed.json().data as PaymentStart).order.id;
      const lines = await one<{
        lines: { sku: string; tax_class: string; hsn: string; tax_rate: number; amount: number; tax: number }[];
      }>(
        sql`select json_agg(json_build_object('sku', sku, 'tax_class', tax_class, 'hsn', hsn, 'tax_rate', tax_rate,
                                              'amount', amount, 'tax', tax) order by position) as lines
              from order_lines where order_id = ${orderId}`,
      );
      const line = (sku: string) => lines.lines.find((l) => l.sku === sku)!;
      expect(line(ringSku)).toMatchObject({ tax_class: 'jewellery', hsn: '7113', tax_rate: 300 });
      expect(line('TAX-LOOSE-1')).toMatchObject({ tax_class: 'natural-diamond', hsn: '7102', tax_rate: 150 });
      expect(line('TAX-PAIR-1')).toMatchObject({ tax_class: 'jewellery', hsn: '7113', tax_rate: 300 });
      for (const l of lines.lines) expect(l.tax).toBe(includedTax(l.amount, l.tax_rate));
      const order = await one<{
        tax: number;
        total: number;
        conversion: number;
        tax_rate: number | null;
        lines_total: number;
      }>(
        sql`select o.tax::int, o.total::int, o.conversion, o.tax_rate,
                   (select sum(amount)::int from order_lines where order_id = o.id) as lines_total
              from orders o where o.id = ${orderId}`,
      );
      expect(order.lines_total).toBe(order.total);
      expect(order.tax).toBe(bag.totals.taxIncluded * 100);
      expect(order.tax_rate).toBeNull();
      expect(order.conversion).toBe((await one<{ c: number }>(sql`select conversion as c from pricing_parameters`)).c);
    } finally {
      await setClass('natural-diamond', 3);
    }
  });
});

describe('the PAN rule', () => {
  it('asks above the threshold in India only, keeps it with the order, and shows it masked but to the Admin', async () => {
    const buyer = await checkoutCustomer(t, 'tax.pan@example.com');
    await addToBag(t, buyer.cookie, { kind: 'stone', sku: 'TAX-PAN-1' });
    const total = (await quote(buyer.cookie, buyer.addressId)).figures.total;
    try {
      // A total equal to the threshold is not above it.
      await t.database.db.execute(sql`update tax_settings set pan_above = ${total * 100}`);
      expect((await quote(buyer.cookie, buyer.addressId)).panRequired).toBe(false);
      await t.database.db.execute(sql`update tax_settings set pan_above = ${total * 100 - 100}`);
      const asked = await quote(buyer.cookie, buyer.addressId);
      expect(asked).toMatchObject({ panRequired: true, panAbove: total - 1 });
      const abroad = await t.app.inject({
        url: '/api/check-out/quote?country=US&provider=test-payment&currency=INR',
        headers: { cookie: buyer.cookie },
      });
      expect((abroad.json().data as CheckoutQuote).panRequired).toBe(false);

      const orders = async () =>
        (await one<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${buyer.id}`)).n;
      const without = await startCheckout(
        t,
        buyer.cookie,
        { addressId: buyer.addressId, currency: 'INR' },
        { withoutPan: true },
      );
      expect(without.statusCode).toBe(422);
      expect(without.json().errorMessages[0]).toMatch(/enter your PAN, or declare Form 60/);
      for (const pan of ['ABCDE1234', '12345ABCDE', 'ABCDE12345', '']) {
        const bad = await startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR', pan });
        expect(bad.statusCode, pan).toBe(400);
        expect(bad.json().errorMessages.join(' ')).toMatch(/must be a PAN/);
      }
      const both = await startCheckout(t, buyer.cookie, {
        addressId: buyer.addressId,
        pan: 'AAAPL1234C',
        form60: true,
      });
      expect(both.statusCode).toBe(400);
      expect(await orders()).toBe(0);

      const placed = await startCheckout(t, buyer.cookie, {
        addressId: buyer.addressId,
        currency: 'INR',
        pan: ' aaapl 1234c ',
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const order = (placed.json().data as PaymentStart).order;
      expect(order).toMatchObject({ buyerPan: 'AAAPL****C', form60: false });
      expect((await one<{ pan: string }>(sql`select pan from orders where id = ${order.id}`)).pan).toBe('AAAPL1234C');
      const staff = async (role: 'Admin' | 'Manager') =>
        ((await as(role, 'GET', `/api/order-detail/${order.id}`)).json().data as OrderDetail).buyerPan;
      expect(await staff('Admin')).toBe('AAAPL1234C');
      expect(await staff('Manager')).toBe('AAAPL****C');
      // Nothing logs it, and no e-mail carries it.
      const mails = await one<{ n: number }>(
        sql`select count(*)::int as n from messages where text like '%AAAPL1234C%' or coalesce(html, '') like '%AAAPL1234C%'`,
      );
      expect(mails.n).toBe(0);

      // Form 60 instead of a PAN.
      await addToBag(t, buyer.cookie, { kind: 'stone', sku: 'TAX-PAN-2' });
      const declared = await startCheckout(t, buyer.cookie, {
        addressId: buyer.addressId,
        currency: 'INR',
        form60: true,
      });
      expect(declared.statusCode, declared.body).toBe(200);
      expect((declared.json().data as PaymentStart).order).toMatchObject({ buyerPan: null, form60: true });
    } finally {
      await t.database.db.execute(sql`update tax_settings set pan_above = 20000000`);
    }
  });
});

describe('a business buyer', () => {
  it('gives a GSTIN checked to its check character, with the name it is registered to, kept with the order', async () => {
    const buyer = await checkoutCustomer(t, 'tax.b2b@example.com');
    await addToBag(t, buyer.cookie, { kind: 'product', sku: ringSku, ringSize: '6' });
    const place = (body: Record<string, unknown>) =>
      startCheckout(t, buyer.cookie, { addressId: buyer.addressId, currency: 'INR', ...body });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ buyerGstin: '27AAPFU0939F1ZX', buyerBusinessName: 'Asha Traders' }, /last character/],
      [{ buyerGstin: '27AAPFU0939F1Z', buyerBusinessName: 'Asha Traders' }, /15 characters/],
      [{ buyerGstin: '27AAPFU0939F1ZV' }, /both the GSTIN and the name/],
      [{ buyerGstin: 27, buyerBusinessName: 'Asha Traders' }, /buyerGstin/],
    ];
    for (const [body, message] of refusals) {
      const answer = await place(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errorMessages.join(' ')).toMatch(message);
    }
    const placed = await place({ buyerGstin: ' 27aapfu0939f1zv ', buyerBusinessName: 'Asha Traders Pvt Ltd' });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (placed.json().data as PaymentStart).order;
    expect(order.buyerBusiness).toEqual({ name: 'Asha Traders Pvt Ltd', gstin: '27AAPFU****F1ZV' });
    const admin = (await as('Admin', 'GET', `/api/order-detail/${order.id}`)).json().data as OrderDetail;
    expect(admin.buyerBusiness?.gstin).toBe('27AAPFU0939F1ZV');

    const abroad = await checkoutCustomer(t, 'tax.b2b.abroad@example.com', 'US');
    await addToBag(t, abroad.cookie, { kind: 'product', sku: ringSku, ringSize: '6' });
    const refused = await startCheckout(t, abroad.cookie, {
      addressId: abroad.addressId,
      buyerGstin: '27AAPFU0939F1ZV',
      buyerBusinessName: 'Asha Traders',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessages[0]).toMatch(/delivered abroad/);
  });
});
