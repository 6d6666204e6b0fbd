import type { ProductCardPage } from '@facet/contracts/products';
import { writeApiFilters } from '@facet/contracts/product-filters';
import type { SavedSearchList, SavedSearchRecord } from '@facet/contracts/saved-searches';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { newCustomer } from '../../testing/customers.ts';
import { runJobs } from '../../testing/jobs.ts';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { runSavedSearchAlerts } from './saved-search-alerts.service.ts';
import { runCollectionAlerts } from './saved-search-collection-alerts.service.ts';
import { sendSavedSearchDigests } from './saved-search-digests.service.ts';

/*
 * A collection's saved search (decision 047): its counts are the collection page's own; a piece
 * listed after it was saved is a new match, a piece whose shown price fell by the setting's share
 * is a price drop, each told once, in the same once-a-day digest as the stones, with the pieces'
 * names, prices in the shopper's currency and links; another shopper's search is not found.
 */

let t: TestApp;
let anna: { id: string; cookie: string };
let ben: { id: string; cookie: string };
const ANNA = 'anna.collections@example.com';
let search: SavedSearchRecord;
const filters = { metal: 'Yellow Gold' };

interface PieceNoticeRow {
  product_id: number;
  reason: string;
  currency: string;
  price_before: string | number | null;
  price_now: string | number;
  message_id: number | null;
}

const pieceNotices = () =>
  queryRows<PieceNoticeRow>(
    t.database.db,
    sql`select product_id, reason, currency, price_before, price_now, message_id
          from saved_search_piece_notices order by id`,
  );
const allowNextDigest = () =>
  t.database.db.execute(sql`update saved_search_digests set last_sent_at = now() - interval '25 hours'`);
const asAnna = { cookie: '' };
const listOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie } })).json()
    .data as SavedSearchList;

let first: { productId: number };

beforeAll(async () => {
  t = await createTestApp();
  await unlistEveryProduct(t);
  await deleteEveryStone(t);
  anna = await newCustomer(t, ANNA);
  ben = await newCustomer(t, 'ben.collections@example.com');
  asAnna.cookie = `${anna.cookie}; currency=INR`;
  first = await createProductAs(t, ringDraft({ productName: 'Before Saving', metalAttribute: ['Yellow Gold'] }));
  // A piece in another metal and one of another collection: never matches.
  await createProductAs(t, ringDraft({ productName: 'Platinum Only', metalAttribute: ['Platinum'] }));
  await createProductAs(t, ringDraft({ productName: 'A Band', jewellerySubType: 'Wedding Band' }));
  await runJobs(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: asAnna.cookie },
    payload: { kind: 'product', name: 'Gold engagement rings', collection: 'engagement-rings', filters },
  });
  expect(response.statusCode, response.body).toBe(201);
  search = response.json().data as SavedSearchRecord;
  expect(search.currency).toBe('INR');
  await runJobs(t);
});
afterAll(() => t.close());

async function collectionTotal(): Promise<number> {
  const query = writeApiFilters({ subType: 'Engagement Ring', ...filters });
  const response = await t.app.inject({
    url: `/api/product/for-customer?${query}&pageNo=1&pageSize=12`,
    headers: { cookie: 'currency=INR' },
  });
  return (response.json().data as ProductCardPage).totalRecords;
}

