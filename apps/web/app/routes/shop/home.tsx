import { stoneShapes } from '@facet/contracts/lookups';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { Award, Gem, RefreshCcw, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { SiteImage, siteImageUrl } from '../../components/site-image.tsx';
import { StaticHtml } from '../../components/static-html.tsx';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { collectionLink } from '../../features/navigation/main-menu.ts';
import { ProductCard } from '../../features/products/product-card.tsx';
import { RecentlyViewed } from '../../features/recently-viewed/recently-viewed.tsx';
import { daysWords, returnsTitle, useAfterSalePolicy } from '../../lib/after-sale-words.ts';
import { apiFor } from '../../lib/api.server.ts';
import { pageMeta, rootDataOf } from '../../lib/seo.ts';

const NEW_ARRIVALS = 4;

/** The newest pieces, for the "New arrivals" row; the home page stands without them if they fail. */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiFor(context).call(productEndpoints.cardPage, {
    query: { sort: 'newest', pageNo: 1, pageSize: NEW_ARRIVALS },
  });
  return { newArrivals: answer.isSuccess ? answer.data.records : [] };
}

export function meta(args: Route.MetaArgs) {
  const name = rootDataOf(args)?.company.businessName ?? 'Facet';
  return pageMeta(args, {
    title: `${name} — Engagement rings, wedding bands & certified diamonds`,
    exactTitle: true,
    description:
      'Engagement rings, wedding bands and fine jewellery in 18K gold and platinum, set with certified natural and lab-grown diamonds. Made to order in Mumbai, shipped insured worldwide.',
    image: siteImageUrl('hero', 1600),
  });
}

const categories = [
  { label: 'Engagement Rings', to: '/engagement-rings', image: 'category-engagement-rings' },
  { label: 'Wedding Bands', to: '/wedding-bands', image: 'category-wedding-bands' },
  {
    label: 'Earrings',
    to: collectionLink('diamond-earrings', { type: 'Diamond Earring' }),
    image: 'category-earrings',
  },
  {
    label: 'Pendants',
    to: collectionLink('diamond-pendants', { type: 'Diamond Pendant' }),
    image: 'category-pendants',
  },
  { label: 'Necklaces', to: collectionLink('necklaces', { type: 'Necklace' }), image: 'category-necklaces' },
  { label: 'Bracelets', to: collectionLink('tennis', { type: 'Tennis' }), image: 'category-bracelets' },
];

/** Why shop with us; the returns point says the after-sale policy's window, and is left out without one. */
function trustPointsFor(returnDays: number) {
  const returns = returnsTitle({ returnDays });
  return [
    { icon: Gem, title: 'Certified diamonds', text: 'Every centre stone over 0.30 ct comes graded by IGI or GIA.' },
    { icon: Award, title: 'BIS-hallmarked gold', text: '18K gold and PT950 platinum, hallmarked and stamped.' },
    {
      icon: ShieldCheck,
      title: 'Lifetime warranty',
      text: 'Manufacturing defects repaired free, for as long as you wear it.',
    },
    ...(returns
      ? [
          {
            icon: RefreshCcw,
            title: returns,
            text: `Changed your mind? Send it back within ${daysWords(returnDays)} for a full refund.`,
          },
        ]
      : []),
    { icon: Truck, title: 'Insured shipping', text: 'Fully insured, tracked delivery across India and worldwide.' },
  ];
}

