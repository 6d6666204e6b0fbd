import type { ProductForUpdate } from '@facet/contracts/products';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app.ts';

/** `count(*)` as the driver answers it (a string or a number). */
interface CountRow {
  n: string | number;
}

/*
 * What the product test files share (product-creating, product-changes, product-settings): a
 * product's save as the jewellery staff, its editor's read and draft, and the products counted.
 */

export async function put(t: TestApp, payload: object, role = 'JewelleryManager' as const) {
  return t.app.inject({ method: 'PUT', url: '/api/product', headers: { cookie: await t.cookieFor(role) }, payload });
}
export async function post(t: TestApp, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/product',
    headers: { cookie: await t.cookieFor('JewelleryManager') },
    payload,
  });
}
export async function forUpdate(t: TestApp, id: number) {
  const response = await t.app.inject({
    url: `/api/product/forUpdate/${id}`,
    headers: { cookie: await t.cookieFor('JewelleryManager') },
  });
  return response.json().data as ProductForUpdate;
}
export async function countProducts(t: TestApp) {
  const [row] = await queryRows<CountRow>(t.database.db, sql`select count(*) as n from products`);
  return Number(row!.n);
}
/** The draft of a stored product, with no variant changes: what an untouched editor would send. */
export function draftOf(product: ProductForUpdate) {
  const {
    productVarients: _v,
    droppedVariants: _d,
    productMedias: _m,
    createDate: _c,
    updateDate: _u,
    isListed: _l,
    ...fields
  } = product;
  return { ...fields, variants: [], removedVariantIds: [], mediaFile: [], filesToDelete: [] };
}
