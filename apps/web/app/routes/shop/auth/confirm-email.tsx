import { verifyEndpoints } from '@facet/contracts/verify-endpoints';
import { Link } from 'react-router';
import type { Route } from './+types/confirm-email';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { AuthCard } from '../../../features/auth/auth-card.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { sessionContext } from '../../../lib/session-context.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Confirm your e-mail address',
    description: 'Confirming your e-mail address.',
    noindex: true,
  });
}

/** The target of the link in the confirmation e-mail: confirms, and says so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const signedIn = context.get(sessionContext) !== null;
  if (!token) return { confirmed: false, message: 'This page opens from the link in our e-mail.', signedIn };
  const result = await apiFor(context).call(verifyEndpoints.confirmEmail, { body: { token } });
  return result.isSuccess
    ? { confirmed: true, message: result.data.message, signedIn }
    : { confirmed: false, message: result.errorMessages[0] ?? 'This link does not work.', signedIn };
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const { confirmed, message, signedIn } = loaderData;
  return (
    <AuthCard title={confirmed ? 'E-mail address confirmed' : 'We could not confirm your e-mail address'}>
      <div className="space-y-6">
        <Notice tone={confirmed ? 'success' : 'info'}>{message}</Notice>
        {confirmed ? (
          <Link to={signedIn ? '/account' : '/login'} className="button-primary w-full">
            {signedIn ? 'Go to my account' : 'Sign in'}
          </Link>
        ) : (
          <Link to={signedIn ? '/verify-email' : '/login?redirectTo=%2Fverify-email'} className="button-primary w-full">
            Send me a new link
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
