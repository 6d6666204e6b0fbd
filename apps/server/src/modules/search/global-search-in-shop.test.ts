import type { ProductSearchRecord } from '@facet/contracts/search';
import { queryRows } from '@facet/db/client';
import { metals } from '@facet/db/schema/metals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { searchCatalogue } from './global-search.test-support.ts';

/*
 * GET /api/globle-search (issue 11) answers only what is in the shop, on a catalogue of its own
 * (global-search.test-support.ts): never a stone on hold, sold or unlisted, and it follows the
 * catalogue, the rates and the inventory as they change.
 */

const catalogue = searchCatalogue();
const { made, search, labels, stoneBySku } = catalogue;

let t: TestApp;

beforeAll(async () => ({ t } = await catalogue.make()));
afterAll(() => t.close());

describe('only what is in the shop', () => {
  it('never answers stones on hold, sold or unlisted', async () => {
    for (const sku of ['LG-20008', 'LG-20009', 'LG-20010']) {
      expect(await search(sku), sku).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
    }
    const lab = await search('lab', { pageSize: 50 });
    for (const sku of ['LG-20008', 'LG-20009', 'LG-20010']) expect(labels(lab)).not.toContain(sku);
  });

  it('follows the catalogue: an unlisted product goes, a relisted one comes back', async () => {
    const cookie = await t.cookieFor('JewelleryManager');
    expect(labels(await search('vanishing'))).toEqual(['vanishing']);
    const unlisted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/unlist/${made.vanishing.productId}`,
      headers: { cookie },
    });
    expect(unlisted.statusCode).toBe(200);
    expect(await search('vanishing')).toEqual({ records: [], totalRecords: 0, currency: 'USD' });
    expect(labels(await search('solitaire'))).toEqual(['grace', 'auroraBand']);
    const relisted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/relist/${made.vanishing.productId}`,
      headers: { cookie },
    });
    expect(relisted.statusCode).toBe(200);
    expect(labels(await search('vanishing'))).toEqual(['vanishing']);
  });

  it('follows rates without rebuilding words, and a product saved under a new name by that name', async () => {
    const before = (await search('grace')).records[0] as ProductSearchRecord;
    const [gold] = await t.database.db
      .select({ pricePerUnit: metals.pricePerUnit, labour: metals.labour })
      .from(metals)
      .where(eq(metals.name, 'White Gold'));
    const rate = await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { name: 'White Gold', pricePerUnit: (gold!.pricePerUnit * 2) / 100, labour: gold!.labour / 100 },
    });
    expect(rate.statusCode).toBe(200);
    // The words are the same; the page's price is read as it is now.
    const after = (await search('grace')).records[0] as ProductSearchRecord;
    expect(after.id).toBe(before.id);
    expect(after.price).toBeGreaterThan(before.price);
    // A save (here straight in the database, announced as a save announces it) renames a piece.
    await queryRows(
      t.database.db,
      sql`update products set name = 'Solitaire Zenobia', update_date = now() where id = ${made.grace.productId}`,
    );
    t.app.referenceCache.drop('catalogue');
    expect(labels(await search('zenobia'))).toEqual(['grace']);
    expect(labels(await search('grace'))).toEqual([]);
    await queryRows(
      t.database.db,
      sql`update products set name = 'Solitaire Grace', update_date = now() where id = ${made.grace.productId}`,
    );
    t.app.referenceCache.drop('catalogue');
    expect(labels(await search('grace'))).toEqual(['grace']);
  });

  it('follows the inventory: a stone unlisted through the API, or sold in the database, goes', async () => {
    const cookie = await t.cookieFor('StoneManager');
    const stone = stoneBySku('LG-20011');
    expect(labels(await search('LG-20011'))).toEqual(['LG-20011']);
    expect(labels(await search('oval lab 1.5', { pageSize: 50 }))).toContain('LG-20011');
    const unlisted = await t.app.inject({ method: 'PUT', url: `/api/stone/unlist/${stone.id}`, headers: { cookie } });
    expect(unlisted.statusCode).toBe(200);
    expect(labels(await search('LG-20011'))).toEqual([]);
    expect(labels(await search('oval lab 1.5', { pageSize: 50 }))).not.toContain('LG-20011');
    // Sold by an order or an import: the row changes and the change is announced.
    const sold = stoneBySku('LG-20003');
    await queryRows(t.database.db, sql`update stones set state = 'sold' where id = ${sold.id}`);
    t.app.referenceCache.drop('stones');
    expect(labels(await search('LG-20003'))).toEqual([]);
    const after = await search('oval lab 1.5', { pageSize: 50 });
    expect(labels(after)).not.toContain('LG-20003');
    expect(after.totalRecords).toBe(after.records.length);
  });
});
