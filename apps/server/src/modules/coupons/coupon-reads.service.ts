import {
  type CouponIdParams,
  type CouponListQuery,
  type CouponRecord,
  type CouponState,
  couponStateOn,
} from '@facet/contracts/coupons';
import type { Paged } from '@facet/contracts/envelope';
import { fromBasisPoints } from '@facet/contracts/money';
import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Database } from '@facet/db/client';
import { discountCoupons as c } from '@facet/db/schema/coupons';
import { startsWith } from '@facet/db/sql-helpers';
import { type SQL, count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Discount coupons as the Admin reads them: newest first, each with where it stands today in
 * India. A coupon's state is never stored (it changes at midnight by itself); it is worked out
 * on reading, in SQL when the list is filtered by it, by the contracts' couponStateOn otherwise.
 */

export const COUPON_NOT_FOUND = 'There is no such coupon.';

type CouponRow = typeof c.$inferSelect;

/** couponStateOn in SQL, for filtering a page by state: keep the two rules the same. */
function stateOn(today: string): SQL<CouponState> {
  return sql<CouponState>`case
    when ${c.uses} >= ${c.usageLimit} then 'used-up'
    when ${c.endedAt} is not null or ${c.endDate} < ${today}::date then 'expired'
    when ${c.startDate} > ${today}::date then 'scheduled'
    else 'active' end`;
}

function toCouponRecord(row: CouponRow, today: string): CouponRecord {
  const coupon = {
    startDate: row.startDate,
    endDate: row.endDate,
    limit: row.usageLimit,
    uses: row.uses,
    endedAt: row.endedAt === null ? null : row.endedAt.toISOString(),
  };
  return {
    id: row.id,
    couponCode: row.code,
    description: row.description,
    discount: fromBasisPoints(row.discount),
    oneUsePerCustomer: row.oneUsePerCustomer,
    ...coupon,
    state: couponStateOn(coupon, today),
    createDate: row.createDate.toISOString(),
    updateDate: row.updateDate.toISOString(),
  };
}

/** GET /api/discount-coupon: a page of coupons, newest first, by the start of the code and by state. */
export async function listCoupons(db: Database, input: CouponListQuery): Promise<Paged<CouponRecord>> {
  const today = shopDateOf(new Date());
  const conditions: SQL[] = [];
  // Codes are stored in upper case, so the start typed in any case is compared in upper case.
  if (input.search) conditions.push(startsWith(sql`${c.code}`, input.search.toUpperCase()));
  if (input.state) conditions.push(sql`${stateOn(today)} = ${input.state}`);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.createDate), desc(c.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { records: rows.map((row) => toCouponRecord(row, today)), totalRecords: Number(total?.n ?? 0) };
}

/** GET /api/discount-coupon/{id}. */
export async function getCoupon(db: Database, input: CouponIdParams): Promise<CouponRecord> {
  const [row] = await db.select().from(c).where(eq(c.id, input.id));
  if (!row) throw new AppError('not-found', COUPON_NOT_FOUND);
  return toCouponRecord(row, shopDateOf(new Date()));
}
