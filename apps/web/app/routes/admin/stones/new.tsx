import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/new';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { StoneForm } from '../../../features/stones/stone-form.tsx';
import { stonePricingOf } from '../../../features/stones/stone-price.ts';
import { saveStone } from '../../../features/stones/stone-save.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { useRootData } from '../../../lib/root-data.ts';

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

/** A successful save goes to the stone's page; nothing here needs loading again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;
}

export default function NewStone() {
  const root = useRootData();
  const rates = root ? stonePricingOf(root.pricing) : null;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone">
        <Link to="/stones" className="link-underline">
          Stones
        </Link>{' '}
        / New
      </nav>
      <PageHeader
        title="New stone"
        description="One physical stone, sold once. It is available in the shop as soon as it is added."
      />
      <StoneForm mode="new" stone={null} rates={rates} />
    </>
  );
}
