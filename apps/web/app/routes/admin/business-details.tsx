import { businessDetailsEndpoints } from '@facet/contracts/business-details-endpoints';
import { data } from 'react-router';
import type { Route } from './+types/business-details';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { BusinessDetailsForm } from '../../features/business-details/business-details-form.tsx';
import { saveBusinessDetails } from '../../features/business-details/business-details-save.server.ts';
import { apiFor } from '../../lib/api.server.ts';
import { formatDateTime } from '../../lib/format.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Business details (Admin only): who the seller is — legal and trade name, registered address,
 * GSTIN and LUT, customer care and the grievance officer. The contact and terms pages show them
 * at once after a save; invoices print them.
 */

export function meta() {
  return [{ title: 'Business details · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'businessDetails');
  const details = await apiFor(context).call(businessDetailsEndpoints.read);
  if (!details.isSuccess) throw data('Failed to fetch the business details', { status: details.statusCode });
  return { details: details.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'businessDetails');
  return saveBusinessDetails(apiFor(context), await request.formData());
}

export default function BusinessDetailsPage({ loaderData }: Route.ComponentProps) {
  const { details } = loaderData;
  return (
    <>
      <PageHeader
        title="Business details"
        description={`Shown on the contact and terms pages and printed on invoices. Please confirm the legal details with the shop’s accountant before saving. Last changed ${formatDateTime(details.updateDate)}.`}
      />
      {/* A save starts the form again from what was saved. */}
      <BusinessDetailsForm key={details.updateDate} details={details} />
    </>
  );
}
