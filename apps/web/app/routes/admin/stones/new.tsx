import type { Route } from './+types/new';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { StoneForm } from '../../../features/stones/stone-form.tsx';
import { saveStone } from '../../../features/stones/stone-save.server.ts';
import { useStoneRates } from '../../../features/stones/use-stone-rates.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';

export function meta() {
  return [{ title: 'New stone · Back-office' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'stones');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'stones');
  return saveStone(apiFor(context), await request.formData());
}

export const shouldRevalidate = notAfterSave;

export default function NewStone() {
  const rates = useStoneRates();
  return (
    <>
      <DetailBreadcrumb listTo="/stones" listLabel="Stones">
        New
      </DetailBreadcrumb>
      <PageHeader
        title="New stone"
        description="One physical stone, sold once. It is available in the shop as soon as it is added."
      />
      <StoneForm mode="new" stone={null} rates={rates} />
    </>
  );
}
