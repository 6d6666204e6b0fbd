import type { CouponState } from '@facet/contracts/coupons';
import { ConfirmActionButton, rowActionClasses } from '../../components/back-office/confirm-action-button.tsx';
import { useRowAction, useRowActionResults } from '../../components/back-office/use-row-action.ts';
import type { CouponActionOutcome } from './coupon-actions.server.ts';
import { canEndCoupon, couponBadge } from './coupon-state.ts';

/** A coupon's state (scheduled, active, expired, used up) as a badge. */
export function CouponStateBadge({ state }: { state: CouponState }) {
  const { label, className } = couponBadge(state);
  return <span className={`rounded-full px-2.5 py-1 text-xs whitespace-nowrap ${className}`}>{label}</span>;
}

/** One fetcher for the list's coupon actions: the page hears the answer even when the row is gone. */
const FETCHER_KEY = 'coupon-action:list';

/** The answer to the list's coupon actions, as a toast. */
export function useCouponActionResults() {
  useRowActionResults(FETCHER_KEY);
}

/**
 * End / delete one coupon, each after a confirmation, through the list's action
 * (runCouponAction). Only a coupon that is still to come or running can be ended; one that was
 * used cannot be deleted, and the server says so.
 */
export function CouponActions({ coupon }: { coupon: { id: number; couponCode: string; state: CouponState } }) {
  const { fetcher, busy, busyProps } = useRowAction<CouponActionOutcome>(FETCHER_KEY);
  const submit = (intent: 'end' | 'delete') =>
    fetcher.submit({ intent, id: String(coupon.id), code: coupon.couponCode }, { method: 'post' });
  const style = rowActionClasses('links');
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-busy={busy}>
      {canEndCoupon(coupon.state) ? (
        <ConfirmActionButton
          title={`End coupon ${coupon.couponCode}?`}
          description="Shoppers can no longer use it from now on. It stays in the list as expired and cannot be started again."
          confirmLabel="End it"
          onConfirm={() => void submit('end')}
          busyProps={busyProps}
          className={style.neutral}
          ariaLabel={`End coupon ${coupon.couponCode}`}
        >
          End
        </ConfirmActionButton>
      ) : null}
      <ConfirmActionButton
        title={`Delete coupon ${coupon.couponCode}?`}
        description="It is deleted for good. A coupon that was used cannot be deleted; end it instead."
        confirmLabel="Delete"
        danger
        onConfirm={() => void submit('delete')}
        busyProps={busyProps}
        className={style.danger}
        ariaLabel={`Delete coupon ${coupon.couponCode}`}
      >
        Delete
      </ConfirmActionButton>
    </div>
  );
}
