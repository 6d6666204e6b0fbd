import type { Paged } from '@facet/contracts/envelope';
import {
  type InquiryIdParams,
  type InquiryKind,
  type InquiryListQuery,
  type InquiryRecord,
  inquiryReference,
} from '@facet/contracts/inquiries';
import { stoneName } from '@facet/contracts/stones';
import { type Database, queryRows } from '@facet/db/client';
import { anyContains, whereAll } from '@facet/db/sql-helpers';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Inquiries as staff read them: newest first, each with the stone or jewellery its SKU named
 * while that still exists (the SKU itself is kept as the shopper's page sent it).
 */

interface InquiryRow {
  id: number;
  kind: InquiryKind;
  resolve_by: string | Date | null;
  name: string;
  email: string;
  phone_number: string | null;
  message: string;
  sku: string | null;
  user_id: string | null;
  state: 'new' | 'answered';
  reply: string | null;
  answer_date: Date | string | null;
  create_date: Date | string;
  stone_id: number | null;
  stone_sku: string | null;
  stone_carat: number | null;
  stone_state: string | null;
  stone_shape: string | null;
  stone_category: string | null;
  product_id: number | null;
  product_name: string | null;
  variant_sku: string | null;
  answered_by: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const selectInquiries = sql`
  select i.id, i.kind, i.resolve_by::text as resolve_by, i.name, i.email, i.phone_number, i.message, i.sku, i.user_id, i.state, i.reply,
         i.answer_date, i.create_date,
         s.id as stone_id, s.sku as stone_sku, s.carat as stone_carat, s.state as stone_state,
         sh.name as stone_shape, sc.name as stone_category,
         p.id as product_id, p.name as product_name, v.sku as variant_sku,
         nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') as answered_by
    from inquiries i
    left join stones s on s.id = i.stone_id
    left join stone_shapes sh on sh.id = s.stone_shape_id
    left join stone_categories sc on sc.id = s.stone_category_id
    left join product_variants v on v.id = i.product_variant_id
    left join products p on p.id = v.product_id
    left join users a on a.id = i.answered_by`;

function toInquiryRecord(row: InquiryRow): InquiryRecord {
  return {
    id: row.id,
    kind: row.kind,
    reference: inquiryReference(row),
    resolveBy: row.resolve_by === null ? null : String(row.resolve_by).slice(0, 10),
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    message: row.message,
    sku: row.sku,
    stone:
      row.stone_id !== null
        ? {
            id: row.stone_id,
            sku: row.stone_sku!,
            name: stoneName({
              carat: row.stone_carat! / 100,
              stoneShape: row.stone_shape ?? '',
              stoneCategory: row.stone_category ?? '',
            }),
            state: row.stone_state!,
          }
        : null,
    product:
      row.product_id !== null ? { id: row.product_id, name: row.product_name!, variantSku: row.variant_sku! } : null,
    fromCustomer: row.user_id !== null,
    state: row.state,
    reply: row.reply,
    answeredBy: row.answered_by,
    answerDate: row.answer_date === null ? null : iso(row.answer_date),
    createDate: iso(row.create_date),
  };
}

/**
 * GET /api/inquiry: a page of inquiries, newest first, of one state and kind or all, searched
 * over name, e-mail, message and SKU, or found by reference.
 */
export async function listInquiries(db: Database, input: InquiryListQuery): Promise<Paged<InquiryRecord>> {
  const conditions: SQL[] = [];
  if (input.state !== 'all') conditions.push(sql`i.state = ${input.state}`);
  if (input.kind !== 'all') conditions.push(sql`i.kind = ${input.kind}`);
  if (input.search) {
    // A reference people quote (CMP-000042, INQ-42) finds its inquiry; any text is searched as words.
    const reference = /^(CMP|INQ)-0*(\d{1,9})$/i.exec(input.search);
    const byReference = reference
      ? sql` or (i.id = ${Number(reference[2])} and i.kind = ${reference[1]!.toUpperCase() === 'CMP' ? 'complaint' : 'question'})`
      : sql``;
    conditions.push(
      sql`(${anyContains([sql`i.name`, sql`i.email`, sql`i.message`, sql`i.sku`], input.search)}${byReference})`,
    );
  }
  const where = whereAll(conditions);
  const [rows, [total]] = await Promise.all([
    queryRows<InquiryRow>(
      db,
      sql`${selectInquiries} ${where}
          order by i.create_date desc, i.id desc
          limit ${input.pageSize} offset ${(input.pageNo - 1) * input.pageSize}`,
    ),
    queryRows<{ n: string | number }>(db, sql`select count(*) as n from inquiries i ${where}`),
  ]);
  return { records: rows.map(toInquiryRecord), totalRecords: Number(total?.n ?? 0) };
}

/** GET /api/inquiry/{id}. */
export async function getInquiry(db: Database, input: InquiryIdParams): Promise<InquiryRecord> {
  const [row] = await queryRows<InquiryRow>(db, sql`${selectInquiries} where i.id = ${input.id}`);
  if (!row) throw new AppError('not-found', 'There is no such inquiry.');
  return toInquiryRecord(row);
}
