/*
 * One page of each storefront type (issue 15): the pages Lighthouse measures
 * (bench/lighthouse.ts) and the browser tests hold to their layout-shift, picture and
 * script rules (e2e/page-speed.spec.ts). The product, stone and article are the first the API lists.
 */

interface Envelope<T> {
  data: { records: T[] };
}

async function firstRecord<T>(url: string): Promise<T> {
  const answer = (await (await fetch(url)).json()) as Envelope<T>;
  const record = answer.data.records[0];
  if (!record) throw new Error(`${url} answered no records`);
  return record;
}

export interface StorefrontPage {
  /** What kind of page it is, for messages. */
  name: string;
  path: string;
}

export async function storefrontPages(base: string): Promise<StorefrontPage[]> {
  const product = await firstRecord<{ sku: string }>(`${base}/api/product/for-customer?pageNo=1&pageSize=1`);
  const stone = await firstRecord<{ sku: string }>(`${base}/api/stone/for-customer?pageNo=1&pageSize=1`);
  const article = await firstRecord<{ slug: string }>(`${base}/api/blog`);
  return [
    { name: 'home', path: '/' },
    { name: 'collection', path: '/collections/engagement-rings' },
    { name: 'product', path: `/product/${encodeURIComponent(product.sku)}` },
    { name: 'diamonds', path: '/diamonds' },
    { name: 'diamond search', path: '/collections/diamonds' },
    { name: 'stone', path: `/stone/${encodeURIComponent(stone.sku)}` },
    { name: 'search', path: '/search?search=oval' },
    { name: 'blog', path: '/blogs' },
    { name: 'article', path: `/blogs/${encodeURIComponent(article.slug)}` },
  ];
}
