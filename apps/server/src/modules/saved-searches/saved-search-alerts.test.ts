import { priceStone } from '@facet/contracts/pricing';
import { type SavedSearchRecord } from '@facet/contracts/saved-searches';
import { queryRows } from '@facet/db/client';
import { stones } from '@facet/db/schema/stones';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { runJobs } from '../../testing/jobs.ts';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { sendSavedSearchDigests, sendWishGoneNotices } from './saved-search-digests.service.ts';

/*
 * The saved searches' alerts: a stone saved or repriced queues the job, which writes each new
 * match and price fall once; a digest a shopper at most per interval, with the one-click
 * unsubscribe headers; the signed unsubscribe link; "it's gone" once for a wish-listed stone.
 */

let t: TestApp;
let anna: { id: string; cookie: string };
const ANNA = 'anna.alerts@example.com';
let search: SavedSearchRecord;

interface AlertsRow {
  alerts: boolean;
}

interface NoticeRow {
  stone_id: number;
  reason: string;
  price_before: string | number | null;
  price_now: string | number;
  message_id: number | null;
}

const notices = () =>
  queryRows<NoticeRow>(
    t.database.db,
    sql`select stone_id, reason, price_before, price_now, message_id from saved_search_notices
        order by create_date, stone_id, reason`,
  );
const allowNextDigest = () =>
  t.database.db.execute(sql`update saved_search_digests set last_sent_at = now() - interval '25 hours'`);

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  anna = await newCustomer(t, ANNA);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: `${anna.cookie}; currency=INR` },
    payload: { kind: 'stone', name: 'Lab ovals', filters: { stoneShapes: ['Oval'], minCarat: 1 } },
  });
  search = response.json().data as SavedSearchRecord;
  expect(search.currency).toBe('INR');
});
afterAll(() => t.close());

async function priceStoneAt(stone: { id: number; sku: string }, rupees: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/stone',
    headers: { cookie: await t.cookieFor('StoneManager') },
    payload: stoneDraft({ id: stone.id, sku: stone.sku, price: rupees }),
  });
  expect(response.statusCode).toBe(200);
}

describe('the alerts', () => {
  let first: { id: number; sku: string };

  it('tell a new match in a digest with the one-click unsubscribe headers, priced in the shopper’s currency', async () => {
    const since = await lastMessageId(t.database.db);
    first = await createStoneAs(t, stoneDraft({ sku: 'AL-OVAL-1', price: 100_000 }));
    await createStoneAs(t, stoneDraft({ sku: 'AL-ROUND-1', stoneShape: 'Round', price: 100_000 }));
    await runJobs(t);
    expect(await notices()).toMatchObject([{ stone_id: first.id, reason: 'new-match', price_before: null }]);
    // The shop's price now, in paise, as the stone's page shows it.
    const [stored] = await t.database.db.select({ cost: stones.cost }).from(stones).where(eq(stones.id, first.id));
    const price = priceStone(Number(stored!.cost), await loadPricingParameters(t.database.db)).inr.price;
    expect(Number((await notices())[0]!.price_now)).toBe(price);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    const digest = sent[0]!;
    expect(digest.subject).toMatch(/^New stones for your saved searches/);
    expect(digest.text).toContain('Lab ovals');
    expect(digest.text).toContain('1.01 ct Oval');
    expect(digest.text).not.toContain('Round');
    expect(digest.text).toMatch(/₹[\d,]+/);
    expect(digest.html).toContain('http://shop.test/api/saved-searches/shape-pictures/Oval');
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<http://shop.test/alerts/unsubscribe\\?search=${search.id}&token=[\\w-]{43}>$`),
    );
    // The outbox shows the headers.
    const outbox = await t.injectAs('Admin', { method: 'GET', url: `/api/outbox?search=${ANNA}` });
    expect(outbox.json().data.records[0].headers).toEqual(digest.headers);
  });

  it('send at most one digest per interval; what waits goes in the next', async () => {
    const since = await lastMessageId(t.database.db);
    const second = await createStoneAs(t, stoneDraft({ sku: 'AL-OVAL-2', price: 120_000 }));
    await runJobs(t);
    expect((await notices()).at(-1)).toMatchObject({ stone_id: second.id, reason: 'new-match', message_id: null });
    expect(await messagesTo(t.database.db, ANNA, since)).toHaveLength(0);
    await allowNextDigest();
    expect(await sendSavedSearchDigests(t.database.db, mailContextOf(t.config))).toBe(1);
    expect(await sendSavedSearchDigests(t.database.db, mailContextOf(t.config))).toBe(0);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.links).toContain('http://shop.test/stone/AL-OVAL-2');
    expect(sent[0]!.links).not.toContain('http://shop.test/stone/AL-OVAL-1');
    expect((await notices()).every((notice) => notice.message_id !== null)).toBe(true);
  });

  it('tell a price fall of the setting’s share or more, once; a smaller fall waits and adds up', async () => {
    await allowNextDigest();
    const since = await lastMessageId(t.database.db);
    await priceStoneAt(first, 98_000); // 2 %: below the 5 % of the setting
    await runJobs(t);
    expect((await notices()).filter((notice) => notice.reason === 'price-drop')).toHaveLength(0);
    await priceStoneAt(first, 94_000); // 6 % below the price before the first fall
    await runJobs(t);
    const drops = (await notices()).filter((notice) => notice.reason === 'price-drop');
    expect(drops).toHaveLength(1);
    expect(drops[0]!.stone_id).toBe(first.id);
    expect(Number(drops[0]!.price_before)).toBeGreaterThan(Number(drops[0]!.price_now) * 1.05);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Lower prices');
    // The same fall again is not told twice.
    await allowNextDigest();
    await priceStoneAt(first, 100_000);
    await priceStoneAt(first, 80_000);
    await runJobs(t);
    expect((await notices()).filter((notice) => notice.reason === 'price-drop')).toHaveLength(1);
    expect(await messagesTo(t.database.db, ANNA, since)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload });
  const alertsOn = async () =>
    (await queryRows<AlertsRow>(t.database.db, sql`select alerts from saved_searches where id = ${search.id}`))[0]!
      .alerts;

  it('works signed out; altered by one character it answers 400 and changes nothing', async () => {
    const [digest] = await messagesTo(t.database.db, ANNA);
    const link = new URL(digest!.headers['List-Unsubscribe']!.slice(1, -1));
    const token = link.searchParams.get('token')!;
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const refused = await post({ search: search.id, token: altered });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages[0]).toMatch(/unsubscribe link is not valid/);
    expect(await alertsOn()).toBe(true);
    // Another search's id with this token: refused too.
    expect((await post({ search: search.id + 1, token })).statusCode).toBe(400);

    const done = await post({ search: search.id, token });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ name: 'Lab ovals' });
    expect(await alertsOn()).toBe(false);
    expect((await post({ search: search.id, token })).statusCode).toBe(200);

    // No more alerts for it.
    await allowNextDigest();
    const since = await lastMessageId(t.database.db);
    await createStoneAs(t, stoneDraft({ sku: 'AL-OVAL-3', price: 90_000 }));
    await runJobs(t);
    expect(await messagesTo(t.database.db, ANNA, since)).toHaveLength(0);
  });
});

