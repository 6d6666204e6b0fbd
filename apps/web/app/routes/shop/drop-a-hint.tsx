import { hintEndpoints } from '@facet/contracts/hint-endpoints';
import { HINT_MESSAGE_MAX } from '@facet/contracts/hint-limits';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/drop-a-hint';
import { HintForm, type HintOutcome } from '../../features/hints/hint-form.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { pageMeta } from '../../lib/seo.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';

/*
 * /drop-a-hint?sku=… (decision 046): a signed-in shopper e-mails one piece to a friend. Signed
 * out, the page sends them to sign in and back here. The server holds the day's limits.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Drop a hint', description: 'E-mail a piece to someone.', noindex: true });
}

const skuOf = (request: Request) => new URL(request.url).searchParams.get('sku') ?? '';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const sku = skuOf(request);
  const answer = sku
    ? await apiFor(context).call(productEndpoints.variantPage, {
        params: { sku },
        query: { currency: currencyOfRequest(request) },
      })
    : null;
  if (!answer?.isSuccess) throw data('There is no such piece in the shop.', { status: 404 });
  const { product, variant, currency } = answer.data;
  return {
    piece: { sku: variant.sku, name: product.name, metal: variant.metal, price: variant.price, currency },
    senderName: `${user.firstName} ${user.lastName}`.trim(),
  };
}

export async function action({ request, context }: Route.ActionArgs): Promise<HintOutcome> {
  requireUser(context, request);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const answer = await apiFor(context).call(hintEndpoints.send, {
    body: {
      sku: skuOf(request),
      email: text('email'),
      senderName: text('senderName'),
      message: text('message').slice(0, HINT_MESSAGE_MAX + 1),
      currency: currencyOfRequest(request),
    },
  });
  if (!answer.isSuccess) {
    return { ok: false, message: answer.errorMessages.join(' ') || 'The hint could not be sent; please try again.' };
  }
  return { ok: true, message: `Your hint is on its way to ${answer.data.sentTo}.` };
}

export default function DropAHintPage({ loaderData, actionData }: Route.ComponentProps) {
  const { piece, senderName } = loaderData;
  const sending = useNavigation().state === 'submitting';
  useResultToast(actionData);
  return (
    <article className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <p className="eyebrow">Drop a hint</p>
      <h1 className="mt-2 text-4xl">E-mail this piece to someone</h1>
      <p className="mt-4 text-[15px] text-graphite">
        <Link to={`/product/${encodeURIComponent(piece.sku)}`} className="link-underline text-ink">
          {piece.name}
        </Link>{' '}
        in {piece.metal}. We send its picture, name, price and a link to its page, with your name and message.
      </p>
      <HintForm key={actionData?.ok ? 'sent' : 'form'} senderName={senderName} outcome={actionData} sending={sending} />
    </article>
  );
}
