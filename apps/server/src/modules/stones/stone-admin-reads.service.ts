import { fromMinor } from '@facet/contracts/money';
import { priceStone } from '@facet/contracts/pricing';
import {
  lengthToWidthRatio,
  type StoneIdParams,
  type StoneListQuery,
  type StoneListRecord,
  stoneName,
  type StoneRecord,
} from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { listStoneMedia } from './stone-pictures.service.ts';
import {
  countListedStones,
  findStoneIdsInOrders,
  findWholeStoneById,
  listStoneListRows,
} from './stone-reads.queries.ts';
import { gradingOf, isoDate, measurementsOf, stoneListFilters } from './stone-rows.ts';

/*
 * The back-office's reads of loose stones (Stones area): the list, searched by stock or
 * certificate number, and one stone as staff edit it — any state, with its cost and what it
 * sells at today (its cost through the pricing chain, decision 009) — and which stones are in
 * an order. Carats, millimetres and percentages are stored in hundredths; cost in paise.
 */

const NOT_FOUND = 'There is no such stone.';

/**
 * Which of these stones are in an order (any state): such a stone cannot be deleted, and its
 * stock number cannot change (the order names it).
 */
export async function stonesInOrders(db: Database, stoneIds: readonly number[]): Promise<Set<number>> {
  if (stoneIds.length === 0) return new Set();
  return new Set(await findStoneIdsInOrders(db, stoneIds));
}

/** GET /api/stone/id/{id}: a stone as staff edit it, with its cost and what it sells at today. */
export async function getStoneById(db: Database, input: StoneIdParams): Promise<StoneRecord> {
  const row = await findWholeStoneById(db, input.id);
  if (!row) throw new AppError('not-found', NOT_FOUND);
  const rates = await loadPricingParameters(db);
  const pictures = await listStoneMedia(db, [row.id]);
  const inOrders = await stonesInOrders(db, [row.id]);
  const cost = Number(row.cost);
  const price = priceStone(cost, rates);
  const grading = gradingOf(row);
  return {
    id: row.id,
    sku: row.sku,
    name: stoneName(grading),
    ...grading,
    ...measurementsOf(row),
    lengthToWidthRatio: lengthToWidthRatio(row.length, row.width),
    price: fromMinor(cost),
    sellingPrice: { inr: fromMinor(price.inr.price), usd: fromMinor(price.usd.price) },
    state: row.state,
    isInOrder: inOrders.has(row.id),
    productMedias: pictures.get(row.id) ?? [],
    createDate: isoDate(row.create_date),
    updateDate: isoDate(row.update_date),
  };
}

/** GET /api/stone: the back-office list — every state, searched by stock or certificate number. */
export async function listStones(
  db: Database,
  query: StoneListQuery,
): Promise<{ records: StoneListRecord[]; totalRecords: number }> {
  const where = stoneListFilters(query);
  const rows = await listStoneListRows(db, where, query.sort, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  let totalRecords = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.pageNo > 1) totalRecords = await countListedStones(db, where);
  const rates = await loadPricingParameters(db);
  const pictures = await listStoneMedia(
    db,
    rows.map((row) => row.id),
  );
  return {
    totalRecords,
    records: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      ...gradingOf(row),
      certificateNumber: row.certificate_number,
      price: fromMinor(Number(row.cost)),
      sellingPrice: fromMinor(priceStone(Number(row.cost), rates).inr.price),
      state: row.state,
      image: pictures.get(row.id)?.[0]?.url ?? null,
      updateDate: isoDate(row.update_date),
    })),
  };
}
