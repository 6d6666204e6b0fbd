import { savedSearchEndpoints } from '@facet/contracts/saved-searches-endpoints';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/alerts-unsubscribe';
import { StaticHtml } from '../../components/static-html.tsx';
import { Notice } from '../../components/ui/form-controls.tsx';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /alerts/unsubscribe?search=…&token=…: the link in a saved search's alert e-mail, and its
 * List-Unsubscribe address. Opening it changes nothing (mail scanners open links); the button
 * — or a mail program's one-click POST (List-Unsubscribe=One-Click) to the same address — turns
 * the search's alerts off. No sign-in: the signed link is the permission (decision 039).
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Stop alerts', description: 'Stop a saved search’s alerts.', noindex: true });
}

function linkOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return { search: Number(params.get('search')), token: params.get('token') ?? '' };
}

export function loader({ request }: Route.LoaderArgs) {
  const { search, token } = linkOf(request);
  return { complete: Number.isInteger(search) && search > 0 && token.length > 0 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { search, token } = linkOf(request);
  if (!(Number.isInteger(search) && search > 0 && token)) {
    return data(
      { ok: false, message: 'This link is not complete; use the link from the e-mail as it is.' },
      { status: 400 },
    );
  }
  const result = await apiFor(context).call(savedSearchEndpoints.unsubscribe, { body: { search, token } });
  if (!result.isSuccess) {
    return data(
      { ok: false, message: result.errorMessages[0] ?? 'The alerts could not be stopped.' },
      { status: result.statusCode },
    );
  }
  return data({ ok: true, message: `You will get no more alerts for “${result.data.name}”.` });
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const done = actionData?.ok === true;
  return (
    <AuthCard title={done ? 'Alerts stopped' : 'Stop these alerts?'}>
      <div className="space-y-6">
        {actionData ? (
          <Notice tone={actionData.ok ? 'success' : 'info'}>{actionData.message}</Notice>
        ) : (
          <StaticHtml as="div" className="text-sm leading-6 text-graphite">
            {loaderData.complete
              ? 'We will stop e-mailing you about new stones and lower prices for this saved search. The search stays in your account.'
              : 'This page opens from the link in our alert e-mails.'}
          </StaticHtml>
        )}
        {done || !loaderData.complete ? (
          <Link to="/account#saved-searches" className="button-secondary w-full">
            My saved searches
          </Link>
        ) : (
          <Form method="post">
            <button type="submit" className="button-primary w-full" disabled={navigation.state !== 'idle'}>
              Stop the alerts
            </button>
          </Form>
        )}
      </div>
    </AuthCard>
  );
}
