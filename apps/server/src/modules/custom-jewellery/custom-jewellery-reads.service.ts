import type {
  CustomJewelleryIdParams,
  CustomJewelleryKind,
  CustomJewelleryListQuery,
  CustomJewelleryRecord,
  CustomJewelleryState,
} from '@facet/contracts/custom-jewellery';
import type { Paged } from '@facet/contracts/envelope';
import type { MediaRecord } from '@facet/contracts/media';
import { mediaPath } from '@facet/contracts/media-sizes';
import { type Database, queryRows } from '@facet/db/client';
import { anyContains, whereAll } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Custom jewellery requests as staff read them (newest first, with their pictures in order),
 * and as a signed-in shopper reads their own (the same records without the staff note).
 */

export const NO_SUCH_REQUEST = 'There is no such custom jewellery request.';

interface RequestRow {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  kind: CustomJewelleryKind;
  metal: string | null;
  stone_preference: string;
  budget_min: string | number;
  budget_max: string | number;
  currency: 'INR' | 'USD';
  ring_size: string | null;
  deadline: Date | string | null;
  description: string;
  user_id: string | null;
  state: CustomJewelleryState;
  quoted_price: string | number | null;
  staff_note: string | null;
  create_date: Date | string;
  update_date: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
// A date column may come back as a Date at midnight UTC or as 'YYYY-MM-DD' depending on the engine.
const day = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const selectRequests = sql`
  select r.id, r.name, r.email, r.phone_number, r.kind, r.metal, r.stone_preference, r.budget_min,
         r.budget_max, r.currency, r.ring_size, r.deadline, r.description, r.user_id, r.state,
         r.quoted_price, r.staff_note, r.create_date, r.update_date
    from custom_jewellery_requests r`;

/** The pictures of these requests, in their order. */
async function picturesOf(db: Database, ids: readonly number[]): Promise<Map<number, MediaRecord[]>> {
  const byRequest = new Map<number, MediaRecord[]>();
  if (ids.length === 0) return byRequest;
  const rows = await queryRows<{ request_id: number; id: string; key: string; width: number; height: number }>(
    db,
    sql`select p.request_id, m.id, m.key, m.width, m.height
          from custom_jewellery_pictures p join media m on m.id = p.media_id
         where p.request_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by p.request_id, p.position`,
  );
  for (const row of rows) {
    const list = byRequest.get(row.request_id) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    byRequest.set(row.request_id, list);
  }
  return byRequest;
}

function toRecord(row: RequestRow, pictures: MediaRecord[], forStaff: boolean): CustomJewelleryRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    kind: row.kind,
    metal: row.metal,
    stonePreference: row.stone_preference,
    budgetMin: Number(row.budget_min),
    budgetMax: Number(row.budget_max),
    currency: row.currency,
    ringSize: row.ring_size,
    deadline: row.deadline === null ? null : day(row.deadline),
    description: row.description,
    pictures,
    fromCustomer: row.user_id !== null,
    state: row.state,
    quotedPrice: row.quoted_price === null ? null : Number(row.quoted_price),
    staffNote: forStaff ? row.staff_note : null,
    createDate: iso(row.create_date),
    updateDate: iso(row.update_date),
  };
}

async function pageOf(
  db: Database,
  where: SQL,
  input: Pick<CustomJewelleryListQuery, 'pageNo' | 'pageSize'>,
  forStaff: boolean,
): Promise<Paged<CustomJewelleryRecord>> {
  const [rows, [total]] = await Promise.all([
    queryRows<RequestRow>(
      db,
      sql`${selectRequests} ${where}
          order by r.create_date desc, r.id desc
          limit ${input.pageSize} offset ${(input.pageNo - 1) * input.pageSize}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from custom_jewellery_requests r ${where}`),
  ]);
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    records: rows.map((row) => toRecord(row, pictures.get(row.id) ?? [], forStaff)),
    totalRecords: Number(total?.n ?? 0),
  };
}

/** GET /api/custom-jewellery (staff): newest first, by state, searched over name, e-mail, description and stones. */
export async function listCustomJewelleryRequests(
  db: Database,
  input: CustomJewelleryListQuery,
): Promise<Paged<CustomJewelleryRecord>> {
  const conditions: SQL[] = [];
  if (input.state !== 'all') conditions.push(sql`r.state = ${input.state}`);
  if (input.search) {
    conditions.push(
      anyContains([sql`r.name`, sql`r.email`, sql`r.description`, sql`r.stone_preference`], input.search),
    );
  }
  const where = whereAll(conditions);
  return pageOf(db, where, input, true);
}

/** GET /api/custom-jewellery/for-customer: the signed-in shopper's own requests, newest first. */
export async function listCustomerCustomJewelleryRequests(
  db: Database,
  input: Pick<CustomJewelleryListQuery, 'pageNo' | 'pageSize'>,
  actor: { userId: string },
): Promise<Paged<CustomJewelleryRecord>> {
  return pageOf(db, sql`where r.user_id = ${actor.userId}`, input, false);
}

/** GET /api/custom-jewellery/{id} (staff). */
export async function getCustomJewelleryRequest(
  db: Database,
  input: CustomJewelleryIdParams,
): Promise<CustomJewelleryRecord> {
  const [row] = await queryRows<RequestRow>(db, sql`${selectRequests} where r.id = ${input.id}`);
  if (!row) throw new AppError('not-found', NO_SUCH_REQUEST);
  const pictures = await picturesOf(db, [row.id]);
  return toRecord(row, pictures.get(row.id) ?? [], true);
}
