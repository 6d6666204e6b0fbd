import { Link, useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';

/** Where the banner would only repeat what the page says. */
const hiddenOn = new Set(['/verify-email', '/verify-phone-number']);

/** Asks a signed-in person whose e-mail is not confirmed to confirm it. */
export function EmailBanner() {
  const user = useRootData()?.user;
  const { pathname } = useLocation();
  if (!user || user.emailConfirmed || hiddenOn.has(pathname)) return null;
  return (
    <div className="border-b border-gold/30 bg-blush" data-testid="email-banner">
      <p className="container-page py-2.5 text-center text-sm text-graphite">
        Please confirm your e-mail address: we sent a link to <strong className="font-medium">{user.email}</strong>.{' '}
        <Link to="/verify-email" className="link-underline font-medium text-ink">
          Confirm now
        </Link>
      </p>
    </div>
  );
}