describe('“it’s gone”', () => {
  it('is sent once when a wish-listed stone sells, with the three closest', async () => {
    for (const [sku, price] of [
      ['GO-OVAL-1', 100_000],
      ['GO-OVAL-2', 101_000],
      ['GO-OVAL-3', 103_000],
      ['GO-OVAL-4', 500_000],
    ] as const) {
      await createStoneAs(t, stoneDraft({ sku, price, stoneCategory: 'Natural Diamond', growthMethod: null }));
    }
    const kept = await createStoneAs(
      t,
      stoneDraft({ sku: 'GO-KEPT', price: 100_500, stoneCategory: 'Natural Diamond' }),
    );
    const wished = await t.app.inject({
      method: 'POST',
      url: '/api/wish/wish',
      headers: { cookie: anna.cookie },
      payload: { kind: 'stone', sku: 'GO-KEPT' },
    });
    expect(wished.statusCode).toBe(200);
    const since = await lastMessageId(t.database.db);
    expect(await sendWishGoneNotices(t.database.db, mailContextOf(t.config))).toBe(0);
    await t.database.db.execute(sql`update stones set state = 'sold', update_date = now() where id = ${kept.id}`);
    expect(await sendWishGoneNotices(t.database.db, mailContextOf(t.config))).toBe(1);
    expect(await sendWishGoneNotices(t.database.db, mailContextOf(t.config))).toBe(0);
    await runJobs(t);
    const sent = await messagesTo(t.database.db, ANNA, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^It’s gone: the 1.01 ct Oval \(GO-KEPT\) has sold/);
    const closest = sent[0]!.links.filter((link) => link.includes('/stone/'));
    expect(closest).toEqual([
      'http://shop.test/stone/GO-OVAL-1',
      'http://shop.test/stone/GO-OVAL-2',
      'http://shop.test/stone/GO-OVAL-3',
    ]);
  });
});

describe('a pricing change', () => {
  it('tells the stones whose price fell by the setting’s share, measured against the parameters before it', async () => {
    const BEN = 'ben.alerts@example.com';
    const ben = await newCustomer(t, BEN);
    const round = await createStoneAs(t, stoneDraft({ sku: 'PR-ROUND-1', stoneShape: 'Round', price: 200_000 }));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: ben.cookie },
      payload: { kind: 'stone', name: 'Rounds', filters: { stoneShapes: ['Round'] } },
    });
    expect(saved.statusCode).toBe(201);
    await runJobs(t);
    const bens = async () =>
      (await notices()).filter((notice) => notice.stone_id === round.id && notice.reason === 'price-drop');
    expect(await bens()).toHaveLength(0);
    const since = await lastMessageId(t.database.db);
    const admin = await t.cookieFor('Admin');
    const put = (shopDiscount: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/conversion/shop-discount',
        headers: { cookie: admin },
        payload: { shopDiscount },
      });
    // 3 % off everything: below the 5 % of the setting.
    expect((await put(3)).statusCode).toBe(200);
    await runJobs(t);
    expect(await bens()).toHaveLength(0);
    // 10 % off: a fall of about 7 % from the parameters just before the change.
    expect((await put(10)).statusCode).toBe(200);
    await runJobs(t);
    const drops = await bens();
    expect(drops).toHaveLength(1);
    expect(Number(drops[0]!.price_before)).toBeGreaterThan(Number(drops[0]!.price_now));
    const sent = await messagesTo(t.database.db, BEN, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Lower prices');
    expect((await put(0)).statusCode).toBe(200);
  });
});
