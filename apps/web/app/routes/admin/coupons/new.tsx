import { shopDateOf } from '@facet/contracts/shop-dates';
import type { Route } from './+types/new';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { CouponForm } from '../../../features/coupons/coupon-form.tsx';
import { saveCoupon } from '../../../features/coupons/coupon-save.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';

export function meta() {
  return [{ title: 'New coupon · Back-office' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'discountCoupon');
  // Today in India, worked out once here so the server's page and the browser's agree.
  return { today: shopDateOf(new Date()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'discountCoupon');
  return saveCoupon(apiFor(context), await request.formData());
}

export const shouldRevalidate = notAfterSave;

export default function NewCoupon({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DetailBreadcrumb listTo="/coupon" listLabel="Coupons">
        New
      </DetailBreadcrumb>
      <PageHeader
        title="New coupon"
        description="A code shoppers type in the bag for a percentage off, on the days you choose, until its uses run out."
      />
      <CouponForm coupon={null} today={loaderData.today} />
    </>
  );
}
