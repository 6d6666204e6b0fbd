import type { CouponState } from '@facet/contracts/coupons';
import type { Database } from '@facet/db/client';
import { discountCoupons as c } from '@facet/db/schema/coupons';
import { startsWith } from '@facet/db/sql-helpers';
import { type SQL, count, desc, eq, sql } from 'drizzle-orm';

/*
 * The coupons' SQL, every column named through the schema's table (packages/db/src/schema), so
 * that a renamed column fails `npm run typecheck` here rather than a query at run time; the rows'
 * types come from the same table. The services (coupon-*.service.ts) hold the rules, the audit
 * and the refusals.
 */

export type CouponRow = typeof c.$inferSelect;

/** What a coupon is made or changed with. */
export type CouponColumns = Pick<
  typeof c.$inferInsert,
  'code' | 'description' | 'discount' | 'usageLimit' | 'oneUsePerCustomer' | 'startDate' | 'endDate'
>;

/** couponStateOn in SQL, for filtering a page by state: keep the two rules the same. */
function stateOn(today: string): SQL<CouponState> {
  return sql<CouponState>`case
    when ${c.uses} >= ${c.usageLimit} then 'used-up'
    when ${c.endedAt} is not null or ${c.endDate} < ${today}::date then 'expired'
    when ${c.startDate} > ${today}::date then 'scheduled'
    else 'active' end`;
}

export interface CouponFilter {
  /** The start of the code, upper case. */
  codeStart?: string | undefined;
  /** Where the coupons stand on `today`. */
  state?: CouponState | undefined;
  today: string;
}

function whereOf(filter: CouponFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.codeStart) conditions.push(startsWith(sql`${c.code}`, filter.codeStart));
  if (filter.state) conditions.push(sql`${stateOn(filter.today)} = ${filter.state}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** A page of the coupons the filter finds, newest first, and how many it finds in all. */
export async function listCouponPage(
  db: Database,
  filter: CouponFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.createDate), desc(c.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCoupon(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row;
}

/** The coupon, its row locked (for update). */
export async function lockCouponRow(tx: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  return row;
}

export async function insertCoupon(tx: Database, columns: CouponColumns, createdBy: string): Promise<CouponRow> {
  const [row] = await tx
    .insert(c)
    .values({ ...columns, createdBy })
    .returning();
  return row!;
}

export async function updateCouponRow(tx: Database, id: number, columns: CouponColumns): Promise<CouponRow> {
  const [row] = await tx
    .update(c)
    .set({ ...columns, updateDate: sql`now()` })
    .where(eq(c.id, id))
    .returning();
  return row!;
}

/** Ends the coupon now. */
export async function endCouponRow(tx: Database, id: number): Promise<CouponRow> {
  const [row] = await tx
    .update(c)
    .set({ endedAt: sql`now()`, updateDate: sql`now()` })
    .where(eq(c.id, id))
    .returning();
  return row!;
}

export async function deleteCouponRow(tx: Database, id: number): Promise<void> {
  await tx.delete(c).where(eq(c.id, id));
}
