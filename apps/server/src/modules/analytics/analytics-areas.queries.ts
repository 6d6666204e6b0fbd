import type { ProductAnalytics } from '@facet/contracts/analytics';
import { type Database, queryRows } from '@facet/db/client';
import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { inquiries } from '@facet/db/schema/inquiries';
import { productMedia, products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * The SQL of the dashboard's area figures (analytics.service.ts), every column named through the
 * schema's tables (packages/db/src/schema), so that a renamed column fails `npm run typecheck`
 * here rather than a query at run time. Counts are Drizzle's `count()` (a number on both
 * engines); the pieces' figures stay one SQL aggregate over products with its subqueries.
 */

/** The customers' counts; "new" since `since`. */
export async function countCustomers(db: Database, since: Date) {
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

/** The staff's counts by role (roles without anyone left out). */
export function countStaffByRole(db: Database) {
  return db
    .select({
      role: users.role,
      total: count(),
      active: count(sql`case when ${users.isActive} then 1 end`),
      awaitingActivation: count(sql`case when not ${users.isAccountActivated} then 1 end`),
    })
    .from(users)
    .where(ne(users.role, 'Customer'))
    .groupBy(users.role);
}

/** The inquiries' counts; "received" since `since`. */
export async function countInquiries(db: Database, since: Date) {
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

/** The custom jewellery requests' counts by state (states without any left out). */
export function countCustomJewelleryByState(db: Database, since: Date) {
  const requests = customJewelleryRequests;
  return db
    .select({
      state: requests.state,
      total: count(),
      receivedLast30Days: count(sql`case when ${requests.createDate} >= ${since} then 1 end`),
    })
    .from(requests)
    .groupBy(requests.state);
}

const p = alias(products, 'p');
const v = alias(productVariants, 'v');
const m = alias(productMedia, 'm');

/**
 * The Jewelleries area's figures, as the contract names them. One pass over the pieces; the
 * picture and variant checks use the primary key of product_media and the combination key of
 * product_variants, both led by the product.
 */
export async function countPieces(db: Database, since: Date): Promise<ProductAnalytics> {
  const [row] = await queryRows<ProductAnalytics>(
    db,
    sql`select count(*)::int as "total",
               count(*) filter (where ${p.isListed})::int as "listed",
               count(*) filter (where not ${p.isListed})::int as "unlisted",
               (select count(*)::int from ${productVariants} ${v} where ${v.isActive}) as "variants",
               count(*) filter (where ${p.createDate} >= ${since})::int as "addedLast30Days",
               count(*) filter (where not exists (select 1 from ${productMedia} ${m} where ${m.productId} = ${p.id}))::int
                 as "withoutPictures",
               count(*) filter (where ${p.isListed} and not exists (
                 select 1 from ${productVariants} ${v} where ${v.productId} = ${p.id} and ${v.isActive}))::int
                 as "listedWithoutVariants",
               count(*) filter (where ${p.discountId} is not null)::int as "discounted"
          from ${products} ${p}`,
  );
  return row!;
}

/** The stones' counts by state; "added" since `since`. */
export async function countStones(db: Database, since: Date) {
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
