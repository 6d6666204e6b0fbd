import { isReturnKind, returnKindLabels, returnKinds } from '@facet/contracts/return-states';
import { Link } from 'react-router';
import type { Route } from './+types/return-new';
import { OrderLinePicture } from '../../../features/orders/order-lines-view.tsx';
import { loadOrder } from '../../../features/orders/order-loaders.server.ts';
import { askForReturn } from '../../../features/returns/ask-return.server.ts';
import { loadOrderReturns } from '../../../features/returns/return-loaders.server.ts';
import { ReturnRequestForm } from '../../../features/returns/return-request-form.tsx';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

/*
 * /my-orders/:id/returns/new?line=…&kind=…: asking to return, resize or exchange one item of a
 * delivered order. An item that may have none of them says why, with the way back to the order.
 */

export function meta(args: Route.MetaArgs) {
  const kind = args.loaderData?.kind;
  return pageMeta(args, {
    title: kind ? `${returnKindLabels[kind]} an item` : 'Return an item',
    description: 'Ask to return, resize or exchange an item of your order.',
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(context, request);
  const order = await loadOrder(context, params.id, 'own');
  const url = new URL(request.url);
  const lineId = Number(url.searchParams.get('line'));
  const wanted = url.searchParams.get('kind') ?? 'return';
  const line = order.lines.find((candidate) => candidate.id === lineId);
  const returns = await loadOrderReturns(context, order.id);
  const options = returns?.lines.find((candidate) => candidate.lineId === lineId);
  if (!line || !options) throw new Response(null, { status: 404 });
  const kind = isReturnKind(wanted) ? wanted : 'return';
  return {
    order: { id: order.id, number: order.number, currency: order.currency },
    line,
    options,
    kind,
    pickup: returns?.pickup ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  return askForReturn(context, await request.formData());
}

export default function ReturnNew({ loaderData, actionData }: Route.ComponentProps) {
  const { order, line, options, kind, pickup } = loaderData;
  const offered = options.options[kind].allowed ? kind : returnKinds.find((other) => options.options[other].allowed);
  return (
    <article className="max-w-2xl">
      <nav aria-label="Breadcrumb" className="text-sm text-stone">
        <Link to="/my-orders" className="link-underline">
          My orders
        </Link>{' '}
        /{' '}
        <Link to={`/my-orders/${order.id}`} className="link-underline">
          {order.number}
        </Link>{' '}
        / {returnKindLabels[offered ?? kind]}
      </nav>
      <h1 className="mt-2 text-4xl">{offered ? `${returnKindLabels[offered]} an item` : 'Returns and exchanges'}</h1>
      <div className="mt-6 flex items-center gap-4 rounded-md border border-line bg-white p-4">
        <OrderLinePicture url={line.pictureUrl} stoneShape={line.stoneShape} small={false} />
        <div className="text-sm">
          <p className="font-medium text-ink">{line.name}</p>
          <p className="text-graphite">{line.details}</p>
          {line.ringSize ? <p className="text-graphite">Size US {line.ringSize}</p> : null}
        </div>
      </div>
      <div className="mt-6 rounded-md border border-line bg-white p-5 sm:p-6">
        {offered ? (
          <ReturnRequestForm
            line={line}
            options={options}
            kind={offered}
            currency={order.currency}
            pickup={pickup}
            lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
          />
        ) : (
          <div data-testid="return-not-offered">
            <p className="text-[15px] text-graphite">{reasonOf(options.options[kind])}</p>
            <Link to={`/my-orders/${order.id}`} className="link-underline mt-4 inline-block text-ink">
              Back to order {order.number}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

function reasonOf(option: { allowed: true } | { allowed: false; reason: string }): string {
  return option.allowed ? '' : option.reason;
}
