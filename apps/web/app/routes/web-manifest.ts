import type { Route } from './+types/web-manifest';
import { apiFor } from '../lib/api.server.ts';
import { companyEndpoints } from '@facet/contracts/company-endpoints';

export async function loader({ context }: Route.LoaderArgs) {
  const company = await apiFor(context).call(companyEndpoints.read);
  const name = company.isSuccess ? company.data.businessName : 'Facet';
  return Response.json(
    {
      name,
      short_name: name.split(' ')[0],
      start_url: '/',
      display: 'standalone',
      background_color: '#fbf9f6',
      theme_color: '#fbf9f6',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' } },
  );
}
