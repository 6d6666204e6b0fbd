import type { CustomerAnalytics, MemberAnalytics } from '@facet/contracts/analytics';
import type { InquiryAnalytics } from '@facet/contracts/inquiries';
import type { StoneAnalytics } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { inquiries } from '@facet/db/schema/inquiries';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { count, eq, ne, sql } from 'drizzle-orm';

/** GET /api/analytics/minimal/customer: the dashboard's customer figures. */
export async function customerAnalytics(db: Database): Promise<CustomerAnalytics> {
  const now = new Date();
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${users.isActive} then 1 end`),
      emailConfirmed: count(sql`case when ${users.emailConfirmed} then 1 end`),
      newLast30Days: count(sql`case when ${users.createDate} >= ${since} then 1 end`),
      subscribedToNews: count(sql`case when ${users.sendNewsAndOffer} then 1 end`),
    })
    .from(users)
    .where(eq(users.role, 'Customer'));
  return row!;
}

/** GET /api/analytics/minimal/member: the dashboard's staff figures. */
export async function memberAnalytics(db: Database): Promise<MemberAnalytics> {
  const rows = await db
    .select({
      role: users.role,
      total: count(),
      active: count(sql`case when ${users.isActive} then 1 end`),
      awaitingActivation: count(sql`case when not ${users.isAccountActivated} then 1 end`),
    })
    .from(users)
    .where(ne(users.role, 'Customer'))
    .groupBy(users.role);
  const byRole = { Admin: 0, Manager: 0, StoneManager: 0, JewelleryManager: 0 };
  let total = 0;
  let active = 0;
  let awaitingActivation = 0;
  for (const row of rows) {
    if (row.role !== 'Customer') byRole[row.role] = row.total;
    total += row.total;
    active += row.active;
    awaitingActivation += row.awaitingActivation;
  }
  return { total, active, awaitingActivation, byRole };
}

/** GET /api/analytics/minimal/inquiry: the dashboard's inquiry figures. */
export async function inquiryAnalytics(db: Database): Promise<InquiryAnalytics> {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      total: count(),
      new: count(sql`case when ${inquiries.state} = 'new' then 1 end`),
      answered: count(sql`case when ${inquiries.state} = 'answered' then 1 end`),
      receivedLast30Days: count(sql`case when ${inquiries.createDate} >= ${since} then 1 end`),
    })
    .from(inquiries);
  return row!;
}

/** GET /api/analytics/minimal/stone: the dashboard's stone figures, by state. */
export async function stoneAnalytics(db: Database): Promise<StoneAnalytics> {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      total: count(),
      available: count(sql`case when ${stones.state} = 'available' then 1 end`),
      onHold: count(sql`case when ${stones.state} = 'on_hold' then 1 end`),
      sold: count(sql`case when ${stones.state} = 'sold' then 1 end`),
      unlisted: count(sql`case when ${stones.state} = 'unlisted' then 1 end`),
      addedLast30Days: count(sql`case when ${stones.createDate} >= ${since} then 1 end`),
    })
    .from(stones);
  return row!;
}
