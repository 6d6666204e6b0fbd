import { DEFAULT_HUID_MIN_WEIGHT_MG, type HuidLineFacts, needsHuid } from '@facet/contracts/hallmark';
import type { Database } from '@facet/db/client';
import { listHuidFactRows, listLineHuidRows } from './order-huids.queries.ts';

/*
 * Reading HUIDs (decision 025): the codes recorded for an order's pieces when it shipped, by
 * line, for the order pages, the shipping e-mail and the invoice; and what each line of an order
 * needs, for the move to Shipped. One row per physical piece in `order_line_huids`.
 */

/** One line's recorded HUIDs, piece 1 first. */
export interface LineHuids {
  lineId: number;
  huids: string[];
}

/** A line's HUIDs with how the line is named ("Willow Leaf Ring, Yellow Gold"), for documents. */
export interface NamedLineHuids extends LineHuids {
  line: string;
}

/** The HUIDs recorded on an order, each line named as its documents name it. */
export async function namedHuidsOfOrder(db: Database, orderId: number): Promise<NamedLineHuids[]> {
  const rows = await listLineHuidRows(db, orderId);
  return rows.map((row) => ({ lineId: row.lineId, line: row.line, huids: row.huids }));
}

/**
 * The HUIDs recorded on an order, by line, in the lines' order; lines without any are left out.
 * Invoices read them from here.
 */
export async function huidsOfOrder(db: Database, orderId: number): Promise<LineHuids[]> {
  const rows = await listLineHuidRows(db, orderId);
  return rows.map((row) => ({ lineId: row.lineId, huids: row.huids }));
}

/** A line of an order as the move to Shipped reads it: how it is named, and whether it needs HUIDs. */
export interface HuidNeed {
  lineId: number;
  name: string;
  details: string;
  quantity: number;
  needsHuid: boolean;
}

/** Every line of the order with whether each of its pieces needs a HUID, by the shop's rule now. */
export async function huidNeedsOfOrder(db: Database, orderId: number): Promise<HuidNeed[]> {
  const rows = await listHuidFactRows(db, orderId);
  return rows.map((row) => {
    const facts: HuidLineFacts = {
      kind: row.stoneId === null ? 'product' : 'stone',
      metal: row.metal,
      weightMg: row.weight,
      huidExemptReason: row.huidExemptReason,
    };
    return {
      lineId: row.id,
      name: row.name,
      details: row.details,
      quantity: row.quantity,
      needsHuid: needsHuid(facts, { minWeightMg: row.huidMinWeight ?? DEFAULT_HUID_MIN_WEIGHT_MG }),
    };
  });
}
