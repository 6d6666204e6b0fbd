import { verifyEndpoints } from '@facet/contracts/verify-endpoints';
import { Mail } from 'lucide-react';
import { Link, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/verify-email';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireUser } from '../../../lib/guards.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Confirm your e-mail address',
    description: 'Confirm your e-mail address.',
    noindex: true,
  });
}

/** Reachable only while the address is unconfirmed; once it is confirmed, it sends to /account. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (user.emailConfirmed) throw redirect('/account');
  return { email: user.email };
}

export async function action({ context }: Route.ActionArgs) {
  const result = await apiFor(context).call(verifyEndpoints.sendEmailLink);
  return result.isSuccess
    ? { ok: true, message: result.data.message }
    : { ok: false, message: result.errorMessages[0] };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  return (
    <article className="max-w-xl">
      <Mail className="h-8 w-8 text-gold" strokeWidth={1.3} aria-hidden="true" />
      <h1 className="mt-4 text-4xl">Confirm your e-mail address</h1>
      <p className="mt-4 text-[15px] leading-7 text-graphite">
        We sent a link to <strong className="font-medium text-ink">{loaderData.email}</strong>. Open it to confirm your
        address — it works for 24 hours. We need a confirmed address to send your order confirmations.
      </p>
      <div className="mt-6 space-y-4">
        {fetcher.data?.message ? (
          <Notice tone={fetcher.data.ok ? 'success' : 'info'}>{fetcher.data.message}</Notice>
        ) : null}
        <fetcher.Form method="post">
          <button type="submit" className="button-primary" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Sending…' : 'Send me a new link'}
          </button>
        </fetcher.Form>
        <p className="text-sm text-stone">
          Not your address? Change it by writing to us from the{' '}
          <Link to="/contact-us" className="link-underline">
            contact page
          </Link>
          . The link can take a minute to arrive; check your spam folder too.
        </p>
      </div>
    </article>
  );
}
