import type { Route } from './+types/web-manifest';
import { apiFor } from '../lib/api.server.ts';
import { companyEndpoints } from '@facet/contracts/company-endpoints';
import { shopIconSizesAttribute, shopIconSizesFor } from '@facet/artwork/shop-icons';
import { shopIconUrl } from '../components/site-image.tsx';

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
      icons: shopIconSizesFor.installedApp.map((size) => ({
        src: shopIconUrl(size),
        sizes: shopIconSizesAttribute(size),
        type: 'image/png',
      })),
    },
    { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' } },
  );
}
