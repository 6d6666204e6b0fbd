import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/return-slip';
import { PrintButton } from '../../../features/orders/print-button.tsx';
import { loadReturnRequest } from '../../../features/returns/return-loaders.server.ts';
import { ReturnSlip } from '../../../features/returns/return-slip.tsx';
import { requireUser } from '../../../lib/guards.server.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-returns/:id/slip: the return slip of one of the customer's requests, a page of its own
 * outside the shop's header and footer, made to be printed and put in the parcel.
 */

export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUser(context, request);
  },
];

export function meta(args: Route.MetaArgs) {
  const request = args.loaderData?.request;
  return pageMeta(args, {
    title: request ? `Return slip ${request.number}` : 'Return slip',
    description: 'The slip to put in your return parcel.',
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(context, request);
  return { request: await loadReturnRequest(context, params.id) };
}

export default function ReturnSlipPage({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  const company = useRootData()?.company;
  return (
    <main id="main" className="mx-auto max-w-3xl bg-white px-5 py-8 sm:px-10 sm:py-12 print:max-w-none print:p-0">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 print:hidden">
        <Link
          to={`/my-returns/${request.id}`}
          className="link-underline inline-flex items-center gap-1.5 text-sm text-graphite"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to {request.number}
        </Link>
        <PrintButton />
      </div>
      <h1 className="sr-only">Return slip {request.number}</h1>
      {company ? <ReturnSlip request={request} company={company} /> : null}
    </main>
  );
}
