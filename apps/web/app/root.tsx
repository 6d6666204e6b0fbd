import { shopIconSizesAttribute, shopIconSizesFor } from '@facet/artwork/shop-icons';
import type { AfterSalePolicy } from '@facet/contracts/after-sale-policy';
import { afterSalePolicyEndpoints } from '@facet/contracts/after-sale-policy-endpoints';
import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import type { CompanyInfo } from '@facet/contracts/company';
import { companyEndpoints } from '@facet/contracts/company-endpoints';
import { pricingParameterEndpoints } from '@facet/contracts/pricing-parameter-endpoints';
import type { PricingParameters } from '@facet/contracts/pricing-parameters';
import { metalEndpoints } from '@facet/contracts/metal-endpoints';
import type { MetalRecord } from '@facet/contracts/metals';
import type { Currency } from '@facet/contracts/money';
import { userEndpoints } from '@facet/contracts/user-endpoints';
import type { CurrentUser } from '@facet/contracts/users';
import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import fontFaces from './fonts/faces.css?url';
import { DiamondLoader } from './components/layout/diamond-loader.tsx';
import { ToastsOnDemand } from './components/layout/toasts-on-demand.tsx';
import { ForbiddenPage } from './components/forbidden-page.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { shopIconUrl } from './components/site-image.tsx';
import { UnexpectedErrorPage } from './components/unexpected-error-page.tsx';
import { apiFor } from './lib/api.server.ts';
import { currencyOfRequest } from './lib/currency.ts';
import { APPLY_KEPT_FACES } from './lib/font-faces.ts';
import { useHydrationSignal } from './lib/hydration-signal.ts';
import { useNonce } from './lib/nonce.tsx';
import { completePendingAdd } from './lib/pending-add.server.ts';
import { requestContext } from './lib/request-context.ts';
import { sessionContext } from './lib/session-context.ts';

export interface RootData {
  user: CurrentUser | null;
  /** The shopper's currency (cookie), for every price on the page. */
  currency: Currency;
  pricing: PricingParameters;
  metals: MetalRecord[];
  company: CompanyInfo;
  /** What the shop promises after delivery: the pages' return days, resizes, buyback terms. */
  afterSale: AfterSalePolicy;
  publicUrl: string;
  /** Pieces and stones in the signed-in customer's bag (the header's badge); null when signed out. */
  bagCount: number | null;
}

const SESSION_COOKIE = 'facet_session=';

/** Who is signed in, once per request, for every loader, action and guard below. */
const loadSession: Route.MiddlewareFunction = async ({ request, context }) => {
  if (!request.headers.get('cookie')?.includes(SESSION_COOKIE)) return;
  const user = await apiFor(context).call(userEndpoints.current);
  context.set(sessionContext, user.isSuccess ? user.data : null);
};

// Then a heart clicked while signed out is kept, once the shopper has signed in (pending-add.server.ts).
export const middleware: Route.MiddlewareFunction[] = [loadSession, completePendingAdd];

/**
 * Session, pricing parameters and metals load with every document; without pricing or metals
 * no price can be shown, so the not-found page answers with 503.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const api = apiFor(context);
  const user = context.get(sessionContext);
  const [pricing, metals, company, afterSale, bag] = await Promise.all([
    api.call(pricingParameterEndpoints.all),
    api.call(metalEndpoints.list),
    api.call(companyEndpoints.read),
    api.call(afterSalePolicyEndpoints.read),
    // Only a signed-in customer has a bag; the badge is left out when it cannot be read.
    user ? api.call(bagEndpoints.count) : null,
  ]);
  if (!pricing.isSuccess) throw data({ message: 'Failed to fetch params data' }, { status: 503 });
  if (!metals.isSuccess) throw data({ message: 'Failed to fetch metal' }, { status: 503 });
  if (!company.isSuccess) throw data({ message: 'Failed to fetch company details' }, { status: 503 });
  if (!afterSale.isSuccess) throw data({ message: 'Failed to fetch the after-sale policy' }, { status: 503 });
  return {
    user,
    currency: currencyOfRequest(request),
    pricing: pricing.data,
    metals: metals.data,
    company: company.data,
    afterSale: afterSale.data,
    publicUrl: context.get(requestContext).publicUrl,
    bagCount: bag?.isSuccess ? bag.data.count : null,
  };
}

/**
 * Pricing and the session change rarely during a visit: reload them after a form post, and
 * after the e-mail confirmation link (the one page that changes the account by being opened).
 */
export function shouldRevalidate({ formMethod, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === '/confirm-email') return true;
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  {
    rel: 'icon',
    href: shopIconUrl(shopIconSizesFor.tab),
    type: 'image/png',
    sizes: shopIconSizesAttribute(shopIconSizesFor.tab),
  },
  { rel: 'apple-touch-icon', href: shopIconUrl(shopIconSizesFor.homeScreen) },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf9f6" />
        {/* The two typefaces, after the first paint or, for a browser that has them, from it (lib/font-faces.ts). */}
        <link rel="stylesheet" href={fontFaces} media="print" data-font-faces="" suppressHydrationWarning />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: APPLY_KEPT_FACES }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useHydrationSignal();
  return (
    <>
      <DiamondLoader />
      <Outlet />
      <ToastsOnDemand />
    </>
  );
}

/** Reached when the root loader fails (503 without pricing) or a layout breaks (500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return <NotFoundPage standalone />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ForbiddenPage message={typeof error.data === 'string' && error.data ? error.data : undefined} />;
  }
  return <UnexpectedErrorPage standalone error={error} />;
}
