import { DEFAULT_HUID_MIN_WEIGHT_MG, type HuidLineFacts, needsHuid } from '@facet/contracts/hallmark';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';

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
  const rows = await queryRows<{ line_id: number; line: string; huids: string[] }>(
    db,
    sql`select ol.id as line_id, ol.name || ', ' || ol.details as line, json_agg(h.huid order by h.piece) as huids
          from order_lines ol join order_line_huids h on h.order_line_id = ol.id
         where ol.order_id = ${orderId}
         group by ol.id, ol.position
         order by ol.position`,
  );
  return rows.map((row) => ({ lineId: row.line_id, line: row.line, huids: row.huids }));
}

/**
 * The HUIDs recorded on an order, by line, in the lines' order; lines without any are left out.
 * Invoices read them from here.
 */
export async function huidsOfOrder(db: Database, orderId: number): Promise<LineHuids[]> {
  const rows = await queryRows<{ line_id: number; huids: string[] }>(
    db,
    sql`select ol.id as line_id, json_agg(h.huid order by h.piece) as huids
          from order_lines ol join order_line_huids h on h.order_line_id = ol.id
         where ol.order_id = ${orderId}
         group by ol.id, ol.position
         order by ol.position`,
  );
  return rows.map((row) => ({ lineId: row.line_id, huids: row.huids }));
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
  const rows = await queryRows<{
    id: number;
    name: string;
    details: string;
    quantity: number;
    stone_id: number | null;
    metal: string | null;
    weight: number | null;
    huid_exempt_reason: string | null;
    huid_min_weight: number | null;
  }>(
    db,
    sql`select ol.id, ol.name, ol.details, ol.quantity, ol.stone_id, m.name as metal, v.weight,
               p.huid_exempt_reason, (select huid_min_weight from pricing_parameters where id = 1) as huid_min_weight
          from order_lines ol
          left join product_variants v on v.id = ol.product_variant_id
          left join metals m on m.id = v.metal_id
          left join products p on p.id = v.product_id
         where ol.order_id = ${orderId}
         order by ol.position`,
  );
  return rows.map((row) => {
    const facts: HuidLineFacts = {
      kind: row.stone_id === null ? 'product' : 'stone',
      metal: row.metal,
      weightMg: row.weight,
      huidExemptReason: row.huid_exempt_reason,
    };
    return {
      lineId: row.id,
      name: row.name,
      details: row.details,
      quantity: row.quantity,
      needsHuid: needsHuid(facts, { minWeightMg: row.huid_min_weight ?? DEFAULT_HUID_MIN_WEIGHT_MG }),
    };
  });
}
