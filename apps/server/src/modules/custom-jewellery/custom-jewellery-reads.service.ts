import type {
  CustomJewelleryIdParams,
  CustomJewelleryListQuery,
  CustomJewelleryRecord,
} from '@facet/contracts/custom-jewellery';
import type { Paged } from '@facet/contracts/envelope';
import type { MediaRecord } from '@facet/contracts/media';
import { mediaPath } from '@facet/contracts/media-sizes';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import {
  countRequests,
  findRequestRow,
  listRequestPictures,
  listRequestRows,
  type RequestFilter,
  type RequestRow,
} from './custom-jewellery.queries.ts';

/*
 * Custom jewellery requests as staff read them (newest first, with their pictures in order),
 * and as a signed-in shopper reads their own (the same records without the staff note).
 */

export const NO_SUCH_REQUEST = 'There is no such custom jewellery request.';

const iso = (value: Date | string) => new Date(value).toISOString();
// A date column may come back as a Date at midnight UTC or as 'YYYY-MM-DD' depending on the engine.
const day = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The pictures of these requests, in their order. */
async function picturesOf(db: Database, ids: readonly number[]): Promise<Map<number, MediaRecord[]>> {
  const byRequest = new Map<number, MediaRecord[]>();
  if (ids.length === 0) return byRequest;
  const rows = await listRequestPictures(db, ids);
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

function toRecord(row: RequestRow, pictures: MediaRecord[], forStaff: boolean): CustomJewelleryRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    kind: row.kind,
    metal: row.metal,
    stonePreference: row.stonePreference,
    budgetMin: Number(row.budgetMin),
    budgetMax: Number(row.budgetMax),
    currency: row.currency,
    ringSize: row.ringSize,
    deadline: row.deadline === null ? null : day(row.deadline),
    description: row.description,
    pictures,
    fromCustomer: row.userId !== null,
    state: row.state,
    quotedPrice: row.quotedPrice === null ? null : Number(row.quotedPrice),
    staffNote: forStaff ? row.staffNote : null,
    createDate: iso(row.createDate),
    updateDate: iso(row.updateDate),
  };
}

async function pageOf(
  db: Database,
  filter: RequestFilter,
  input: Pick<CustomJewelleryListQuery, 'pageNo' | 'pageSize'>,
  forStaff: boolean,
): Promise<Paged<CustomJewelleryRecord>> {
  const [rows, total] = await Promise.all([listRequestRows(db, filter, input), countRequests(db, filter)]);
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    records: rows.map((row) => toRecord(row, pictures.get(row.id) ?? [], forStaff)),
    totalRecords: total,
  };
}

/** GET /api/custom-jewellery (staff): newest first, by state, searched over name, e-mail, description and stones. */
export async function listCustomJewelleryRequests(
  db: Database,
  input: CustomJewelleryListQuery,
): Promise<Paged<CustomJewelleryRecord>> {
  return pageOf(db, { state: input.state, search: input.search }, input, true);
}

/** GET /api/custom-jewellery/for-customer: the signed-in shopper's own requests, newest first. */
export async function listCustomerCustomJewelleryRequests(
  db: Database,
  input: Pick<CustomJewelleryListQuery, 'pageNo' | 'pageSize'>,
  actor: { userId: string },
): Promise<Paged<CustomJewelleryRecord>> {
  return pageOf(db, { userId: actor.userId }, input, false);
}

/** GET /api/custom-jewellery/{id} (staff). */
export async function getCustomJewelleryRequest(
  db: Database,
  input: CustomJewelleryIdParams,
): Promise<CustomJewelleryRecord> {
  const row = await findRequestRow(db, input.id);
  if (!row) throw new AppError('not-found', NO_SUCH_REQUEST);
  const pictures = await picturesOf(db, [row.id]);
  return toRecord(row, pictures.get(row.id) ?? [], true);
}
