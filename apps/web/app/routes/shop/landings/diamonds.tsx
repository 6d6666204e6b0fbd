import { Link } from 'react-router';
import type { Route } from './+types/diamonds';
import { LandingPage } from '../../../features/landing/landing-page.tsx';
import { menuItemFor } from '../../../features/navigation/main-menu.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { siteImageUrl } from '../../../components/site-image.tsx';
import { StaticHtml } from '../../../components/static-html.tsx';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Loose Diamonds',
    description:
      'Certified natural and lab-grown diamonds and moissanite in twelve shapes. Compare cut, colour, clarity and carat, then design your ring.',
    image: siteImageUrl('banner-diamonds', 1600),
  });
}

const kinds = [
  {
    title: 'Natural diamonds',
    text: 'Formed over a billion years and mined responsibly under the Kimberley Process. Graded by GIA or IGI.',
  },
  {
    title: 'Laboratory-grown diamonds',
    text: 'Chemically and optically identical to mined diamonds, grown in weeks, and typically 70–80 % less expensive.',
  },
  {
    title: 'Moissanite',
    text: 'Silicon carbide with more fire than diamond and nearly its hardness — brilliant and easy on the budget.',
  },
];

export default function Diamonds() {
  return (
    <LandingPage
      item={menuItemFor('/diamonds')!}
      banner="banner-diamonds"
      bannerAlt="Loose diamonds in round, oval, pear and emerald cuts"
      eyebrow="Loose diamonds"
      title="Diamonds"
      intro="Every diamond we sell is certified, conflict-free and hand-checked by our gemmologists before it is set."
    >
      <StaticHtml as="section" className="border-t border-line bg-white/60 py-16" aria-labelledby="diamond-kinds">
        <div className="container-page">
          <h2 id="diamond-kinds" className="text-3xl sm:text-4xl">
            Natural, lab-grown or moissanite?
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {kinds.map((kind) => (
              <li key={kind.title} className="border-t border-gold pt-5">
                <h3 className="text-2xl">{kind.title}</h3>
                <p className="mt-2 text-sm leading-6 text-stone">{kind.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm text-graphite">
            Not sure which is right for you?{' '}
            <Link to="/buyers-info#conflict-free-diamonds" className="link-underline">
              Read our diamond guide
            </Link>{' '}
            or{' '}
            <Link to="/contact-us" className="link-underline">
              talk to a gemmologist
            </Link>
            .
          </p>
        </div>
      </StaticHtml>
    </LandingPage>
  );
}
