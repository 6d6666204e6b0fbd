import { Award, Gem, HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/about-us';
import { SiteImage, siteImageUrl } from '../../../components/site-image.tsx';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'About us',
    description:
      'A family of goldsmiths from Zaveri Bazaar, Mumbai: how we design and hand-make certified diamond jewellery in our own workshop, and what we stand for.',
    image: siteImageUrl('banner-about', 1600),
  });
}

const values = [
  {
    icon: Gem,
    title: 'Certified stones',
    text: 'Every diamond over 0.30 carat is graded by IGI or GIA, and every stone is checked by our own gemmologists before it is set.',
  },
  {
    icon: Award,
    title: 'Hallmarked metal',
    text: '18K gold hallmarked by a BIS-recognised assaying centre with its own HUID code, and PT950 platinum stamped for purity.',
  },
  {
    icon: HandCoins,
    title: 'Fair prices, sold direct',
    text: 'We make what we sell and sell it ourselves: no wholesalers, no showroom rents, no middlemen between our bench and you.',
  },
];

const makingSteps = [
  {
    title: 'Design and CAD',
    text: 'Our designers draw each piece and model it in CAD to a tenth of a millimetre, so the proportions, the height of the stone and the thickness of every claw are right before any metal is used.',
  },
  {
    title: 'Casting',
    text: 'The model is printed in resin and cast in 18K gold or PT950 platinum by the lost-wax method, the way goldsmiths have cast rings for centuries.',
  },
  {
    title: 'Setting',
    text: 'Our setters, working under a microscope, raise and shape each claw or bead by hand to hold the stones securely and let in as much light as possible.',
  },
  {
    title: 'Polishing',
    text: 'Every surface is filed, sanded and polished by hand, inside and out; white gold is then plated with rhodium for its bright finish.',
  },
  {
    title: 'Quality check',
    text: 'A gemmologist inspects the finished piece under magnification, checks each stone against its certificate, and tests the size, the settings and the finish before it is packed.',
  },
];

export default function AboutUs() {
  const company = useRootData()?.company;
  const businessName = company?.businessName ?? 'Facet';
  const city = company?.address.city ?? 'Mumbai';

  return (
    <InfoPage
      title="About us"
      eyebrow="Our story"
      lead="We are goldsmiths first: designers, gemmologists and karigars who make fine jewellery by hand in our own Mumbai workshop, and sell it directly to you."
    >
      <figure className="not-prose mb-10 overflow-hidden rounded-sm bg-pearl">
        <SiteImage
          name="banner-about"
          format="banner"
          alt="A goldsmith's bench with tools, a ring in progress and loose diamonds"
          sizes="(min-width: 800px) 768px, 100vw"
          className="aspect-[16/7] w-full object-cover"
        />
      </figure>

      <h2>From Zaveri Bazaar</h2>
      <p>
        Our story begins in Zaveri Bazaar, the crowded lanes around the Mumba Devi temple where Mumbai has bought and
        made its jewellery for more than a century. <em>Zaveri</em> means jeweller, and our family has been one for
        generations: goldsmiths who learned the trade at the bench, making bangles, mangalsutras and wedding sets for
        the families of the city.
      </p>
      <p>
        {businessName} grew out of that workshop. We kept the bench and the craftsmanship, and added what a jeweller
        needs today: designers who draw in CAD, gemmologists who grade every stone, and a way to reach people far beyond
        our neighbourhood.
      </p>
      <p>
        Today our designers, gemmologists and karigars — the master craftsmen of Indian jewellery — work under one roof
        in {city}. Every engagement ring, wedding band and pair of earrings we sell is made there, to order, for the
        person who will wear it.
      </p>

      <h2>What we stand for</h2>
      <ul className="not-prose mb-4 grid gap-4 sm:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-sm border border-line bg-white/60 p-5">
            <Icon className="h-6 w-6 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
            <h3 className="!mt-3 !mb-1.5 font-display text-xl text-ink">{title}</h3>
            <p className="!m-0 text-sm leading-6">{text}</p>
          </li>
        ))}
      </ul>

      <h2>How a piece is made</h2>
      <p>
        A ring passes through many pairs of hands on its way to you, and takes two to three weeks from order to
        dispatch.
      </p>
      <ol className="not-prose mb-4 space-y-6 border-l border-line pl-6">
        {makingSteps.map((step, index) => (
          <li key={step.title} className="relative">
            <span
              className="absolute top-[9px] -left-[29.5px] block h-2.5 w-2.5 rotate-45 bg-gold ring-4 ring-ivory"
              aria-hidden="true"
            />
            <h3 className="!m-0 font-display text-xl text-ink">
              <span className="mr-2 text-gold-deep">{String(index + 1).padStart(2, '0')}</span>
              {step.title}
            </h3>
            <p className="!m-0 mt-1">{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        Gold pieces are then hallmarked by a BIS-recognised assaying and hallmarking centre before they travel to you,
        fully insured, with their certificates.
      </p>

      <h2>Responsible sourcing</h2>
      <p>We want you to be as proud of where your jewellery comes from as of how it looks.</p>
      <ul className="space-y-2">
        <li>
          <strong>Natural diamonds</strong> come only from suppliers who comply with the Kimberley Process Certification
          Scheme and the World Diamond Council&apos;s System of Warranties; every invoice we receive carries that
          warranty.
        </li>
        <li>
          <strong>Lab-grown diamonds</strong> are grown in India and certified by IGI. They are real diamonds, with the
          same fire and hardness, and a choice that involves no mining at all. We also offer moissanite.
        </li>
        <li>
          <strong>Gold and platinum</strong> offcuts, filings and polishing dust from our benches are collected and
          refined again, so very little precious metal is ever wasted.
        </li>
      </ul>
      <p>
        Read more about our diamonds and guarantees in the <Link to="/buyers-info">buyer&apos;s guide</Link>.
      </p>

      <div className="not-prose mt-12 rounded-sm bg-blush p-6 sm:p-8">
        <h2 className="!m-0 font-display text-2xl text-ink sm:text-3xl">Find the piece that is yours</h2>
        <p className="mt-2 max-w-xl text-sm leading-6 text-graphite">
          Browse our engagement rings, or talk to us about a diamond, a custom design or a visit to our studio.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/engagement-rings" className="button-primary no-underline">
            Shop engagement rings
          </Link>
          <Link to="/contact-us" className="button-secondary no-underline">
            Contact us
          </Link>
        </div>
      </div>
    </InfoPage>
  );
}
