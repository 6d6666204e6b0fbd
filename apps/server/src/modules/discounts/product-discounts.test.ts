import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { variantPricesOf } from '../../testing/variant-prices.ts';

interface NameRow {
  name: string;
}

interface ProductDiscountIdRow {
  discount_id: number | null;
}

interface IdRow {
  id: number;
}

/*
 * Product discounts (/api/discount): what one may be called and take off, its life (create,
 * read, change, delete), the repricing of the products that use it, and who may manage them.
 * The larger of a product's and its style's discount wins: pricing/repricing.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HIDDEN = 'must not contain invisible or direction-changing characters';

async function as(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie: await t.cookieFor('JewelleryManager') }, payload });
}
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role?: Role) {
  const cookie = await t.cookieFor(role ?? 'JewelleryManager');
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}
async function discountNames() {
  const rows = await queryRows<NameRow>(t.database.db, sql`select name from product_discounts order by id`);
  return rows.map((row) => row.name);
}

describe('product discount names', () => {
  it.each([
    ['a zero-width space', 'Diwali\u200B Sale'],
    ['a right-to-left override', '\u202Eelas ilawiD'],
    ['a byte order mark inside', 'Diwali\uFEFFSale'],
    ['a word joiner', 'Diwali\u2060Sale'],
  ])('refuses a name with %s, naming the field', async (_what, name) => {
    const before = await discountNames();
    const response = await as('POST', '/api/discount', { name, discount: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([`name: ${HIDDEN}`]);
    expect(await discountNames()).toEqual(before);
  });

  it('refuses a renamed discount with one, and keeps the old name', async () => {
    const created = await as('POST', '/api/discount', { name: 'Diwali Sale', discount: 10 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const renamed = await as('PUT', '/api/discount', { id, name: 'Diwali Sale\u2067', discount: 10 });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errorMessages).toEqual([`name: ${HIDDEN}`]);
    expect(await discountNames()).toContain('Diwali Sale');
  });

  it('takes names in Indic scripts and with emoji', async () => {
    const hindi = await as('POST', '/api/discount', { name: 'दिवाली ऑफ़र', discount: 12 });
    expect(hindi.statusCode).toBe(201);
    const emoji = await as('POST', '/api/discount', { name: 'Festive 🪔✨ offer', discount: 8 });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().data.name).toBe('Festive 🪔✨ offer');
  });

  it('refuses a second discount of the same name, whatever its case, and keeps the first', async () => {
    expect((await as('POST', '/api/discount', { name: 'Monsoon Sale', discount: 5 })).statusCode).toBe(201);
    const again = await as('POST', '/api/discount', { name: 'MONSOON sale', discount: 7 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages).toEqual(['A discount called MONSOON sale already exists.']);
    const other = await as('POST', '/api/discount', { name: 'Other Sale', discount: 5 });
    const renamed = await as('PUT', '/api/discount', { id: other.json().data.id, name: 'monsoon Sale', discount: 5 });
    expect(renamed.statusCode).toBe(409);
    expect((await discountNames()).filter((name) => name.toLowerCase() === 'monsoon sale')).toEqual(['Monsoon Sale']);
  });

  it('refuses one of two discounts of the same name created at the same moment', async () => {
    const both = await Promise.all([1, 2].map(() => as('POST', '/api/discount', { name: 'Twin Sale', discount: 5 })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.statusCode === 409)!;
    expect(refused.json().errorMessages).toEqual(['A discount called Twin Sale already exists.']);
    expect((await discountNames()).filter((name) => name === 'Twin Sale')).toHaveLength(1);
  });
});

describe('discount percentages', () => {
  it.each([0, 1e-320, -5, 95])('refuses %s % for a product discount', async (discount) => {
    const product = await as('POST', '/api/discount', { name: `Odd ${String(discount)}`, discount });
    expect(product.statusCode).toBe(400);
    expect(product.json().errorMessages).toEqual(['discount: must be between 0.01 % and 90 %']);
  });

  it('refuses a change out of range and keeps the old percentage', async () => {
    const created = await as('POST', '/api/discount', { name: 'Steady Sale', discount: 15 });
    const id = created.json().data.id as number;
    const changed = await as('PUT', '/api/discount', { id, name: 'Steady Sale', discount: 90.5 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errorMessages).toEqual(['discount: must be between 0.01 % and 90 %']);
    expect((await call('GET', `/api/discount/${id}`)).json().data.discount).toBe(15);
  });
});

describe('a product discount from creation to removal', () => {
  it('is created, listed and read by id, counting the products that use it', async () => {
    const created = await call('POST', '/api/discount', { name: 'Wedding Season', discount: 12.5 });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toEqual({ id: expect.any(Number), name: 'Wedding Season', discount: 12.5, productCount: 0 });
    for (const url of ['/api/discount', '/api/discount/all']) {
      expect((await call('GET', url)).json().data).toContainEqual(record);
    }
    expect((await call('GET', `/api/discount/${record.id}`)).json().data).toEqual(record);
  });

  it('reprices the products that use it when it changes, gives them their full price when it goes', async () => {
    const created = await call('POST', '/api/discount', { name: 'Repricing Watch', discount: 10 });
    const id = created.json().data.id as number;
    const ring = await createProductAs(
      t,
      ringDraft({ productName: 'Discounted Solitaire', ringStyleAttribute: ['Solitaire'], discountId: id }),
    );
    const bystander = await createProductAs(
      t,
      ringDraft({ productName: 'Full Price Solitaire', ringStyleAttribute: ['Solitaire'] }),
    );
    const bystanderPrices = await variantPricesOf(t, bystander.productId);
    expect((await call('GET', `/api/discount/${id}`)).json().data.productCount).toBe(1);

    let variants = await variantPricesOf(t, ring.productId);
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.map((v) => v.discount)).toEqual(variants.map(() => 1000));
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));
    const at10 = variants.map((v) => v.stored[0]);

    const changed = await call('PUT', '/api/discount', { id, name: 'Repricing Watch', discount: 20 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ id, name: 'Repricing Watch', discount: 20, productCount: 1 });
    variants = await variantPricesOf(t, ring.productId);
    expect(variants.map((v) => v.discount)).toEqual(variants.map(() => 2000));
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));
    variants.forEach((v, i) => expect(v.stored[0]).toBeLessThan(at10[i]!));
    expect(await variantPricesOf(t, bystander.productId)).toEqual(bystanderPrices);

    const removed = await call('DELETE', `/api/discount/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toBeNull();
    variants = await variantPricesOf(t, ring.productId);
    expect(variants.map((v) => v.discount)).toEqual(variants.map(() => 0));
    expect(variants.every((v) => v.stored[0] === v.stored[1])).toBe(true);
    expect(variants.map((v) => v.stored)).toEqual(variants.map((v) => v.expected));
    const [product] = await queryRows<ProductDiscountIdRow>(
      t.database.db,
      sql`select discount_id from products where id = ${ring.productId}`,
    );
    expect(product!.discount_id).toBeNull();
    expect((await call('GET', `/api/discount/${id}`)).statusCode).toBe(404);
  });

  it('answers an id that is not there with 404, and one that is not an id with 400', async () => {
    const missing = await call('GET', '/api/discount/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessages).toEqual(['There is no such discount.']);
    expect((await call('PUT', '/api/discount', { id: 2_000_000_000, name: 'Ghost', discount: 5 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/discount/2000000000')).statusCode).toBe(404);
    const notAnId = await call('GET', '/api/discount/abc');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errorMessages).toEqual(['id: must be a whole number']);
  });

  it('refuses a body without a name or percentage, or with the wrong types, with 400 and names the field', async () => {
    const empty = await call('POST', '/api/discount', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toEqual(expect.arrayContaining([expect.stringMatching(/^name: /)]));
    expect(empty.json().errorMessages).toEqual(expect.arrayContaining([expect.stringMatching(/^discount: /)]));
    const wrong = await call('POST', '/api/discount', { name: 'Typed Sale', discount: '10' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessages).toEqual([expect.stringMatching(/^discount: /)]);
    const noId = await call('PUT', '/api/discount', { name: 'Typed Sale', discount: 10 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errorMessages).toEqual([expect.stringMatching(/^id: /)]);
  });
});

describe('who may manage product discounts', () => {
  it('lets Admin, Manager and the jewellery manager in, and no one else', async () => {
    for (const role of ['Admin', 'Manager', 'JewelleryManager'] as const) {
      const created = await call('POST', '/api/discount', { name: `${role} Sale`, discount: 5 }, role);
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id as number;
      expect((await call('GET', '/api/discount', undefined, role)).statusCode).toBe(200);
      expect((await call('PUT', '/api/discount', { id, name: `${role} Sale`, discount: 6 }, role)).statusCode).toBe(
        200,
      );
      expect((await call('DELETE', `/api/discount/${id}`, undefined, role)).statusCode).toBe(200);
    }
  });

  it('refuses the other roles (403) and signed-out callers (401), and changes nothing', async () => {
    const before = await discountNames();
    const [festive] = await queryRows<IdRow>(
      t.database.db,
      sql`select id from product_discounts where name = 'Festive Edit'`,
    );
    const attempts = [
      ['GET', '/api/discount', undefined],
      ['POST', '/api/discount', { name: 'Sneaky Sale', discount: 50 }],
      ['PUT', '/api/discount', { id: festive!.id, name: 'Festive Edit', discount: 80 }],
      ['DELETE', `/api/discount/${festive!.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      for (const role of ['Customer', 'StoneManager'] as const) {
        expect((await call(method, url, payload, role)).statusCode).toBe(403);
      }
      const anonymous = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await discountNames()).toEqual(before);
    expect((await call('GET', `/api/discount/${festive!.id}`)).json().data.discount).toBe(10);
  });
});
