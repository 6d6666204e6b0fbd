import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { variantPricesOf } from '../../testing/variant-prices.ts';

/** A style discount with its style's name. */
interface StyleDiscountRow {
  style: string;
  discount: number;
}

interface IdRow {
  id: number;
}

/*
 * Style discounts (/api/product-varient-discount): a percentage off every variant of one ring
 * style, one per style; its life (create, read, change, delete), the repricing of that style's
 * variants, and who may manage them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/product-varient-discount';

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role?: Role) {
  const cookie = await t.cookieFor(role ?? 'JewelleryManager');
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}
async function storedStyleDiscounts() {
  return queryRows<StyleDiscountRow>(
    t.database.db,
    sql`select rs.name as style, sd.discount from style_discounts sd join ring_styles rs on rs.id = sd.ring_style_id
         order by rs.name`,
  );
}

describe('discount percentages', () => {
  it.each([0, 1e-320, -5, 95])('refuses %s % for a style discount', async (discount) => {
    const style = await call('POST', URL, { style: 'Vintage', discount });
    expect(style.statusCode).toBe(400);
    expect(style.json().errorMessages).toEqual(['discount: must be between 0.01 % and 90 %']);
  });
});

describe('a style discount from creation to removal', () => {
  it('reprices the variants of its style only, follows a change of style, and gives full prices back when it goes', async () => {
    const ring = await createProductAs(
      t,
      ringDraft({ productName: 'Two Styles Ring', ringStyleAttribute: ['Halo', 'Side Stone'] }),
    );
    let variants = await variantPricesOf(t, ring.productId);
    expect(new Set(variants.map((v) => v.ringStyle))).toEqual(new Set(['Halo', 'Side Stone']));
    expect(variants.every((v) => v.discount === 0)).toBe(true);

    const created = await call('POST', URL, { style: 'halo', discount: 12 });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toEqual({ id: expect.any(Number), style: 'Halo', discount: 12, variantCount: expect.any(Number) });
    expect(record.variantCount).toBeGreaterThanOrEqual(variants.filter((v) => v.ringStyle === 'Halo').length);
    for (const url of [URL, `${URL}/all`]) expect((await call('GET', url)).json().data).toContainEqual(record);
    expect((await call('GET', `${URL}/${record.id}`)).json().data).toEqual(record);

    variants = await variantPricesOf(t, ring.productId);
    expect(variants.map((v) => v.discount)).toEqual(variants.map((v) => (v.ringStyle === 'Halo' ? 1200 : 0)));
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));

    const moved = await call('PUT', URL, { id: record.id, style: 'Side Stone', discount: 8 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id: record.id, style: 'Side Stone', discount: 8 });
    variants = await variantPricesOf(t, ring.productId);
    expect(variants.map((v) => v.discount)).toEqual(variants.map((v) => (v.ringStyle === 'Side Stone' ? 800 : 0)));
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));

    const removed = await call('DELETE', `${URL}/${record.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBeNull();
    variants = await variantPricesOf(t, ring.productId);
    expect(variants.every((v) => v.discount === 0 && v.stored[0] === v.stored[1])).toBe(true);
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));
    expect((await call('GET', `${URL}/${record.id}`)).statusCode).toBe(404);
  });

  it('leaves a product its own discount where that is the larger one', async () => {
    const productDiscount = await call('POST', '/api/discount', { name: 'Bigger Sale', discount: 25 });
    const ring = await createProductAs(
      t,
      ringDraft({
        productName: 'Bigger Sale Ring',
        ringStyleAttribute: ['Three Stone'],
        discountId: productDiscount.json().data.id,
      }),
    );
    const style = await call('POST', URL, { style: 'Three Stone', discount: 10 });
    expect(style.statusCode).toBe(201);
    const variants = await variantPricesOf(t, ring.productId);
    expect(variants.map((v) => v.discount)).toEqual(variants.map(() => 2500));
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));
    await call('DELETE', `${URL}/${style.json().data.id}`);
  });

  it('refuses a second discount for a style, and a change onto a style that has one', async () => {
    const before = await storedStyleDiscounts();
    const second = await call('POST', URL, { style: 'Vintage', discount: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMessages).toEqual(['Vintage already has a discount; change that one instead.']);
    const twoStone = await call('POST', URL, { style: 'Two Stone', discount: 5 });
    const onto = await call('PUT', URL, { id: twoStone.json().data.id, style: 'Vintage', discount: 5 });
    expect(onto.statusCode).toBe(409);
    await call('DELETE', `${URL}/${twoStone.json().data.id}`);
    expect(await storedStyleDiscounts()).toEqual(before);
  });

  it('answers an id that is not there with 404, and one that is not an id with 400', async () => {
    const missing = await call('GET', `${URL}/2000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessages).toEqual(['There is no such style discount.']);
    expect((await call('PUT', URL, { id: 2_000_000_000, style: 'Halo', discount: 5 })).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/2000000000`)).statusCode).toBe(404);
    const notAnId = await call('DELETE', `${URL}/1e3`);
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errorMessages).toEqual(['id: must be a whole number']);
  });

  it('refuses a style that does not exist, a missing style or percentage, with 400 naming the field', async () => {
    const before = await storedStyleDiscounts();
    const teapot = await call('POST', URL, { style: 'Teapot', discount: 5 });
    expect(teapot.statusCode).toBe(400);
    expect(teapot.json().errorMessages[0]).toMatch(/^style: must be one of: Solitaire/);
    const empty = await call('POST', URL, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^style: /), expect.stringMatching(/^discount: /)]),
    );
    expect(await storedStyleDiscounts()).toEqual(before);
  });
});

describe('who may manage style discounts', () => {
  it('lets Admin, Manager and the jewellery manager in', async () => {
    for (const role of ['Admin', 'Manager', 'JewelleryManager'] as const) {
      const created = await call('POST', URL, { style: 'Nature', discount: 5 }, role);
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id as number;
      expect((await call('GET', URL, undefined, role)).statusCode).toBe(200);
      expect((await call('PUT', URL, { id, style: 'Nature', discount: 6 }, role)).statusCode).toBe(200);
      expect((await call('DELETE', `${URL}/${id}`, undefined, role)).statusCode).toBe(200);
    }
  });

  it('refuses the other roles (403) and signed-out callers (401), and changes nothing', async () => {
    const before = await storedStyleDiscounts();
    const [vintage] = await queryRows<IdRow>(
      t.database.db,
      sql`select sd.id from style_discounts sd join ring_styles rs on rs.id = sd.ring_style_id where rs.name = 'Vintage'`,
    );
    const attempts = [
      ['GET', URL, undefined],
      ['POST', URL, { style: 'Halo', discount: 50 }],
      ['PUT', URL, { id: vintage!.id, style: 'Vintage', discount: 80 }],
      ['DELETE', `${URL}/${vintage!.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      for (const role of ['Customer', 'StoneManager'] as const) {
        expect((await call(method, url, payload, role)).statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await storedStyleDiscounts()).toEqual(before);
  });
});
