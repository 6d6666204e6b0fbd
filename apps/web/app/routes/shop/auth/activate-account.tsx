import { userEndpoints } from '@facet/contracts/user-endpoints';
import type { Route } from './+types/activate-account';
import { submitNewPassword, tokenFrom } from '../../../features/auth/new-password.server.ts';
import { NewPasswordPage } from '../../../features/auth/new-password.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Activate your account',
    description: 'Set your password to activate your staff account.',
    noindex: true,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return tokenFrom(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitNewPassword(request, context, {
    send: (api, input) => api.call(userEndpoints.activate, { body: input }),
    then: '/login?notice=account-activated',
  });
}

export default function ActivateAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewPasswordPage
      token={loaderData.token}
      lastResult={actionData?.result}
      title="Activate your account"
      lead="Welcome to the team. Choose a password of at least 8 characters that you do not use elsewhere."
      submitLabel="Activate my account"
      withoutToken="This page opens from the link in your invitation e-mail. If it has expired, ask an Admin to send you a new one."
    />
  );
}
