import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * What a discount may be called and how much it may take off. Repricing on a change is in
 * pricing/repricing.test.ts.
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
async function discountNames() {
  const rows = await queryRows<{ name: string }>(t.database.db, sql`select name from discounts order by id`);
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
});

describe('discount percentages', () => {
  it.each([0, 1e-320, -5, 95])('refuses %s % for a product or a style discount', async (discount) => {
    const product = await as('POST', '/api/discount', { name: `Odd ${String(discount)}`, discount });
    expect(product.statusCode).toBe(400);
    expect(product.json().errorMessages).toEqual(['discount: must be between 0.01 % and 90 %']);
    const style = await as('POST', '/api/product-varient-discount', { style: 'Vintage', discount });
    expect(style.statusCode).toBe(400);
    expect(style.json().errorMessages).toEqual(['discount: must be between 0.01 % and 90 %']);
  });
});
