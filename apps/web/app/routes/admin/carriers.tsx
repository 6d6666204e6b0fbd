import { carrierEndpoints } from '@facet/contracts/carrier-endpoints';
import { data } from 'react-router';
import type { Route } from './+types/carriers';
import { PageHeader } from '../../components/back-office/page-header.tsx';
import { changeCarriers } from '../../features/carriers/carrier-actions.server.ts';
import { CarrierForm } from '../../features/carriers/carrier-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { requireArea } from '../../lib/guards.server.ts';

/*
 * Carriers (Admin only): the couriers staff choose from when an order ships, each with its
 * tracking page and the shape of its numbers. Every change is audited.
 */

export function meta() {
  return [{ title: 'Carriers · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'carriers');
  const carriers = await apiFor(context).call(carrierEndpoints.list);
  if (!carriers.isSuccess) throw data('Failed to fetch the carriers', { status: carriers.statusCode });
  return { carriers: carriers.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'carriers');
  return changeCarriers(apiFor(context), await request.formData());
}

export default function CarriersPage({ loaderData }: Route.ComponentProps) {
  const { carriers } = loaderData;
  return (
    <>
      <PageHeader
        title="Carriers"
        description="The couriers an order can ship with. Customers follow the tracking page’s link from their order and the shipping e-mail; a number that does not fit the carrier’s pattern is refused when the order ships."
      />
      <div className="space-y-6">
        {carriers.map((carrier) => (
          <CarrierForm key={`${carrier.id}-${JSON.stringify(carrier)}`} carrier={carrier} />
        ))}
        <CarrierForm carrier={null} />
      </div>
    </>
  );
}
