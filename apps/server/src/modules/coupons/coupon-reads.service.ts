import { type CouponIdParams, type CouponListQuery, type CouponRecord, couponStateOn } from '@facet/contracts/coupons';
import type { Paged } from '@facet/contracts/envelope';
import { fromBasisPoints } from '@facet/contracts/money';
import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { type CouponRow, findCoupon, listCouponPage } from './coupons.queries.ts';

/*
 * Discount coupons as the Admin reads them: newest first, each with where it stands today in
 * India. A coupon's state is never stored (it changes at midnight by itself); it is worked out
 * on reading, in SQL when the list is filtered by it, by the contracts' couponStateOn otherwise.
 */

export const COUPON_NOT_FOUND = 'There is no such coupon.';

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
  // Codes are stored in upper case, so the start typed in any case is compared in upper case.
  const { rows, total } = await listCouponPage(
    db,
    { codeStart: input.search?.toUpperCase(), state: input.state, today },
    { pageNo: input.pageNo, pageSize: input.pageSize },
  );
  return { records: rows.map((row) => toCouponRecord(row, today)), totalRecords: total };
}

/** GET /api/discount-coupon/{id}. */
export async function getCoupon(db: Database, input: CouponIdParams): Promise<CouponRecord> {
  const row = await findCoupon(db, input.id);
  if (!row) throw new AppError('not-found', COUPON_NOT_FOUND);
  return toCouponRecord(row, shopDateOf(new Date()));
}
