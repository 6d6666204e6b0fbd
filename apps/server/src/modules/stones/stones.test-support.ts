import type { Role } from '@facet/contracts/permissions';
import type { StoneCardPage, StoneRecord } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { deleteEveryStone, type StoneDraftPayload } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * What the stone test files share (stone-saving, stone-listing-state, stone-reads): a test app
 * with no stones, calls as a role, a picture uploaded, a stone's draft, the shop's search, and
 * rows counted and set straight in the tables.
 */

/** A test app with every stone deleted: each test adds the stones it counts. */
export async function createStonesTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await deleteEveryStone(t);
  return t;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function as(t: TestApp, role: Role | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: role ? { cookie: await t.cookieFor(role) } : {},
    ...(payload ? { payload } : {}),
  });
}

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  n: string | number;
}

export async function count(t: TestApp, table: 'stones' | 'stone_media' | 'media') {
  const [row] = await queryRows<CountRow>(t.database.db, sql`select count(*) as n from ${sql.raw(table)}`);
  return Number(row!.n);
}

export async function uploadPicture(t: TestApp): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 240, g: 240, b: 250 } } })
    .png()
    .toBuffer();
  const body = multipartFile({ filename: 'stone.png', contentType: 'image/png', data: png });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, cookie: await t.cookieFor('StoneManager') },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

/** The draft of a stored stone: what an untouched editor sends back. */
export function draftOf(stone: StoneRecord): StoneDraftPayload {
  return {
    id: stone.id,
    sku: stone.sku,
    stoneCategory: stone.stoneCategory,
    growthMethod: stone.growthMethod,
    stoneShape: stone.stoneShape,
    carat: stone.carat,
    color: stone.color,
    clarity: stone.clarity,
    cut: stone.cut,
    polish: stone.polish,
    symmetry: stone.symmetry,
    fluorescence: stone.fluorescence,
    length: stone.length,
    width: stone.width,
    depth: stone.depth,
    depthPercent: stone.depthPercent,
    tablePercent: stone.tablePercent,
    certificateLab: stone.certificateLab,
    certificateNumber: stone.certificateNumber,
    certificateUrl: stone.certificateUrl,
    videoUrl: stone.videoUrl,
    price: stone.price,
    productMedias: stone.productMedias.map((m) => m.id),
  };
}

export async function forCustomer(t: TestApp, query = '', currency: 'USD' | 'INR' = 'USD'): Promise<StoneCardPage> {
  const response = await t.app.inject({ url: `/api/stone/for-customer?currency=${currency}&pageSize=60${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StoneCardPage;
}

export async function setState(t: TestApp, id: number, state: string) {
  await t.database.db.execute(sql`update stones set state = ${state} where id = ${id}`);
  t.app.referenceCache.drop();
}

/** Where the stones' id sequence stands: its last value, and whether that value was handed out. */
interface SequenceRow {
  last_value: string | number;
  is_called: boolean;
}

export async function nextStoneId(t: TestApp): Promise<number> {
  const [row] = await queryRows<SequenceRow>(t.database.db, sql`select last_value, is_called from stones_id_seq`);
  return row!.is_called ? Number(row!.last_value) + 1 : Number(row!.last_value);
}