describe('a collection’s saved search', () => {
  it('counts the matches the collection page shows, none new yet; what matched before is not told', async () => {
    expect(search).toMatchObject({ kind: 'product', matches: 1, newSinceSeen: 0 });
    expect(await collectionTotal()).toBe(1);
    expect(await pieceNotices()).toEqual([]);
  });

  it('tells a piece listed after it was saved, in a digest with the piece’s price in rupees', async () => {
    const since = await lastMessageId(t.database.db);
    const second = await createProductAs(
      t,
      ringDraft({ productName: 'Gold Newcomer', metalAttribute: ['Yellow Gold'] }),
    );
    await createProductAs(t, ringDraft({ productName: 'Platinum Newcomer', metalAttribute: ['Platinum'] }));
    await runJobs(t);
    expect(await pieceNotices()).toMatchObject([
      { product_id: second.productId, reason: 'new-match', currency: 'INR', price_before: null },
    ]);
    const [record] = (await listOf(asAnna.cookie)).records;
    expect(record).toMatchObject({ matches: 2, newSinceSeen: 1 });
    expect(await collectionTotal()).toBe(2);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    const digest = sent[0]!;
    expect(digest.subject).toMatch(/^New pieces for your saved searches/);
    expect(digest.text).toContain('Gold engagement rings');
    expect(digest.text).toContain('New pieces');
    expect(digest.text).toContain('Gold Newcomer');
    expect(digest.text).not.toContain('Platinum Newcomer');
    expect(digest.text).not.toContain('Before Saving');
    expect(digest.text).toMatch(/₹[\d,]+/);
    expect(digest.links.some((link) => /^http:\/\/shop\.test\/product\/[^/]+$/.test(link))).toBe(true);
    expect(digest.links).toContain('http://shop.test/collections/engagement-rings?metal=Yellow+Gold');
    expect(digest.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<http://shop.test/alerts/unsubscribe\\?search=${search.id}&token=[\\w-]{43}>$`),
    );
    // Run again: nothing new to tell.
    await runJobs(t);
    expect(await pieceNotices()).toHaveLength(1);
  });

  it('tells a price fall of the setting’s share after a metal rate change, once, in the next day’s digest', async () => {
    const metals = (await t.app.inject({ url: '/api/metal' })).json().data as {
      name: string;
      pricePerUnit: number;
      labour: number;
    }[];
    const gold = metals.find((metal) => metal.name === 'Yellow Gold')!;
    const since = await lastMessageId(t.database.db);
    const rate = await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { name: 'Yellow Gold', pricePerUnit: Math.round(gold.pricePerUnit / 2), labour: gold.labour },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    await runJobs(t);
    const drops = (await pieceNotices()).filter((notice) => notice.reason === 'price-drop');
    expect(drops.map((drop) => drop.product_id).sort()).toEqual(
      [first.productId, (await pieceNotices())[0]!.product_id].sort(),
    );
    for (const drop of drops) expect(Number(drop.price_now)).toBeLessThan(Number(drop.price_before) * 0.95);
    // Held by the day's interval, then sent once.
    expect(await messagesTo(t.database.db, ANNA, since)).toHaveLength(0);
    await allowNextDigest();
    expect(await sendSavedSearchDigests(t.database.db, mailContextOf(t.config))).toBe(1);
    expect(await sendSavedSearchDigests(t.database.db, mailContextOf(t.config))).toBe(0);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Lower prices');
    expect(sent[0]!.text).toContain('Before Saving');
    // Raising the rate back and lowering it again tells no second fall: once per piece.
    await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: gold,
    });
    await runJobs(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { name: 'Yellow Gold', pricePerUnit: Math.round(gold.pricePerUnit / 2), labour: gold.labour },
    });
    await runJobs(t);
    expect((await pieceNotices()).filter((notice) => notice.reason === 'price-drop')).toHaveLength(2);
  });

  it('shares one digest a day with the shopper’s diamond search', async () => {
    await allowNextDigest();
    const stones = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: asAnna.cookie },
      payload: { kind: 'stone', name: 'Ovals', filters: { stoneShapes: ['Oval'] } },
    });
    expect(stones.statusCode).toBe(201);
    const since = await lastMessageId(t.database.db);
    await createStoneAs(t, stoneDraft({ sku: 'CA-OVAL-1', price: 100_000 }));
    await createProductAs(t, ringDraft({ productName: 'Gold Third', metalAttribute: ['Yellow Gold'] }));
    // Both jobs' alerts, then the digests: what waits of either kind goes in one e-mail.
    expect((await runSavedSearchAlerts(t.database.db)).notices).toBe(1);
    expect((await runCollectionAlerts(t.database.db)).notices).toBe(1);
    expect(await sendSavedSearchDigests(t.database.db, mailContextOf(t.config))).toBe(1);
    await runJobs(t);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^New pieces and stones for your saved searches/);
    expect(sent[0]!.text).toContain('Gold Third');
    expect(sent[0]!.links).toContain('http://shop.test/stone/CA-OVAL-1');
    expect((await pieceNotices()).every((notice) => notice.message_id !== null)).toBe(true);
  });

  it('is not found by another shopper', async () => {
    for (const [method, url, payload] of [
      ['POST', `/api/saved-searches/${search.id}/open`, undefined],
      ['PUT', `/api/saved-searches/${search.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/saved-searches/${search.id}`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: ben.cookie }, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errorMessages[0]).toMatch(/saved search/i);
    }
    expect((await listOf(ben.cookie)).records).toEqual([]);
    expect((await listOf(asAnna.cookie)).records.find((record) => record.id === search.id)?.name).toBe(
      'Gold engagement rings',
    );
  });
});
