import {
  type AttentionItem,
  type AttentionList,
  NEEDS_ATTENTION_ITEMS,
  type NeedsAttention,
} from '@facet/contracts/analytics';
import { type CustomJewelleryKind, customJewelleryKindLabels } from '@facet/contracts/custom-jewellery';
import { inquiryReference } from '@facet/contracts/inquiries';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { type Database, queryRows } from '@facet/db/client';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { inquiries } from '@facet/db/schema/inquiries';
import { orderLines, orders } from '@facet/db/schema/orders';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';

/*
 * GET /api/dashboard/needs-attention: open complaints by their deadline, then four short lists
 * of what waits for someone. Each is one statement: `count(*) over ()` is taken before the
 * limit, so the first rows carry the count of all. Each reads a narrow set (new requests,
 * unanswered inquiries, paid orders, stones on hold), the longest waiting first.
 */

interface WaitingRow {
  id: number;
  since: string | Date;
  total: number;
}

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
    // Open complaints by the day they are to be resolved, the nearest (or most overdue) first.
    queryRows<WaitingRow & { name: string; resolve_by: string; overdue: number }>(
      db,
      sql`select i.id, i.name, i.resolve_by::text as "resolve_by", i.create_date as "since",
                 count(*) over ()::int as "total",
                 (count(*) filter (where i.resolve_by < ${today}::date) over ())::int as "overdue"
            from ${inquiries} i
           where i.kind = 'complaint' and i.state = 'new'
           order by i.resolve_by, i.create_date, i.id
           limit ${NEEDS_ATTENTION_ITEMS}`,
    ),
    queryRows<WaitingRow & { name: string; kind: CustomJewelleryKind }>(
      db,
      sql`select r.id, r.name, r.kind, r.create_date as "since", count(*) over ()::int as "total"
            from ${customJewelleryRequests} r
           where r.state = 'new'
           order by r.create_date, r.id
           limit ${NEEDS_ATTENTION_ITEMS}`,
    ),
    queryRows<WaitingRow & { name: string; sku: string | null }>(
      db,
      sql`select i.id, i.name, i.sku, i.create_date as "since", count(*) over ()::int as "total"
            from ${inquiries} i
           where i.state = 'new' and i.kind = 'question'
           order by i.create_date, i.id
           limit ${NEEDS_ATTENTION_ITEMS}`,
    ),
    queryRows<WaitingRow & { number: string; customer: string }>(
      db,
      sql`select o.id, o.number, u.first_name || ' ' || u.last_name as "customer",
                 coalesce(o.paid_at, o.update_date) as "since", count(*) over ()::int as "total"
            from ${orders} o
            join ${users} u on u.id = o.user_id
           where o.state = 'Paid'
           order by coalesce(o.paid_at, o.update_date), o.id
           limit ${NEEDS_ATTENTION_ITEMS}`,
    ),
    // A stone is on hold for a checkout until its order's hold_until; the reconcile job then
    // cancels the order and frees it. One still on hold after that (the job behind, or no
    // order awaiting payment holding it at all) is stuck: it waits since the hold ran out.
    queryRows<WaitingRow & { sku: string; order_number: string | null }>(
      db,
      sql`select s.id, s.sku, h.order_number, coalesce(h.hold_until, s.update_date) as "since",
                 count(*) over ()::int as "total"
            from ${stones} s
            left join lateral (
                   select max(o.hold_until) as hold_until, max(o.number) as order_number
                     from ${orderLines} l
                     join ${orders} o on o.id = l.order_id
                    where l.stone_id = s.id and o.state = 'PendingPayment'
                 ) h on true
           where s.state = 'on_hold'
             and (h.hold_until is null or h.hold_until <= ${asOf})
           order by coalesce(h.hold_until, s.update_date), s.id
           limit ${NEEDS_ATTENTION_ITEMS}`,
    ),
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
