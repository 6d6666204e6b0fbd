import type { Role } from '@facet/contracts/permissions';
import { feedHeaderLabels } from '@facet/contracts/stone-feed-export';
import { queryRows } from '@facet/db/client';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { runJobs } from '../../testing/jobs.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A stone's stock number and last change, compared as the driver answers them. */
interface StoneChangeRow {
  sku: string;
  update_date: unknown;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feed = [
  'Stock No,Category,Shape,Weight,Colour,Clarity,Cut,Polish,Symmetry,Fluorescence,Length,Width,Depth,Depth %,Table %,Lab,Cert No,Cert Link,Cost,Video',
  'EX-1,Natural,Round,1.01,E,VVS2,Ideal,EX,EX,None,6.45,6.43,3.98,61.8,57,GIA,2141000001,https://gia.example/2141000001.pdf,"4,50,000.50",',
  'EX-2,Lab Grown,Pear,2.5,G,VS2,,VG,G,Faint,10.2,6.1,,,,IGI,LG600000002,,120000,https://video.example/ex-2',
  'EX-3,Moissanite,Cushion,0.75,D,IF,Excellent,,,,,,,,,,,,9999,',
].join('\n');

async function call(method: 'GET' | 'POST', url: string, role: Role = 'StoneManager') {
  return t.app.inject({ method, url, headers: { cookie: await t.cookieFor(role) } });
}

async function upload(data: Buffer | string) {
  const body = multipartFile(
    { filename: 'export.csv', contentType: 'text/csv', data: Buffer.from(data) },
    { mode: 'upsert' },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stone/import',
    headers: { ...body.headers, cookie: await t.cookieFor('StoneManager') },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('exporting stones', () => {
  beforeAll(async () => {
    const checked = await upload(feed);
    expect(checked).toMatchObject({ added: 3, badRows: 0 });
    await call('POST', `/api/stone/import/${checked.id}/apply`);
    await runJobs(t);
  });

  it('streams the filtered stones as an attachment with the import’s columns', async () => {
    const response = await call('GET', '/api/stone/export?search=EX-');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="stones-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...feedHeaderLabels]);
    expect(rows.slice(1)).toEqual([
      [
        'EX-1',
        'Natural Diamond',
        '',
        'Round',
        '1.01',
        'E',
        'VVS2',
        'Ideal',
        'Excellent',
        'Excellent',
        'None',
        '6.45 x 6.43 x 3.98',
        '61.8',
        '57',
        'GIA',
        '2141000001',
        'https://gia.example/2141000001.pdf',
        '450000.5',
        '',
        '',
      ],
      expect.arrayContaining(['EX-2', 'Lab Grown Diamond', 'unknown', 'Pear', '2.50', '10.20 x 6.10']),
      expect.arrayContaining(['EX-3', 'Moissanite', 'Cushion', '0.75', '9999']),
    ]);

    const lab = parse((await call('GET', '/api/stone/export?stoneCategory=Lab%20Grown&search=EX-')).body, {
      bom: true,
    }) as string[][];
    expect(lab.slice(1).map((row) => row[0])).toEqual(['EX-2']);
    const sold = parse((await call('GET', '/api/stone/export?state=sold&search=EX-')).body, { bom: true });
    expect(sold).toHaveLength(1);
  });

  it('round-trips: the exported file imports back with every stone unchanged', async () => {
    const before = await queryRows<StoneChangeRow>(
      t.database.db,
      sql`select sku, update_date from stones order by sku`,
    );
    const exported = (await call('GET', '/api/stone/export')).body;
    const checked = await upload(exported);
    expect(checked).toMatchObject({ added: 0, changed: 0, unchanged: before.length, badRows: 0 });
    await call('POST', `/api/stone/import/${checked.id}/apply`);
    await runJobs(t);
    const done = (await call('GET', `/api/stone/import/${checked.id}`)).json().data;
    expect(done).toMatchObject({ state: 'imported', added: 0, changed: 0, unchanged: before.length });
    expect(
      await queryRows<StoneChangeRow>(t.database.db, sql`select sku, update_date from stones order by sku`),
    ).toEqual(before);
  });

  it('refuses other areas and bad filters', async () => {
    expect((await call('GET', '/api/stone/export', 'JewelleryManager')).statusCode).toBe(403);
    const bad = await call('GET', '/api/stone/export?state=lost');
    expect(bad.statusCode).toBe(400);
  });
});
