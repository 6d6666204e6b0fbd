import { couponEndpoints } from '@facet/contracts/coupon-endpoints';
import { data } from 'react-router';
import type { Route } from './+types/edit';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { CouponStateBadge } from '../../../features/coupons/coupon-actions.tsx';
import { formatCouponUses } from '../../../features/coupons/coupon-days.ts';
import { CouponForm } from '../../../features/coupons/coupon-form.tsx';
import { saveCoupon } from '../../../features/coupons/coupon-save.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';

const NO_SUCH_COUPON = 'There is no such coupon.';

function couponIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response(NO_SUCH_COUPON, { status: 404 });
  return id;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const code = loaderData?.coupon.couponCode;
  return [{ title: code ? `Edit coupon ${code} · Back-office` : 'Edit coupon · Back-office' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'discountCoupon');
  const id = couponIdOf(params);
  const coupon = await apiFor(context).call(couponEndpoints.one, { params: { id } });
  if (!coupon.isSuccess) {
    if (coupon.statusCode === 404) throw new Response(NO_SUCH_COUPON, { status: 404 });
    throw data('Failed to fetch the coupon', { status: coupon.statusCode });
  }
  return { coupon: coupon.data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireArea(context, request, 'discountCoupon');
  return saveCoupon(apiFor(context), await request.formData(), couponIdOf(params));
}

export const shouldRevalidate = notAfterSave;

export default function EditCoupon({ loaderData }: Route.ComponentProps) {
  const { coupon } = loaderData;
  return (
    <>
      <DetailBreadcrumb listTo="/coupon" listLabel="Coupons">
        <span className="font-mono">{coupon.couponCode}</span> / Edit
      </DetailBreadcrumb>
      <PageHeader
        title={`Edit coupon ${coupon.couponCode}`}
        description={`Uses so far: ${formatCouponUses(coupon.uses, coupon.limit)}.`}
        badge={<CouponStateBadge state={coupon.state} />}
      />
      {/* Another coupon (or the same one after a save) starts a fresh form. */}
      <CouponForm key={`${coupon.id}-${coupon.updateDate}`} coupon={coupon} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
