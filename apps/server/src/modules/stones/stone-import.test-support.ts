import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { stones } from '@facet/db/schema/stones';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { mailContextOf } from '../auth/account-mail.ts';
import { createJobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.runner.ts';
import { createTransports } from '../messages/transports.ts';

/*
 * What the stone import test files share (checking a file, applying it, refused files, picture
 * links): feed CSV files written line by line, the upload and the import's calls as a role, the
 * job run that applies an import, and the stones and staged rows read straight from the tables.
 */

const log = pino({ level: 'silent' });

export const header =
  'Stock #,Type,Shape,Carat,Color,Clarity,Cut,Polish,Sym,Fluor,Measurements,Depth %,Table %,Lab,Certificate #,Price,Image URL';

/** A feed's line: an oval lab-grown stone, 1.20 ct F VS1, ₹85,000, unless said otherwise. */
export interface Line {
  sku: string;
  price?: string;
  carat?: string;
  color?: string;
  certificate?: string;
  image?: string;
}

export function csvLine(line: Line): string {
  return [
    line.sku,
    'Lab Grown',
    'Oval',
    line.carat ?? '1.20',
    line.color ?? 'F',
    'VS1',
    'EX',
    'EX',
    'VG',
    'None',
    '8.10 x 6.00 x 3.70',
    '61.7',
    '58',
    line.certificate ? 'IGI' : '',
    line.certificate ?? '',
    line.price ?? '85000',
    line.image ?? '',
  ].join(',');
}

export function csv(lines: Line[]): Buffer {
  return Buffer.from([header, ...lines.map(csvLine)].join('\r\n') + '\r\n');
}

export function skus(prefix: string, n: number): Line[] {
  return Array.from({ length: n }, (_, i) => ({ sku: `${prefix}-${i + 1}` }));
}

export async function upload(
  t: TestApp,
  data: Buffer,
  options: { mode?: string; role?: Role; filename?: string } = {},
) {
  const body = multipartFile(
    { filename: options.filename ?? 'feed.csv', contentType: 'text/csv', data },
    { mode: options.mode ?? 'upsert' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/stone/import',
    headers: { ...body.headers, cookie: await t.cookieFor(options.role ?? 'StoneManager') },
    payload: body.payload,
  });
}

export async function call(t: TestApp, method: 'GET' | 'POST', url: string, role: Role = 'StoneManager') {
  return t.app.inject({ method, url, headers: { cookie: await t.cookieFor(role) } });
}

export async function runJobs(t: TestApp) {
  const handlers = createJobHandlers({
    transports: createTransports(t.config),
    mediaStore: t.app.mediaStore,
    mail: mailContextOf(t.config),
    stonePictures: { allowPrivateAddresses: true },
  });
  return runDueJobs({ db: t.database.db, handlers, log });
}

/** Uploads, checks the dry run answered, applies and runs the job; returns the finished import. */
export async function importFile(t: TestApp, data: Buffer, mode = 'upsert') {
  const checked = await upload(t, data, { mode });
  expect(checked.statusCode, checked.body).toBe(201);
  const id = checked.json().data.id as number;
  const applied = await call(t, 'POST', `/api/stone/import/${id}/apply`);
  expect(applied.statusCode, applied.body).toBe(200);
  expect(applied.json().data.state).toBe('importing');
  await runJobs(t);
  const done = await call(t, 'GET', `/api/stone/import/${id}`);
  return { dryRun: checked.json().data, done: done.json().data };
}

/** A stone as the import tests compare it, as the driver answers (raw SQL: a bigint may come as text). */
export type ImportedStoneRow = Pick<typeof stones.$inferSelect, 'sku' | 'state' | 'carat'> & {
  cost: string | number;
  update_date: Date | string;
};

/** The stones whose stock number starts with `prefix-`, by stock number. */
export async function stoneRows(t: TestApp, prefix: string) {
  return queryRows<ImportedStoneRow>(
    t.database.db,
    sql`select ${stones.sku}, ${stones.cost}, ${stones.state}, ${stones.updateDate}, ${stones.carat}
          from ${stones} where ${stones.sku} like ${`${prefix}-%`} order by ${stones.sku}`,
  );
}

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
export interface CountRow {
  n: string | number;
}
