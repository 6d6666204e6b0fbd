import type { StoneDetail, StoneRecord } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag } from '@facet/contracts/bag';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { newCustomer } from '../../testing/customers.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { createTransports } from '../messages/transports.ts';

/*
 * A laboratory-grown diamond's growth method: in the form, the feed, the export, the records
 * and the stone page; refused for natural diamonds and moissanite by the contracts and by the
 * database; `unknown` when nobody said.
 */

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  n: string | number;
}

/** A stone's growth method as the table holds it. */
interface GrowthMethodRow {
  growth_method: string | null;
}

/** A stone's stock number and growth method as the table holds them. */
interface SkuGrowthMethodRow extends GrowthMethodRow {
  sku: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: await t.cookieFor('StoneManager') },
    ...(payload ? { payload } : {}),
  });
}

async function stoneCount(): Promise<number> {
  const [row] = await queryRows<CountRow>(t.database.db, sql`select count(*) as n from stones`);
  return Number(row!.n);
}

describe('growth method in the stone form', () => {
  it('keeps a laboratory-grown diamond’s method, read in any case, and shows it on the stone page', async () => {
    const stone = await createStoneAs(t, stoneDraft({ sku: 'GM-CVD', growthMethod: 'cvd' }));
    expect(stone).toMatchObject({ growthMethod: 'CVD', name: '1.01 ct Oval laboratory-grown diamond' });
    const page = await t.app.inject({ url: '/api/stone/sku/GM-CVD?currency=INR' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data as StoneDetail).toMatchObject({ growthMethod: 'CVD', stoneCategory: 'Lab Grown Diamond' });
    const list = await call('GET', '/api/stone?search=GM-CVD');
    expect(list.json().data.records[0]).toMatchObject({ sku: 'GM-CVD', growthMethod: 'CVD' });
  });

  it('reads unknown for a laboratory-grown diamond given none, and none for other stones', async () => {
    const lab = await createStoneAs(t, stoneDraft({ sku: 'GM-NONE' }));
    expect(lab.growthMethod).toBe('unknown');
    const blank = await createStoneAs(t, stoneDraft({ sku: 'GM-BLANK', growthMethod: '' }));
    expect(blank.growthMethod).toBe('unknown');
    const natural = await createStoneAs(t, stoneDraft({ sku: 'GM-NAT', stoneCategory: 'Natural Diamond' }));
    expect(natural).toMatchObject({ growthMethod: null, name: '1.01 ct Oval natural diamond' });
    const moissanite = await createStoneAs(t, stoneDraft({ sku: 'GM-MO', stoneCategory: 'Moissanite', price: 9_000 }));
    expect(moissanite).toMatchObject({ growthMethod: null, name: '1.01 ct Oval moissanite' });
  });

  it('refuses a growth method on a natural diamond or a moissanite, with a sentence, writing nothing', async () => {
    const before = await stoneCount();
    for (const stoneCategory of ['Natural Diamond', 'Moissanite']) {
      const response = await call('POST', '/api/stone', stoneDraft({ stoneCategory, growthMethod: 'HPHT' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual([
        'growthMethod: only laboratory-grown diamonds have a growth method; leave it empty for natural diamonds and moissanite',
      ]);
    }
    expect(await stoneCount()).toBe(before);
  });

  it('refuses a word that is no growth method and a value of the wrong type', async () => {
    const before = await stoneCount();
    const word = await call('POST', '/api/stone', stoneDraft({ growthMethod: 'plasma' }));
    expect(word.statusCode).toBe(400);
    expect(word.json().errorMessages[0]).toMatch(/must be CVD, HPHT or unknown/);
    const number = await call('POST', '/api/stone', stoneDraft({ growthMethod: 7 }));
    expect(number.statusCode).toBe(400);
    expect(await stoneCount()).toBe(before);
  });

  it('changes a stone’s method on save, and refuses to keep one when the stone becomes natural', async () => {
    const stone = await createStoneAs(t, stoneDraft({ sku: 'GM-SAVE', growthMethod: 'CVD' }));
    const draft = { ...stoneDraft({ sku: stone.sku }), id: stone.id };
    const saved = await call('PUT', '/api/stone', { ...draft, growthMethod: 'HPHT' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().data as StoneRecord).growthMethod).toBe('HPHT');
    const natural = await call('PUT', '/api/stone', {
      ...draft,
      stoneCategory: 'Natural Diamond',
      growthMethod: 'HPHT',
    });
    expect(natural.statusCode).toBe(400);
    const read = await call('GET', `/api/stone/id/${stone.id}`);
    expect(read.json().data).toMatchObject({ stoneCategory: 'Lab Grown Diamond', growthMethod: 'HPHT' });
    // Made natural without one, it has none.
    const cleared = await call('PUT', '/api/stone', { ...draft, stoneCategory: 'Natural Diamond', growthMethod: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json().data as StoneRecord).growthMethod).toBeNull();
  });

  it('is guarded by the database too: no method on a natural diamond, unknown when left out', async () => {
    const refused = t.database.db.execute(
      sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cost, growth_method)
          values ('GM-DB-1', (select id from stone_categories where name = 'Natural Diamond'),
                  (select id from stone_shapes where name = 'Round'), 100, 'F', 'VS1', 100000, 'CVD')`,
    );
    await expect(refused).rejects.toThrow();
    await t.database.db.execute(
      sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cost)
          values ('GM-DB-2', (select id from stone_categories where name = 'Lab Grown Diamond'),
                  (select id from stone_shapes where name = 'Round'), 100, 'F', 'VS1', 100000)`,
    );
    const [row] = await queryRows<GrowthMethodRow>(
      t.database.db,
      sql`select growth_method from stones where sku = 'GM-DB-2'`,
    );
    expect(row!.growth_method).toBe('unknown');
    const wrong = t.database.db.execute(sql`update stones set growth_method = 'plasma' where sku = 'GM-DB-2'`);
    await expect(wrong).rejects.toThrow();
  });
});

describe('growth method in supplier feeds', () => {
  const log = pino({ level: 'silent' });
  const header = 'Stock #,Type,Growth Method,Shape,Carat,Color,Clarity,Price';

  async function upload(lines: string[]) {
    const body = multipartFile(
      { filename: 'feed.csv', contentType: 'text/csv', data: Buffer.from([header, ...lines].join('\r\n') + '\r\n') },
      { mode: 'upsert' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stone/import',
      headers: { ...body.headers, cookie: await t.cookieFor('StoneManager') },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; added: number; changed: number; unchanged: number; badRows: number };
  }

  async function apply(id: number) {
    expect((await call('POST', `/api/stone/import/${id}/apply`)).statusCode).toBe(200);
    const handlers = createJobHandlers({
      transports: createTransports(t.config),
      mediaStore: t.app.mediaStore,
      mail: mailContextOf(t.config),
      stonePictures: { allowPrivateAddresses: true },
    });
    await runDueJobs({ db: t.database.db, handlers, log });
  }

  const methods = async (prefix: string) =>
    queryRows<SkuGrowthMethodRow>(
      t.database.db,
      sql`select sku, growth_method from stones where sku like ${`${prefix}-%`} order by sku`,
    );

  it('reads the column in any case, reports bad values per row, and imports the rest', async () => {
    const checked = await upload([
      'F-1,Lab Grown,cvd,Oval,1.20,F,VS1,85000',
      'F-2,Lab Grown,HpHt,Oval,1.20,F,VS1,85000',
      'F-3,Lab Grown,,Oval,1.20,F,VS1,85000',
      'F-4,Lab Grown,plasma,Oval,1.20,F,VS1,85000',
      'F-5,Natural,CVD,Oval,1.20,F,VS1,385000',
      'F-6,Natural,,Oval,1.20,F,VS1,385000',
      'F-7,HPHT,,Oval,1.20,F,VS1,85000',
    ]);
    expect(checked).toMatchObject({ added: 5, badRows: 2 });
    const record = (await call('GET', `/api/stone/import/${checked.id}`)).json().data;
    expect(record.problems).toEqual([
      { line: 5, message: 'Growth method: must be CVD, HPHT or unknown' },
      {
        line: 6,
        message:
          'Growth method: only laboratory-grown diamonds have a growth method; leave it empty for natural diamonds and moissanite',
      },
    ]);
    await apply(checked.id);
    expect(await methods('F')).toEqual([
      { sku: 'F-1', growth_method: 'CVD' },
      { sku: 'F-2', growth_method: 'HPHT' },
      { sku: 'F-3', growth_method: 'unknown' },
      { sku: 'F-6', growth_method: null },
      { sku: 'F-7', growth_method: 'HPHT' },
    ]);
    // The same file again changes nothing, a stone without a method included.
    const again = await upload(['F-1,Lab Grown,CVD,Oval,1.20,F,VS1,85000', 'F-3,Lab Grown,,Oval,1.20,F,VS1,85000']);
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
    // A changed method is a change.
    const changed = await upload(['F-1,Lab Grown,HPHT,Oval,1.20,F,VS1,85000']);
    expect(changed).toMatchObject({ changed: 1 });
  });

  it('exports the growth method in its own column', async () => {
    const response = await call('GET', '/api/stone/export?search=F-');
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = lines[0]!.split(',');
    const at = columns.indexOf('Growth method');
    expect(at).toBeGreaterThan(0);
    const bySku = new Map(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')[at]]));
    expect(bySku.get('F-1')).toBe('CVD');
    expect(bySku.get('F-3')).toBe('unknown');
    expect(bySku.get('F-6')).toBe('');
  });
});

describe('what the bag calls a laboratory-grown stone', () => {
  it('names a loose one and a complete piece’s stones as laboratory-grown diamonds', async () => {
    await createStoneAs(t, stoneDraft({ sku: 'GM-BAG', growthMethod: 'CVD' }));
    const piece = await createProductAs(
      t,
      ringDraft({ productName: 'Growth Halo', stoneCategory: 'Lab Grown Diamond', metalAttribute: ['Yellow Gold'] }),
    );
    const customer = await newCustomer(t, 'growth.bag@example.com');
    const add = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shopping-cart?currency=INR',
        headers: { cookie: customer.cookie },
        payload,
      });
    expect((await add({ kind: 'stone', sku: 'GM-BAG' })).statusCode).toBe(200);
    const answer = await add({ kind: 'product', sku: piece.productVarients[0]!.sku, ringSize: '6' });
    expect(answer.statusCode, answer.body).toBe(200);
    const bag = answer.json().data as Bag;
    expect(bag.lines.map((line) => [line.name, line.detail])).toEqual(
      expect.arrayContaining([
        ['1.01 ct Oval laboratory-grown diamond', 'F · VS1 · Excellent'],
        ['Growth Halo', 'Yellow Gold · laboratory-grown diamonds'],
      ]),
    );
    // No other "diamond" in what the shopper reads.
    for (const line of bag.lines) {
      expect(`${line.name} ${line.detail}`.replace(/laboratory-grown diamonds?/gi, '')).not.toMatch(/diamond/i);
    }
  });
});
