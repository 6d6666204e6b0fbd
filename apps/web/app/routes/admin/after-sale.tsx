import { afterSalePolicyEndpoints } from '@facet/contracts/after-sale-policy-endpoints';
import { data } from 'react-router';
import type { Route } from './+types/after-sale';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { AfterSalePolicyForm } from '../../features/after-sale-policy/after-sale-policy-form.tsx';
import { saveAfterSalePolicy } from '../../features/after-sale-policy/after-sale-policy-save.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * The after-sale policy (Admin only): the return window, what may not come back, free resizes,
 * the return pick-up, and the buyback and exchange terms. The storefront's pages and every
 * delivered order show the change at once.
 */

export function meta() {
  return [{ title: 'After-sale policy · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'afterSale');
  const policy = await apiFor(context).call(afterSalePolicyEndpoints.read);
  if (!policy.isSuccess) throw data('Failed to fetch the after-sale policy', { status: policy.statusCode });
  return { policy: policy.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'afterSale');
  return saveAfterSalePolicy(apiFor(context), await request.formData());
}

export default function AfterSalePage({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <>
      <PageHeader
        title="After-sale policy"
        description={`What the shop promises once a piece is delivered; the storefront’s pages and customers’ orders read it. Last changed ${formatDateTime(policy.updateDate)}.`}
      />
      {/* A save starts the form again from what was saved. */}
      <AfterSalePolicyForm key={policy.updateDate} policy={policy} />
    </>
  );
}
