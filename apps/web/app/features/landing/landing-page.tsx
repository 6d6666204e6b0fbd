import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteImage } from '../../components/site-image.tsx';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import type { MenuGroup, MenuItem } from '../navigation/main-menu.ts';
import { MenuLinkContent } from '../navigation/menu-link-content.tsx';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * A landing page: a banner, then the link groups of its menu item laid out for
 * browsing — shapes as drawings, metals as swatches, collections as pictures.
 */

export interface LandingPageProps {
  item: MenuItem;
  banner: string;
  bannerAlt: string;
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}

export function LandingPage({ item, banner, bannerAlt, eyebrow, title, intro, children }: LandingPageProps) {
  return (
    <>
      <StaticHtml as="section" className="relative bg-pearl" aria-labelledby="landing-title">
        <SiteImage
          name={banner}
          format="banner"
          alt={bannerAlt}
          sizes="100vw"
          priority
          className="aspect-[16/7] w-full object-cover object-right sm:aspect-[16/6] lg:absolute lg:inset-0 lg:h-full lg:aspect-auto"
        />
        <div className="container-page relative py-10 lg:flex lg:min-h-[420px] lg:items-center">
          <div className="max-w-lg">
            <nav aria-label="Breadcrumb" className="text-xs text-stone">
              <Link to="/" className="hover:text-ink">
                Home
              </Link>{' '}
              / <span aria-current="page">{item.label}</span>
            </nav>
            <p className="eyebrow mt-6">{eyebrow}</p>
            <h1 id="landing-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
              {title}
            </h1>
            <p className="mt-4 text-base leading-7 text-graphite">{intro}</p>
          </div>
        </div>
      </StaticHtml>
      <StaticHtml className="container-page space-y-16 py-16">
        {item.groups.map((group) => (
          <LandingGroup key={group.title} group={group} />
        ))}
      </StaticHtml>
      {children}
    </>
  );
}

function LandingGroup({ group }: { group: MenuGroup }) {
  const id = `group-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const pictured = group.links.every((link) => link.image);
  const shapes = group.links.filter((link) => link.shape);
  const plain = group.links.filter((link) => !link.shape);

  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="border-b border-line pb-3 text-2xl sm:text-3xl">
        {group.title}
      </h2>
      {pictured ? (
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4">
          {group.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="group block">
                <div className="overflow-hidden rounded-sm bg-pearl">
                  <SiteImage
                    name={link.image!}
                    format="tile"
                    alt=""
                    sizes="(min-width: 640px) 25vw, 50vw"
                    className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                </div>
                <span className="mt-3 block font-display text-xl group-hover:text-gold-deep">{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {plain.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-2">
              {plain.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center gap-2 rounded-full border border-line bg-white/60 px-4 py-2 text-sm text-graphite transition-colors hover:border-gold hover:text-ink"
                  >
                    <MenuLinkContent link={link} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {shapes.length > 0 ? (
            <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-6 lg:grid-cols-12">
              {shapes.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex flex-col items-center gap-2 rounded-sm border border-transparent py-3 text-center text-xs text-graphite transition-colors hover:border-line hover:bg-white/60"
                  >
                    <StoneShapeIcon shape={link.shape!} className="h-10 w-10 text-graphite" strokeWidth={1.2} />
                    <span>{link.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
