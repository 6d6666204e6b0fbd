import type { CustomJewelleryKind } from '@facet/contracts/custom-jewellery';
import { type Database, queryRows } from '@facet/db/client';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { inquiries } from '@facet/db/schema/inquiries';
import { orderLines, orders } from '@facet/db/schema/orders';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * The SQL of the dashboard's "needs attention" lists (needs-attention.service.ts), every column
 * named through the schema's tables, so that a renamed column fails `npm run typecheck` here
 * rather than a query at run time. Each list is one statement: `count(*) over ()` (a window
 * function, hence SQL) is taken before the limit, so the first rows carry the count of all.
 * Each reads a narrow set (new requests, unanswered inquiries, paid orders, stones on hold), the
 * longest waiting first, at most `limit` rows.
 */

const i = alias(inquiries, 'i');
const r = alias(customJewelleryRequests, 'r');
const o = alias(orders, 'o');
const u = alias(users, 'u');
const s = alias(stones, 's');
const l = alias(orderLines, 'l');

/** A row of a waiting list: what waits, since when, and how many wait in all. */
export interface WaitingRow {
  id: number;
  since: string | Date;
  total: number;
}

export interface ComplaintRow extends WaitingRow {
  name: string;
  /** YYYY-MM-DD. */
  resolve_by: string;
  /** How many of all the open complaints are past their day (`today`). */
  overdue: number;
}

/** Open complaints by the day they are to be resolved, the nearest (or most overdue) first. */
export function listOpenComplaints(db: Database, today: string, limit: number): Promise<ComplaintRow[]> {
  return queryRows<ComplaintRow>(
    db,
    sql`select ${i.id}, ${i.name}, ${i.resolveBy}::text as "resolve_by", ${i.createDate} as "since",
               count(*) over ()::int as "total",
               (count(*) filter (where ${i.resolveBy} < ${today}::date) over ())::int as "overdue"
          from ${inquiries} ${i}
         where ${i.kind} = 'complaint' and ${i.state} = 'new'
         order by ${i.resolveBy}, ${i.createDate}, ${i.id}
         limit ${limit}`,
  );
}

export interface NewRequestRow extends WaitingRow {
  name: string;
  kind: CustomJewelleryKind;
}

export function listNewCustomJewelleryRequests(db: Database, limit: number): Promise<NewRequestRow[]> {
  return queryRows<NewRequestRow>(
    db,
    sql`select ${r.id}, ${r.name}, ${r.kind}, ${r.createDate} as "since", count(*) over ()::int as "total"
          from ${customJewelleryRequests} ${r}
         where ${r.state} = 'new'
         order by ${r.createDate}, ${r.id}
         limit ${limit}`,
  );
}

export interface UnansweredQuestionRow extends WaitingRow {
  name: string;
  sku: string | null;
}

export function listUnansweredQuestions(db: Database, limit: number): Promise<UnansweredQuestionRow[]> {
  return queryRows<UnansweredQuestionRow>(
    db,
    sql`select ${i.id}, ${i.name}, ${i.sku}, ${i.createDate} as "since", count(*) over ()::int as "total"
          from ${inquiries} ${i}
         where ${i.state} = 'new' and ${i.kind} = 'question'
         order by ${i.createDate}, ${i.id}
         limit ${limit}`,
  );
}

export interface PaidOrderRow extends WaitingRow {
  number: string;
  customer: string;
}

export function listPaidOrders(db: Database, limit: number): Promise<PaidOrderRow[]> {
  return queryRows<PaidOrderRow>(
    db,
    sql`select ${o.id}, ${o.number}, ${u.firstName} || ' ' || ${u.lastName} as "customer",
               coalesce(${o.paidAt}, ${o.updateDate}) as "since", count(*) over ()::int as "total"
          from ${orders} ${o}
          join ${users} ${u} on ${u.id} = ${o.userId}
         where ${o.state} = 'Paid'
         order by coalesce(${o.paidAt}, ${o.updateDate}), ${o.id}
         limit ${limit}`,
  );
}

export interface StuckStoneRow extends WaitingRow {
  sku: string;
  order_number: string | null;
}

/**
 * A stone is on hold for a checkout until its order's hold_until; the reconcile job then cancels
 * the order and frees it. One still on hold at `asOf` after that (the job behind, or no order
 * awaiting payment holding it at all) is stuck: it waits since the hold ran out.
 */
export function listStuckStones(db: Database, asOf: Date, limit: number): Promise<StuckStoneRow[]> {
  return queryRows<StuckStoneRow>(
    db,
    sql`select ${s.id}, ${s.sku}, h.order_number, coalesce(h.hold_until, ${s.updateDate}) as "since",
               count(*) over ()::int as "total"
          from ${stones} ${s}
          left join lateral (
                 select max(${o.holdUntil}) as hold_until, max(${o.number}) as order_number
                   from ${orderLines} ${l}
                   join ${orders} ${o} on ${o.id} = ${l.orderId}
                  where ${l.stoneId} = ${s.id} and ${o.state} = 'PendingPayment'
               ) h on true
         where ${s.state} = 'on_hold'
           and (h.hold_until is null or h.hold_until <= ${asOf})
         order by coalesce(h.hold_until, ${s.updateDate}), ${s.id}
         limit ${limit}`,
  );
}
