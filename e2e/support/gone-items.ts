import type { ProductForUpdate, ProductListRecord } from '@facet/contracts/products';
import type { StoneListRecord } from '@facet/contracts/stones';
import type { RunningServer } from './server.ts';

/*
 * Items whose pages are gone pages (410), found or made through the API as an Admin: a sold and
 * an unlisted stone of the demo inventory, a variant of an unlisted demo product, and a
 * combination staff stop making (the demo catalogue has none: it is dropped here, as the editor
 * does, and keeps its SKU).
 */

/** A session cookie of the demo Admin, signed in through the API. */
export async function adminCookie(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo#2026' }),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function call<T>(server: RunningServer, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The stock number of a demo stone in this state. */
export async function stoneIn(server: RunningServer, cookie: string, state: 'sold' | 'unlisted'): Promise<string> {
  const page = await call<{ records: StoneListRecord[] }>(
    server,
    cookie,
    'GET',
    `/api/stone?state=${state}&pageSize=1`,
  );
  return page.records[0]!.sku;
}

/** A variant SKU of an unlisted demo product. */
export async function unlistedProductSku(server: RunningServer, cookie: string): Promise<string> {
  const list = await call<{ records: ProductListRecord[] }>(
    server,
    cookie,
    'GET',
    '/api/product?listed=unlisted&pageSize=1',
  );
  const product = await call<ProductForUpdate>(server, cookie, 'GET', `/api/product/forUpdate/${list.records[0]!.id}`);
  return product.productVarients[0]!.sku;
}

/**
 * Stops making one combination of a listed product (the variant of `sku`), as jewellery staff do
 * in the editor; returns the product's name.
 */
export async function dropVariant(server: RunningServer, cookie: string, sku: string): Promise<string> {
  const detail = await call<{ product: { id: number; name: string } }>(
    server,
    cookie,
    'GET',
    `/api/product-varients/${encodeURIComponent(sku)}`,
  );
  const product = await call<ProductForUpdate>(server, cookie, 'GET', `/api/product/forUpdate/${detail.product.id}`);
  const variant = product.productVarients.find((candidate) => candidate.sku === sku)!;
  const {
    productVarients: _v,
    droppedVariants: _d,
    productMedias: _m,
    createDate: _c,
    updateDate: _u,
    ...draft
  } = product;
  await call(server, cookie, 'PUT', '/api/product', {
    ...draft,
    variants: [],
    removedVariantIds: [variant.id],
    mediaFile: [],
    filesToDelete: [],
  });
  return detail.product.name;
}
