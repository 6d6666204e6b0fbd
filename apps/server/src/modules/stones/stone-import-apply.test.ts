import { queryRows } from '@facet/db/client';
import { auditLog } from '@facet/db/schema/audit-log';
import { jobs } from '@facet/db/schema/jobs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeStaleStoneImports } from './stone-import.service.ts';
import { call, type CountRow, csv, importFile, runJobs, skus, stoneRows, upload } from './stone-import.test-support.ts';

/*
 * Applying a supplier feed (decision 010): the dry run's counts, then the apply job in one
 * transaction — by stock number whatever its case, all or nothing — a checked import cancelled
 * or purged after a day, and a full feed unlisting what it leaves out. Checking a file is
 * stone-import-check.test.ts; its picture links stone-import-pictures.test.ts.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('importing a feed', () => {
  it('dry run counts, then applies the stones in one go with an audit entry', async () => {
    const response = await upload(t, csv(skus('A', 25)));
    expect(response.statusCode, response.body).toBe(201);
    const dryRun = response.json().data;
    expect(dryRun).toMatchObject({ state: 'checked', added: 25, changed: 0, unchanged: 0, badRows: 0, rowsTotal: 25 });
    expect(await stoneRows(t, 'A')).toHaveLength(0);

    const applied = await call(t, 'POST', `/api/stone/import/${dryRun.id}/apply`);
    expect(applied.statusCode).toBe(200);
    // A second click does not apply it twice.
    const again = await call(t, 'POST', `/api/stone/import/${dryRun.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages[0]).toMatch(/being applied already/);
    await runJobs(t);

    const done = (await call(t, 'GET', `/api/stone/import/${dryRun.id}`)).json().data;
    expect(done).toMatchObject({ state: 'imported', added: 25, changed: 0, unchanged: 0, rowsRead: 25, rowsTotal: 25 });
    const rows = await stoneRows(t, 'A');
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ sku: 'A-1', carat: 120, state: 'available' });
    expect(Number(rows[0]!.cost)).toBe(8_500_000);
    const [staged] = await queryRows<CountRow>(
      t.database.db,
      sql`select count(*) as n from stone_import_rows where import_id = ${dryRun.id}`,
    );
    expect(Number(staged!.n)).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(dryRun.id)));
    expect(audit.filter((entry) => entry.action === 'stone.imported')).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ added: 25, changed: 0, fileName: 'feed.csv' });

    const listed = (await call(t, 'GET', '/api/stone/imports')).json().data;
    expect(listed[0]).toMatchObject({ id: dryRun.id, state: 'imported' });
  });

  it('upserts by stock number whatever its case, and the same file twice changes nothing', async () => {
    const first = skus('B', 10);
    await importFile(t, csv(first));
    const before = await stoneRows(t, 'B');

    const same = await importFile(t, csv(first));
    expect(same.dryRun).toMatchObject({ added: 0, changed: 0, unchanged: 10 });
    expect(same.done).toMatchObject({ state: 'imported', added: 0, changed: 0, unchanged: 10 });
    expect(await stoneRows(t, 'B')).toEqual(before);

    const next = [{ sku: 'b-1', price: '90000' }, ...first.slice(1), { sku: 'B-11', color: 'D' }];
    const changed = await importFile(t, csv(next));
    expect(changed.dryRun).toMatchObject({ added: 1, changed: 1, unchanged: 9 });
    expect(changed.done).toMatchObject({ added: 1, changed: 1, unchanged: 9 });
    const after = await stoneRows(t, 'B');
    expect(after).toHaveLength(11);
    const b1 = after.find((row) => row.sku === 'B-1')!;
    expect(Number(b1.cost)).toBe(9_000_000);
    expect(new Date(b1.update_date).getTime()).toBeGreaterThan(new Date(before[0]!.update_date).getTime());
    const untouched = after.find((row) => row.sku === 'B-2')!;
    expect(untouched.update_date).toEqual(before.find((row) => row.sku === 'B-2')!.update_date);
  });

  it('applies nothing when the database refuses one row at apply time (all or nothing)', async () => {
    await importFile(t, csv([{ sku: 'K-1' }, { sku: 'K-2' }, { sku: 'K-9' }]));
    const lines = [{ sku: 'K-1', price: '99000' }, { sku: 'K-2', certificate: 'K-CERT' }, { sku: 'K-3' }];
    const dryRun = (await upload(t, csv(lines))).json().data;
    expect(dryRun).toMatchObject({ added: 1, changed: 2, badRows: 0 });
    // Between the dry run and the apply, another stone takes the certificate.
    await t.database.db.execute(sql`update stones set certificate_lab = 'IGI', certificate_number = 'K-CERT'
                                      where sku = 'K-9'`);
    const before = await stoneRows(t, 'K');
    await call(t, 'POST', `/api/stone/import/${dryRun.id}/apply`);
    await runJobs(t);
    const done = (await call(t, 'GET', `/api/stone/import/${dryRun.id}`)).json().data;
    expect(done.state).toBe('failed');
    expect(done.failure).toBe(
      'Nothing was imported: a certificate in the file now belongs to another stone. Upload the file again to retry.',
    );
    expect(await stoneRows(t, 'K')).toEqual(before);
  });

  it('cancels a checked import: its staged rows go and nothing is applied', async () => {
    const dryRun = (await upload(t, csv(skus('E', 3)))).json().data;
    const cancelled = await call(t, 'POST', `/api/stone/import/${dryRun.id}/cancel`);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect((await call(t, 'POST', `/api/stone/import/${dryRun.id}/apply`)).statusCode).toBe(409);
    expect(await stoneRows(t, 'E')).toHaveLength(0);
    expect((await call(t, 'GET', '/api/stone/import/999999')).statusCode).toBe(404);
  });

  it('cancels imports left checked for a day, removing their staged rows', async () => {
    const dryRun = (await upload(t, csv(skus('P', 3)))).json().data;
    expect(await purgeStaleStoneImports(t.database.db)).toBe(0);
    expect(await purgeStaleStoneImports(t.database.db, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    const after = (await call(t, 'GET', `/api/stone/import/${dryRun.id}`)).json().data;
    expect(after).toMatchObject({ state: 'cancelled', failure: 'Not applied within a day; upload the file again.' });
    const [staged] = await queryRows<CountRow>(
      t.database.db,
      sql`select count(*) as n from stone_import_rows where import_id = ${dryRun.id}`,
    );
    expect(Number(staged!.n)).toBe(0);
  });
});

describe('full feed', () => {
  it('unlists available stones missing from the file, never held or sold ones', async () => {
    await importFile(t, csv(skus('J', 4)));
    await t.database.db.execute(sql`update stones set state = 'on_hold' where sku = 'J-2'`);
    await t.database.db.execute(sql`update stones set state = 'sold' where sku = 'J-3'`);
    const [others] = await queryRows<CountRow>(
      t.database.db,
      sql`select count(*) as n from stones where state = 'available' and sku not like 'J-%'`,
    );
    // The file lists J-1 only: J-4 (available) goes; J-2 (held) and J-3 (sold) stay as they are.
    const { dryRun, done } = await importFile(t, csv([{ sku: 'J-1' }]), 'full_feed');
    expect(dryRun).toMatchObject({ mode: 'full_feed', unchanged: 1, unlisted: 1 + Number(others!.n) });
    expect(done).toMatchObject({ state: 'imported', unlisted: 1 + Number(others!.n) });
    expect((await stoneRows(t, 'J')).map((row) => [row.sku, row.state])).toEqual([
      ['J-1', 'available'],
      ['J-2', 'on_hold'],
      ['J-3', 'sold'],
      ['J-4', 'unlisted'],
    ]);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'stones.apply-import')).limit(1);
    expect(job?.status).toBe('done');
  });
});
