import type { SavedSearchList, SavedSearchRecord } from '@facet/contracts/saved-searches';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { deleteEveryStone, insertStoneRow } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Saved searches (GET/POST /api/saved-searches, PUT/DELETE /api/saved-searches/:id, POST …/open)
 * and their settings: only the shopper's own, filters checked name by name, the Admin's bound.
 */

interface AuditRow {
  before: unknown;
  after: unknown;
}

let t: TestApp;
let anna: { id: string; cookie: string };
let ben: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
  anna = await newCustomer(t, 'anna.searches@example.com');
  ben = await newCustomer(t, 'ben.searches@example.com');
  await insertStoneRow(t, { sku: 'SS-OVAL-1', shape: 'Oval', carat: 1.2, costRupees: 100_000 });
  await insertStoneRow(t, { sku: 'SS-OVAL-2', shape: 'Oval', carat: 2.5, costRupees: 300_000 });
  await insertStoneRow(t, { sku: 'SS-ROUND-1', shape: 'Round', carat: 1.1, costRupees: 100_000 });
  t.app.referenceCache.drop();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(cookie: string | null, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
const ovals = { kind: 'stone', name: 'Ovals over a carat', filters: { stoneShapes: ['oval'], minCarat: 1 } };
const listOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/saved-searches')).json().data as SavedSearchList;

describe('saving a search', () => {
  it('keeps the filters in their checked form and counts the matches now', async () => {
    const response = await call(anna.cookie, 'POST', '/api/saved-searches', ovals);
    expect(response.statusCode).toBe(201);
    const saved = response.json().data as SavedSearchRecord;
    expect(saved).toMatchObject({
      name: 'Ovals over a carat',
      kind: 'stone',
      filters: { stoneShapes: ['Oval'], minCarat: 1 },
      path: '/collections/diamonds?stoneShape=Oval&minCarat=1',
      alerts: true,
      matches: 2,
      newSinceSeen: 0,
    });
    const list = await listOf(anna.cookie);
    expect(list.records.map((record) => record.name)).toEqual(['Ovals over a carat']);
    expect(list.limit).toBe(20);
  });

  it('saves a collection’s filters too', async () => {
    const response = await call(anna.cookie, 'POST', '/api/saved-searches', {
      kind: 'product',
      name: 'Rose gold rings',
      collection: 'engagement-rings',
      filters: { metal: 'rose gold' },
    });
    expect(response.statusCode).toBe(201);
    // Counted as the collection's page counts (decision 047): none listed since it was saved.
    const page = await call(
      null,
      'GET',
      '/api/product/for-customer?jewellerySubTypeName=Engagement%20Ring&metalName=Rose%20Gold',
    );
    const shown = page.json().data.totalRecords as number;
    expect(shown).toBeGreaterThan(0);
    expect(response.json().data).toMatchObject({
      collection: 'engagement-rings',
      path: '/collections/engagement-rings?metal=Rose+Gold',
      matches: shown,
      newSinceSeen: 0,
    });
  });

  it('refuses bad filters, another kind and an unknown collection with a sentence', async () => {
    const cases: [object, RegExp][] = [
      [{ ...ovals, name: 'Bad', filters: { stoneShapes: ['Triangle'] } }, /Triangle: must be one of Round/],
      [{ ...ovals, name: 'Bad', filters: { minCarat: 3, maxCarat: 1 } }, /smallest carat must not be above/],
      [{ ...ovals, name: 'Bad', filters: { colour: ['D'] } }, /colour/],
      [{ ...ovals, kind: 'blog', name: 'Bad' }, /must be stone \(the diamond search\) or product/],
      [{ kind: 'product', name: 'Bad', collection: 'no-such-thing', filters: {} }, /no such collection/],
      [{ ...ovals, name: '  ' }, /name/i],
    ];
    for (const [payload, message] of cases) {
      const response = await call(anna.cookie, 'POST', '/api/saved-searches', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorMessages.join(' ')).toMatch(message);
    }
    expect((await listOf(anna.cookie)).records).toHaveLength(2);
  });

  it('refuses a name the shopper already uses (any case) with 409, and asks signed-out visitors to sign in', async () => {
    const taken = await call(anna.cookie, 'POST', '/api/saved-searches', { ...ovals, name: 'OVALS over a carat' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessages[0]).toMatch(/already have a saved search of that name/);
    expect((await call(null, 'POST', '/api/saved-searches', ovals)).statusCode).toBe(401);
    // Another shopper may use the same name.
    expect((await call(ben.cookie, 'POST', '/api/saved-searches', ovals)).statusCode).toBe(201);
  });

  it('stops at the Admin’s bound per shopper', async () => {
    const admin = await t.cookieFor('Admin');
    const put = (maxPerShopper: number) =>
      call(admin, 'PUT', '/api/saved-search-settings', {
        priceDropPercent: 5,
        digestIntervalHours: 24,
        maxPerShopper,
        hintsPerDay: 5,
        alertsPerSearch: 20,
      });
    expect((await put(2)).statusCode).toBe(200);
    const refused = await call(anna.cookie, 'POST', '/api/saved-searches', { ...ovals, name: 'A third' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessages[0]).toBe('You can keep 2 saved searches; delete one to save another.');
    expect((await put(20)).statusCode).toBe(200);
  });
});

describe('a saved search of one’s own', () => {
  it('is renamed, opened (seen now) and deleted; another shopper’s answers 404 and stays', async () => {
    const [mine] = (await listOf(anna.cookie)).records;
    const [bens] = (await listOf(ben.cookie)).records;
    const renamed = await call(anna.cookie, 'PUT', `/api/saved-searches/${mine!.id}`, { name: 'Big ovals' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Big ovals');

    for (const [method, url] of [
      ['PUT', `/api/saved-searches/${bens!.id}`],
      ['POST', `/api/saved-searches/${bens!.id}/open`],
      ['DELETE', `/api/saved-searches/${bens!.id}`],
    ] as const) {
      const response = await call(anna.cookie, method, url, method === 'PUT' ? { name: 'Mine now' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errorMessages[0]).toBe('There is no such saved search.');
    }
    expect((await listOf(ben.cookie)).records[0]).toMatchObject({ id: bens!.id, name: 'Ovals over a carat' });

    // A stone added after the search was last seen is new until it is opened again.
    await insertStoneRow(t, { sku: 'SS-OVAL-3', shape: 'Oval', carat: 1.5, costRupees: 150_000 });
    expect((await listOf(anna.cookie)).records[0]).toMatchObject({ matches: 3, newSinceSeen: 1 });
    const opened = await call(anna.cookie, 'POST', `/api/saved-searches/${mine!.id}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.path).toBe('/collections/diamonds?stoneShape=Oval&minCarat=1');
    expect((await listOf(anna.cookie)).records[0]).toMatchObject({ matches: 3, newSinceSeen: 0 });

    expect((await call(anna.cookie, 'DELETE', `/api/saved-searches/${mine!.id}`)).statusCode).toBe(200);
    expect((await listOf(anna.cookie)).records.map((record) => record.name)).toEqual(['Rose gold rings']);
  });
});

describe('the settings', () => {
  it('are the Admin’s: read and changed, each change audited; others are refused', async () => {
    const admin = await t.cookieFor('Admin');
    expect((await call(anna.cookie, 'GET', '/api/saved-search-settings')).statusCode).toBe(403);
    expect((await t.injectAs('Manager', { method: 'GET', url: '/api/saved-search-settings' })).statusCode).toBe(403);
    const changed = await call(admin, 'PUT', '/api/saved-search-settings', {
      priceDropPercent: 7.5,
      digestIntervalHours: 12,
      maxPerShopper: 20,
      hintsPerDay: 5,
      alertsPerSearch: 8,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      priceDropPercent: 7.5,
      digestIntervalHours: 12,
      maxPerShopper: 20,
      alertsPerSearch: 8,
    });
    const audits = await queryRows<AuditRow>(
      t.database.db,
      sql`select before, after from audit_log where action = 'saved-search-settings.changed' order by id desc limit 1`,
    );
    expect(audits[0]).toMatchObject({
      before: { priceDropBasisPoints: 500, digestIntervalHours: 24, alertsPerSearch: 20 },
      after: { priceDropBasisPoints: 750, digestIntervalHours: 12, alertsPerSearch: 8 },
    });
    for (const [alertsPerSearch, sentence] of [
      [0, /alertsPerSearch.*at least 1/],
      [2.5, /alertsPerSearch.*whole number/],
      [201, /alertsPerSearch.*at most 200/],
      ['20', /alertsPerSearch/],
    ] as const) {
      const refused = await call(admin, 'PUT', '/api/saved-search-settings', {
        priceDropPercent: 5,
        digestIntervalHours: 24,
        maxPerShopper: 20,
        alertsPerSearch,
      });
      expect(refused.statusCode, String(alertsPerSearch)).toBe(400);
      expect(refused.json().errorMessages.join(' ')).toMatch(sentence);
    }
    const read = await call(admin, 'GET', '/api/saved-search-settings');
    expect(read.json().data).toMatchObject({ alertsPerSearch: 8 });
    const bad = await call(admin, 'PUT', '/api/saved-search-settings', {
      priceDropPercent: 0,
      digestIntervalHours: 1.5,
      maxPerShopper: 20,
      hintsPerDay: 5,
      alertsPerSearch: 20,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages.join(' ')).toMatch(/priceDropPercent.*at least 0.01 %/);
  });

  it('draw a shape for the e-mails as a PNG', async () => {
    const response = await call(null, 'GET', '/api/saved-searches/shape-pictures/oval');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call(null, 'GET', '/api/saved-searches/shape-pictures/triangle')).statusCode).toBe(400);
  });
});
