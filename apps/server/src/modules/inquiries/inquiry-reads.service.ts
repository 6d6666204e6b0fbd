import type { Paged } from '@facet/contracts/envelope';
import {
  type InquiryIdParams,
  type InquiryListQuery,
  type InquiryRecord,
  inquiryReference,
} from '@facet/contracts/inquiries';
import { stoneName } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import {
  countInquiries,
  findInquiryRow,
  type InquiryFilter,
  type InquiryRow,
  listInquiryRows,
} from './inquiries.queries.ts';

/*
 * Inquiries as staff read them: newest first, each with the stone or jewellery its SKU named
 * while that still exists (the SKU itself is kept as the shopper's page sent it).
 */

const iso = (value: Date | string) => new Date(value).toISOString();

function toInquiryRecord(row: InquiryRow): InquiryRecord {
  return {
    id: row.id,
    kind: row.kind,
    reference: inquiryReference(row),
    resolveBy: row.resolveBy === null ? null : String(row.resolveBy).slice(0, 10),
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    sku: row.sku,
    stone:
      row.stoneId !== null
        ? {
            id: row.stoneId,
            sku: row.stoneSku!,
            name: stoneName({
              carat: row.stoneCarat! / 100,
              stoneShape: row.stoneShape ?? '',
              stoneCategory: row.stoneCategory ?? '',
            }),
            state: row.stoneState!,
          }
        : null,
    product: row.productId !== null ? { id: row.productId, name: row.productName!, variantSku: row.variantSku! } : null,
    fromCustomer: row.userId !== null,
    state: row.state,
    reply: row.reply,
    answeredBy: row.answeredBy,
    answerDate: row.answerDate === null ? null : iso(row.answerDate),
    createDate: iso(row.createDate),
  };
}

/**
 * GET /api/inquiry: a page of inquiries, newest first, of one state and kind or all, searched
 * over name, e-mail, message and SKU, or found by reference.
 */
export async function listInquiries(db: Database, input: InquiryListQuery): Promise<Paged<InquiryRecord>> {
  const filter: InquiryFilter = { state: input.state, kind: input.kind };
  if (input.search) {
    // A reference people quote (CMP-000042, INQ-42) finds its inquiry; any text is searched as words.
    const reference = /^(CMP|INQ)-0*(\d{1,9})$/i.exec(input.search);
    filter.search = input.search;
    if (reference) {
      filter.reference = {
        id: Number(reference[2]),
        kind: reference[1]!.toUpperCase() === 'CMP' ? 'complaint' : 'question',
      };
    }
  }
  const [rows, total] = await Promise.all([listInquiryRows(db, filter, input), countInquiries(db, filter)]);
  return { records: rows.map(toInquiryRecord), totalRecords: total };
}

/** GET /api/inquiry/{id}. */
export async function getInquiry(db: Database, input: InquiryIdParams): Promise<InquiryRecord> {
  const row = await findInquiryRow(db, input.id);
  if (!row) throw new AppError('not-found', 'There is no such inquiry.');
  return toInquiryRecord(row);
}
