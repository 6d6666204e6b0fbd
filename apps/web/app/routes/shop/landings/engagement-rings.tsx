import type { Route } from './+types/engagement-rings';
import { LandingPage } from '../../../features/landing/landing-page.tsx';
import { menuItemFor } from '../../../features/navigation/main-menu.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { siteImageUrl } from '../../../components/site-image.tsx';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Engagement Rings',
    description:
      'Design your engagement ring: choose a setting in 18K gold or platinum and a certified natural or lab-grown diamond in any shape.',
    image: siteImageUrl('banner-engagement-rings', 1600),
  });
}

export default function EngagementRings() {
  return (
    <LandingPage
      item={menuItemFor('/engagement-rings')!}
      banner="banner-engagement-rings"
      bannerAlt="Engagement rings with round, oval and emerald-cut diamonds"
      eyebrow="Design your ring"
      title="Engagement Rings"
      intro="Start with a setting or with the diamond. Every ring is made to order in our Mumbai workshop in 18K gold or PT950 platinum, and set by hand."
    />
  );
}
