import {
  type AttentionItem,
  type AttentionList,
  NEEDS_ATTENTION_ITEMS,
  type NeedsAttention,
} from '@facet/contracts/analytics';
import { customJewelleryKindLabels } from '@facet/contracts/custom-jewellery';
import { inquiryReference } from '@facet/contracts/inquiries';
import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Database } from '@facet/db/client';
import {
  listNewCustomJewelleryRequests,
  listOpenComplaints,
  listPaidOrders,
  listStuckStones,
  listUnansweredQuestions,
  type WaitingRow,
} from './needs-attention.queries.ts';

/*
 * GET /api/dashboard/needs-attention: open complaints by their deadline, then four short lists
 * of what waits for someone. Each is one statement: `count(*) over ()` is taken before the
 * limit, so the first rows carry the count of all. Each reads a narrow set (new requests,
 * unanswered inquiries, paid orders, stones on hold), the longest waiting first.
 */

function listOf<T extends WaitingRow>(rows: T[], item: (row: T) => Omit<AttentionItem, 'id' | 'since'>): AttentionList {
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => ({ id: row.id, since: new Date(row.since).toISOString(), ...item(row) })),
  };
}

export async function needsAttention(db: Database): Promise<NeedsAttention> {
  const asOf = new Date();
  const today = shopDateOf(asOf);
  const [complaints, requests, unanswered, paid, held] = await Promise.all([
    listOpenComplaints(db, today, NEEDS_ATTENTION_ITEMS),
    listNewCustomJewelleryRequests(db, NEEDS_ATTENTION_ITEMS),
    listUnansweredQuestions(db, NEEDS_ATTENTION_ITEMS),
    listPaidOrders(db, NEEDS_ATTENTION_ITEMS),
    listStuckStones(db, asOf, NEEDS_ATTENTION_ITEMS),
  ]);
  return {
    asOf: asOf.toISOString(),
    complaints: {
      count: complaints[0]?.total ?? 0,
      overdue: complaints[0]?.overdue ?? 0,
      items: complaints.map((row) => ({
        id: row.id,
        since: new Date(row.since).toISOString(),
        label: `${inquiryReference({ kind: 'complaint', id: row.id })} · ${row.name}`,
        path: `/inquiries/detail/${row.id}`,
        resolveBy: row.resolve_by,
        overdue: row.resolve_by < today,
      })),
    },
    customJewellery: listOf(requests, (row) => ({
      label: `${row.name} · ${customJewelleryKindLabels[row.kind]}`,
      path: `/custom-jewelleries/detail/${row.id}`,
    })),
    inquiries: listOf(unanswered, (row) => ({
      label: row.sku ? `${row.name} · ${row.sku}` : row.name,
      path: `/inquiries/detail/${row.id}`,
    })),
    paidOrders: listOf(paid, (row) => ({ label: `${row.number} · ${row.customer}`, path: `/orders/detail/${row.id}` })),
    heldStones: listOf(held, (row) => ({
      label: row.order_number ? `${row.sku} · ${row.order_number}` : row.sku,
      path: `/stones/detail/${row.id}`,
    })),
  };
}
