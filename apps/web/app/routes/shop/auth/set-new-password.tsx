import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { Link } from 'react-router';
import type { Route } from './+types/set-new-password';
import { submitNewPassword, tokenFrom } from '../../../features/auth/new-password.server.ts';
import { NewPasswordPage } from '../../../features/auth/new-password.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Set a new password',
    description: 'Choose a new password for your account.',
    noindex: true,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return tokenFrom(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitNewPassword(request, context, {
    send: (api, input) => api.call(authEndpoints.setNewPassword, { body: input }),
    then: '/login?notice=password-set',
  });
}

export default function SetNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewPasswordPage
      token={loaderData.token}
      lastResult={actionData?.result}
      title="Set a new password"
      lead="Choose a password of at least 8 characters that you do not use elsewhere."
      submitLabel="Set my new password"
      expiredHelp={{ to: '/forgot-password', label: 'Ask for a new link' }}
      withoutToken={
        <>
          This page opens from the link in our e-mail. If the link has expired,{' '}
          <Link to="/forgot-password" className="link-underline">
            ask for a new one
          </Link>
          .
        </>
      }
    />
  );
}