const ringSteps = [
  {
    step: '01',
    title: 'Choose a setting',
    text: 'Solitaire, halo, three-stone and more, in gold or platinum.',
    to: collectionLink('engagement-rings', { type: 'Engagement Ring' }),
  },
  {
    step: '02',
    title: 'Choose a diamond',
    text: 'Natural or lab-grown, every shape, certified and conflict-free.',
    to: '/diamonds',
  },
  {
    step: '03',
    title: 'Make it yours',
    text: 'We set it by hand in Mumbai and ship it, insured, in 2–3 weeks.',
    to: '/custom-jewellery',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { newArrivals } = loaderData;
  const trustPoints = trustPointsFor(useAfterSalePolicy().returnDays);
  return (
    <>
      <StaticHtml as="section" className="relative overflow-hidden bg-pearl" aria-labelledby="hero-title">
        <SiteImage
          name="hero"
          format="hero"
          alt="A diamond engagement ring, a wedding band and diamond earrings in gold and platinum"
          sizes="100vw"
          priority
          className="aspect-[16/10] w-full object-cover object-right sm:aspect-[16/9] lg:absolute lg:inset-0 lg:h-full lg:aspect-auto"
        />
        <div className="container-page relative py-10 lg:flex lg:min-h-[560px] lg:items-center lg:py-20">
          <div className="max-w-xl">
            <p className="eyebrow">Fine jewellery · Certified diamonds</p>
            <h1 id="hero-title" className="mt-4 text-4xl leading-[1.05] text-ink sm:text-5xl lg:text-6xl">
              Made to be worn <em className="font-display italic">for a lifetime</em>
            </h1>
            <p className="mt-5 max-w-md text-base leading-7 text-graphite">
              Engagement rings, wedding bands and fine jewellery in 18K gold and platinum, set with natural and
              lab-grown diamonds — crafted to order in our Mumbai workshop.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/engagement-rings" className="button-primary">
                Shop engagement rings
              </Link>
              <Link to="/diamonds" className="button-secondary">
                Explore diamonds
              </Link>
            </div>
          </div>
        </div>
      </StaticHtml>

      <StaticHtml as="section" className="container-page py-20" aria-labelledby="categories-title">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="eyebrow">Collections</p>
            <h2 id="categories-title" className="mt-2 text-3xl sm:text-4xl">
              Shop by category
            </h2>
          </div>
          <Link to="/fine-jewellery" className="link-underline hidden text-sm sm:inline">
            All fine jewellery
          </Link>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.label}>
              <Link to={category.to} className="group block">
                <div className="overflow-hidden rounded-sm bg-pearl">
                  <SiteImage
                    name={category.image}
                    format="tile"
                    alt=""
                    sizes="(min-width: 1024px) 16vw, (min-width: 640px) 30vw, 45vw"
                    className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                </div>
                <span className="mt-3 block text-center font-display text-xl text-ink group-hover:text-gold-deep">
                  {category.label}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </StaticHtml>

      {newArrivals.length > 0 ? (
        <section className="container-page pb-20" aria-labelledby="new-arrivals-title">
          <div className="flex items-end justify-between gap-4">
            <div>
              <p className="eyebrow">Just in</p>
              <h2 id="new-arrivals-title" className="mt-2 text-3xl sm:text-4xl">
                New arrivals
              </h2>
            </div>
            <Link to="/collections/complete-product" className="link-underline text-sm">
              Shop ready to wear
            </Link>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
            {newArrivals.map((card) => (
              <li key={card.id}>
                <ProductCard
                  card={card}
                  headingLevel="h3"
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 48vw"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RecentlyViewed />

      <StaticHtml as="section" className="border-y border-line bg-white/60 py-16" aria-labelledby="shapes-title">
        <div className="container-page">
          <div className="text-center">
            <p className="eyebrow">Loose diamonds</p>
            <h2 id="shapes-title" className="mt-2 text-3xl sm:text-4xl">
              Shop diamonds by shape
            </h2>
          </div>
          <ul className="mt-10 flex snap-x gap-2 overflow-x-auto pb-2 sm:grid sm:grid-cols-6 sm:gap-4 sm:overflow-visible lg:grid-cols-12">
            {stoneShapes.map((shape) => (
              <li key={shape} className="shrink-0 snap-start">
                <Link
                  to={collectionLink('diamonds', { stoneShape: shape })}
                  className="group flex w-20 flex-col items-center gap-2 rounded-sm py-3 text-center sm:w-auto"
                >
                  <StoneShapeIcon
                    shape={shape}
                    className="h-12 w-12 text-graphite transition-colors group-hover:text-gold"
                    strokeWidth={1.2}
                  />
                  <span className="text-xs tracking-wide text-graphite group-hover:text-ink">{shape}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </StaticHtml>

      <StaticHtml as="section" className="container-page py-20" aria-labelledby="design-title">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SiteImage
            name="banner-engagement-rings"
            format="banner"
            alt="Engagement rings in white, yellow and rose gold"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/9] w-full rounded-sm bg-pearl object-cover lg:aspect-[4/3]"
          />
          <div>
            <p className="eyebrow">Design your ring</p>
            <h2 id="design-title" className="mt-2 text-3xl sm:text-4xl">
              A ring as particular as your story
            </h2>
            <ol className="mt-8 space-y-6">
              {ringSteps.map((item) => (
                <li key={item.step} className="flex gap-5">
                  <span className="font-display text-3xl text-gold">{item.step}</span>
                  <div>
                    <Link to={item.to} className="font-display text-xl text-ink hover:text-gold-deep">
                      {item.title}
                    </Link>
                    <p className="mt-1 text-sm leading-6 text-stone">{item.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </StaticHtml>

      <StaticHtml as="section" className="bg-ink py-16 text-ivory" aria-labelledby="trust-title">
        <div className="container-page">
          <h2 id="trust-title" className="sr-only">
            Why shop with us
          </h2>
          <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-5">
            {trustPoints.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon className="h-6 w-6 text-gold" strokeWidth={1.3} aria-hidden="true" />
                <h3 className="mt-4 font-display text-xl">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-ivory/70">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </StaticHtml>

      <StaticHtml as="section" className="container-page py-20" aria-labelledby="custom-title">
        <div className="grid overflow-hidden rounded-sm bg-blush lg:grid-cols-2">
          <div className="flex flex-col justify-center p-8 sm:p-12">
            <p className="eyebrow">Custom jewellery</p>
            <h2 id="custom-title" className="mt-2 text-3xl sm:text-4xl">
              Have something in mind?
            </h2>
            <p className="mt-4 max-w-md text-sm leading-6 text-graphite">
              Bring us a sketch, a photograph or a family stone. Our designers will draw it with you, show you a 3D
              model and make it by hand — usually within four weeks.
            </p>
            <Link to="/custom-jewellery" className="button-primary mt-8 self-start">
              Start a custom design
            </Link>
          </div>
          <SiteImage
            name="category-custom-jewellery"
            format="tile"
            alt="A bespoke pendant and ring on the designer's bench"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] h-full w-full object-cover lg:aspect-auto"
          />
        </div>
      </StaticHtml>
    </>
  );
}
