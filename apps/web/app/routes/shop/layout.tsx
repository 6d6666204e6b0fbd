import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { EmailBanner } from '../../components/layout/email-banner.tsx';
import { PageTransition } from '../../components/layout/page-transition.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../features/navigation/site-header.tsx';
import { WhatsAppButton } from '../../components/layout/whatsapp-button.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { UnexpectedErrorPage } from '../../components/unexpected-error-page.tsx';

/** The storefront: header with the main navigation, footer and the WhatsApp chat button. */
function ShopChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <EmailBanner />
      <main id="main">{children}</main>
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
}

export default function ShopLayout() {
  return (
    <ShopChrome>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </ShopChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 503);
  return <ShopChrome>{notFound ? <NotFoundPage /> : <UnexpectedErrorPage error={error} />}</ShopChrome>;
}
