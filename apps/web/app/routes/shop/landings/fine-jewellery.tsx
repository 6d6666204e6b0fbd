import type { Route } from './+types/fine-jewellery';
import { LandingPage } from '../../../features/landing/landing-page.tsx';
import { menuItemFor } from '../../../features/navigation/main-menu.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { siteImageUrl } from '../../../components/site-image.tsx';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Fine Jewellery',
    description:
      'Diamond earrings, pendants, necklaces, tennis bracelets, bangles, bridal sets and couple bands in 18K gold and platinum.',
    image: siteImageUrl('banner-fine-jewellery', 1600),
  });
}

export default function FineJewellery() {
  return (
    <LandingPage
      item={menuItemFor('/fine-jewellery')!}
      banner="banner-fine-jewellery"
      bannerAlt="Diamond earrings, a pendant and a tennis bracelet"
      eyebrow="Everyday to extraordinary"
      title="Fine Jewellery"
      intro="Earrings, pendants, necklaces and bracelets set with certified diamonds — pieces to wear every day and to pass on."
    />
  );
}
