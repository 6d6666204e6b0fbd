import type { Route } from './+types/wedding-bands';
import { LandingPage } from '../../../features/landing/landing-page.tsx';
import { menuItemFor } from '../../../features/navigation/main-menu.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { siteImageUrl } from '../../../components/site-image.tsx';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Wedding Bands',
    description:
      'Wedding bands for her and for him: classic, pavé, eternity and designer bands in 18K gold and platinum, made to your ring size.',
    image: siteImageUrl('banner-wedding-bands', 1600),
  });
}

export default function WeddingBands() {
  return (
    <LandingPage
      item={menuItemFor('/wedding-bands')!}
      banner="banner-wedding-bands"
      bannerAlt="Plain and diamond wedding bands in gold and platinum"
      eyebrow="For her and for him"
      title="Wedding Bands"
      intro="Polished classics, diamonds all the way around, or something entirely your own — made to your ring size and finished by hand."
    />
  );
}
