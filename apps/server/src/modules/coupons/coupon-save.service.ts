import type { CouponIdParams, CouponRecord, CreateCouponInput, UpdateCouponInput } from '@facet/contracts/coupons';
import { fromBasisPoints, toBasisPoints } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { COUPON_NOT_FOUND, getCoupon } from './coupon-reads.service.ts';
import {
  type CouponColumns,
  type CouponRow,
  deleteCouponRow,
  endCouponRow,
  insertCoupon,
  lockCouponRow,
  updateCouponRow,
} from './coupons.queries.ts';

/*
 * Discount coupons' back-office changes, each one transaction with its audit entry. Codes are
 * upper case (the contract makes them so), which lets the unique key refuse a duplicate
 * whatever case it was typed in. A coupon that was used keeps its code and is never deleted:
 * shoppers were given that code, and orders will point at it.
 */

function codeTaken(code: string): AppError {
  return new AppError('conflict', `A coupon with the code ${code} already exists.`);
}

/** A duplicate code, whatever case it was typed in, is refused by the unique key. */
function withUniqueCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  return withUniqueKey('discount_coupons_code_unique', () => codeTaken(code), work);
}

function columnsOf(input: CreateCouponInput): CouponColumns {
  return {
    code: input.couponCode,
    description: input.description,
    discount: toBasisPoints(input.discount),
    usageLimit: input.limit,
    oneUsePerCustomer: input.oneUsePerCustomer,
    startDate: input.startDate,
    endDate: input.endDate,
  };
}

/** What the audit log keeps of a coupon, in the terms of its record (not its state, which changes by itself). */
function audited(row: CouponRow) {
  return {
    couponCode: row.code,
    description: row.description,
    discount: fromBasisPoints(row.discount),
    limit: row.usageLimit,
    uses: row.uses,
    startDate: row.startDate,
    endDate: row.endDate,
    oneUsePerCustomer: row.oneUsePerCustomer,
    endedAt: row.endedAt,
  };
}

const timesUsed = (uses: number) => (uses === 1 ? 'once' : `${uses} times`);

async function lockCoupon(tx: Database, id: number): Promise<CouponRow> {
  const row = await lockCouponRow(tx, id);
  if (!row) throw new AppError('not-found', COUPON_NOT_FOUND);
  return row;
}

export async function createCoupon(db: Database, input: CreateCouponInput, actor: Actor): Promise<CouponRecord> {
  const id = await withUniqueCode(input.couponCode, () =>
    db.transaction(async (tx) => {
      const row = await insertCoupon(tx, columnsOf(input), actor.userId);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'coupon.created',
        entityType: 'coupon',
        entityId: String(row.id),
        after: audited(row),
      });
      return row.id;
    }),
  );
  return getCoupon(db, { id });
}

export async function updateCoupon(db: Database, input: UpdateCouponInput, actor: Actor): Promise<CouponRecord> {
  await withUniqueCode(input.couponCode, () =>
    db.transaction(async (tx) => {
      const before = await lockCoupon(tx, input.id);
      if (input.limit < before.uses) {
        throw new AppError(
          'unprocessable',
          `This coupon has already been used ${timesUsed(before.uses)}, so its limit cannot be below ${before.uses}.`,
        );
      }
      if (before.uses > 0 && input.couponCode !== before.code) {
        throw new AppError(
          'unprocessable',
          `This coupon has been used, so its code stays ${before.code}: shoppers were given that code and it must keep working.`,
        );
      }
      const after = await updateCouponRow(tx, input.id, columnsOf(input));
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'coupon.changed',
        entityType: 'coupon',
        entityId: String(input.id),
        before: audited(before),
        after: audited(after),
      });
    }),
  );
  return getCoupon(db, { id: input.id });
}

/** PUT /api/discount-coupon/end/{id}: stops it today, keeping its days and uses for the record. */
export async function endCoupon(db: Database, input: CouponIdParams, actor: Actor): Promise<CouponRecord> {
  await db.transaction(async (tx) => {
    const before = await lockCoupon(tx, input.id);
    if (before.endedAt !== null || before.endDate < shopDateOf(new Date())) {
      throw new AppError('unprocessable', 'This coupon is already over.');
    }
    const after = await endCouponRow(tx, input.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'coupon.ended',
      entityType: 'coupon',
      entityId: String(input.id),
      before: audited(before),
      after: audited(after),
    });
  });
  return getCoupon(db, input);
}

export async function deleteCoupon(db: Database, input: CouponIdParams, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCoupon(tx, input.id);
    if (before.uses > 0) throw new AppError('conflict', 'This coupon has been used; end it instead.');
    await deleteCouponRow(tx, input.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'coupon.deleted',
      entityType: 'coupon',
      entityId: String(input.id),
      before: audited(before),
    });
  });
}
