import { stoneKindPlural, stoneKindWithGrowth } from '@facet/contracts/stone-kinds';
import type { ProductMediaRecord } from '@facet/contracts/media';
import type { GoneStone } from '@facet/contracts/gone-pages';
import type { StonePriceHistory } from '@facet/contracts/price-history';
import { priceHistoryEndpoints } from '@facet/contracts/price-history-endpoints';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import type { StoneDetail } from '@facet/contracts/stones';
import { type LucideIcon, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Link, type MetaDescriptor, redirect } from 'react-router';
import type { Route } from './+types/stone';
import { LoadFailedPage } from '../../components/load-failed-page.tsx';
import { RelatedSection, relatedCardSizes } from '../../components/related-section.tsx';
import { AddToBagForm } from '../../features/bag/add-to-bag-form.tsx';
import { JsonLdScript } from '../../components/json-ld-script.tsx';
import { RecentlyViewed } from '../../features/recently-viewed/recently-viewed.tsx';
import { ProductGallery } from '../../features/products/product-gallery.tsx';
import { ProductPrice } from '../../features/products/product-price.tsx';
import { AddToSettingButton } from '../../features/ring-builder/add-to-setting-button.tsx';
import { BuilderBar } from '../../features/ring-builder/builder-bar.tsx';
import { usePair } from '../../features/ring-builder/pair-storage.ts';
import { SelectStoneButton } from '../../features/ring-builder/select-stone-button.tsx';
import { AskButton } from '../../features/stones-shop/ask-button.tsx';
import { CompareToggle } from '../../features/stones-shop/compare-toggle.tsx';
import { CompareTray } from '../../features/stones-shop/compare-tray.tsx';
import { StoneCard } from '../../features/stones-shop/stone-card.tsx';
import { describeStone, gradingLine } from '../../features/stones-shop/stone-facts.ts';
import { buildStoneJsonLd } from '../../features/stones-shop/stone-json-ld.ts';
import { isWished, type WishedSkus } from '../../features/wish-list/wished-skus.ts';
import { readWishedSkus } from '../../features/wish-list/wished-skus.server.ts';
import { WishHeart } from '../../features/wish-list/wish-heart.tsx';
import { StonePicture } from '../../features/stones-shop/stone-picture.tsx';
import { sameKindHref } from '../../features/stones-shop/stone-query.ts';
import { GoneStonePage } from '../../features/stones-shop/gone-stone-page.tsx';
import { StoneBreadcrumb } from '../../features/stones-shop/stone-breadcrumb.tsx';
import { StoneTrustPoints } from '../../features/stones-shop/stone-trust-points.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { useRootData } from '../../lib/root-data.ts';
import { goneOf } from '../../lib/gone-answer.ts';
import { pageMeta, productPageMeta } from '../../lib/seo.ts';
import { StaticHtml } from '../../components/static-html.tsx';
import { StoneFactSections } from '../../features/stones-shop/stone-fact-sections.tsx';
import { StonePriceHistorySection } from '../../features/price-history/price-history-sections.tsx';

/*
 * A stone page, /stone/{sku}: one loose stone — its pictures or the drawing of its shape, every
 * grade, its measurements, certificate and price with the breakdown — with the ways on:
 * ask about it, set it in a ring (the ring builder), compare it, or look at similar stones.
 * A sold stone, and an unlisted one (for anyone but Stones staff, who see its page), is a gone
 * page: answered 410 so search engines drop it, saying it is no longer available and showing the
 * closest available stones. An unknown stock number is the not-found page (404).
 */

const FAILED_MESSAGE = 'Failed to fetch stone detail';

/** The inquiry form (features/inquiries), loaded when "Ask about this stone" is first used. */
const InquiryForm = onDemand(() =>
  import('../../features/inquiries/inquiry-form.tsx').then((module) => module.InquiryForm),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const currency = currencyOfRequest(request);
  const api = apiFor(context);
  const [answer, wished, history] = await Promise.all([
    api.call(stoneEndpoints.stonePage, { params: { sku: params.sku }, query: { currency } }),
    readWishedSkus(context),
    api.call(priceHistoryEndpoints.stone, { params: { sku: params.sku }, query: { currency } }),
  ]);
  const onePlace = (sku: string) => {
    // Stock numbers are found whatever their case; the page lives at the one spelling.
    if (sku !== params.sku) throw redirect(`/stone/${encodeURIComponent(sku)}`, { status: 301 });
  };
  if (!answer.isSuccess) {
    // Sold or unlisted: search engines drop the page, shoppers see the closest stones.
    const gone = goneOf<GoneStone>(answer, 'stone');
    if (gone) {
      onePlace(gone.stone.sku);
      return data({ detail: null, gone, wished, history: null }, { status: 410 });
    }
    // An unknown stone, or one too long to be a stock number, is not found.
    if (answer.statusCode === 404 || answer.statusCode === 400) throw data(null, { status: 404 });
    return data({ detail: null, gone: null, wished: null, history: null }, { status: 503 });
  }
  onePlace(answer.data.sku);
  // The page shows without its price history when that cannot be read.
  return data({ detail: answer.data, gone: null, wished, history: history.isSuccess ? history.data : null });
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const { detail, gone } = args.loaderData ?? {};
  if (gone) {
    // Not indexed, and no canonical address: there is no page this one stands for.
    return pageMeta(args, {
      title: `${gone.stone.name} — no longer available`,
      description: `The ${gone.stone.name} (${gone.stone.sku}) is no longer available. See the closest stones we have.`,
      image: gone.stone.image?.url,
      noindex: true,
      canonical: false,
    });
  }
  if (!detail) return [{ title: 'Something went wrong' }, { name: 'robots', content: 'noindex' }];
  return productPageMeta(
    { ...args, location: { pathname: `/stone/${encodeURIComponent(detail.sku)}` } },
    {
      title: `${detail.name}, ${detail.color} ${detail.clarity}`,
      description: describeStone(detail),
      image: detail.productMedias[0]?.url ?? detail.image?.url,
    },
    detail,
  );
}

export default function StonePage({ loaderData }: Route.ComponentProps) {
  const { detail, gone, wished, history } = loaderData;
  if (gone) {
    return (
      <>
        <GoneStonePage gone={gone} wished={wished} />
        <CompareTray />
      </>
    );
  }
  if (!detail) return <LoadFailedPage title="We could not load this stone" toastMessage={FAILED_MESSAGE} />;
  return (
    <>
      <StoneView stone={detail} wished={wished} history={history} />
      <StructuredData stone={detail} />
      <CompareTray />
    </>
  );
}

function StructuredData({ stone }: { stone: StoneDetail }) {
  const root = useRootData();
  return (
    <JsonLdScript
      build={() =>
        buildStoneJsonLd(stone, {
          origin: root?.publicUrl ?? '',
          businessName: root?.company.businessName ?? 'Facet',
        })
      }
    />
  );
}

/** A link to the video, which opens on another site in a new tab. */
function OutsideLink({
  href,
  icon: Icon,
  testId,
  children,
}: {
  href: string;
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 text-ink"
        data-testid={testId}
      >
        <Icon className="h-4 w-4 text-gold" strokeWidth={1.4} aria-hidden="true" />
        <span className="link-underline">{children}</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

/** The photographs in the gallery of the product pages, or the drawing of the shape. */
function StonePictures({ stone }: { stone: StoneDetail }) {
  if (stone.productMedias.length === 0) {
    return (
      <div className="aspect-square overflow-hidden rounded-sm bg-pearl" data-testid="stone-drawing">
        <StonePicture picture={null} stoneShape={stone.stoneShape} alt={stone.name} sizes="50vw" />
      </div>
    );
  }
  // The gallery takes product pictures; a stone's pictures have no metal colour or shape of their own.
  const pictures: ProductMediaRecord[] = stone.productMedias.map((picture, position) => ({
    ...picture,
    mediaCategory: 'White',
    centerStoneShape: null,
    position,
  }));
  return <ProductGallery pictures={pictures} alt={stone.name} />;
}

function StoneView({
  stone,
  wished,
  history,
}: {
  stone: StoneDetail;
  wished: WishedSkus | null;
  history: StonePriceHistory | null;
}) {
  const pair = usePair();
  return (
    <>
      <BuilderBar step="stone" />
      <div className="container-page pt-5 pb-20 sm:pt-8">
        <StaticHtml>
          <StoneBreadcrumb stone={stone} />
        </StaticHtml>
        <div className="mt-5 grid gap-8 sm:mt-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14 xl:gap-20">
          <div className="lg:sticky lg:top-[calc(var(--sticky-header-height)+1.5rem)] lg:self-start">
            <StonePictures stone={stone} />
          </div>

          <div>
            <p className="eyebrow" data-testid="stone-kind">
              {stoneKindWithGrowth(stone.stoneCategory, stone.growthMethod)}
            </p>
            <div className="mt-3 flex items-start justify-between gap-4">
              <h1 className="text-4xl leading-tight text-ink sm:text-[2.75rem]">{stone.name}</h1>
              <WishHeart
                kind="stone"
                sku={stone.sku}
                name={stone.name}
                wished={isWished(wished, 'stone', stone.sku)}
                look="page"
                className="shrink-0 sm:mt-1"
              />
            </div>
            <p className="mt-2 text-sm text-stone">{gradingLine(stone)}</p>
            <div className="mt-5" data-testid="stone-price">
              <ProductPrice price={stone.price} listPrice={stone.listPrice} currency={stone.currency} size="page" />
              <p className="mt-1 text-xs text-stone">
                {stone.currency === 'INR' ? 'Inclusive of GST.' : 'Inclusive of taxes.'} One of a kind, ships insured
                within a week.
              </p>
            </div>
            {stone.state === 'unlisted' ? (
              <p
                className="mt-5 rounded-sm border border-gold/40 bg-blush/60 px-4 py-3 text-sm leading-6 text-graphite"
                data-testid="stone-unlisted"
              >
                Unlisted: shoppers cannot see this page. You see it because you are signed in as staff.
              </p>
            ) : null}
            {stone.state === 'on_hold' ? (
              <p
                className="mt-5 rounded-sm border border-line bg-pearl/60 px-4 py-3 text-sm leading-6 text-graphite"
                data-testid="stone-on-hold"
              >
                Reserved: this stone is in another shopper’s checkout right now. If it is not bought, it will be back
                here shortly — ask us to tell you.
              </p>
            ) : null}

            <AddToBagForm
              target={{ kind: 'stone', sku: stone.sku }}
              disabledReason={stone.state === 'unlisted' ? 'An unlisted stone cannot be bought.' : null}
              className="mt-8 border-t border-line pt-7"
            />

            <div className="mt-3 space-y-3" data-testid="ring-builder-actions">
              {/* Ring builder (features/ring-builder): "Select this diamond" while a setting is chosen, otherwise "Add to a setting". */}
              {pair.setting !== null ? (
                <SelectStoneButton stone={stone} className="button-secondary w-full py-3.5" />
              ) : (
                <AddToSettingButton stone={stone} className="button-secondary w-full py-3.5" />
              )}
              <AskButton stoneName={stone.name} preloadForm={InquiryForm.preload}>
                <InquiryForm sku={stone.sku} messagePlaceholder="What would you like to know about this stone?" />
              </AskButton>
              <StaticHtml>
                <Link
                  to={`/book-appointment?source=stone&stone=${encodeURIComponent(stone.sku)}`}
                  className="button-secondary w-full py-3.5"
                  data-testid="book-appointment"
                >
                  Book an appointment to see it
                </Link>
              </StaticHtml>
              <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
                <CompareToggle stone={stone} />
                <p className="text-xs text-stone">Stock number {stone.sku}</p>
              </div>
            </div>

            {stone.videoUrl ? (
              <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <OutsideLink href={stone.videoUrl} icon={PlayCircle} testId="video-link">
                  Watch the 360° video
                </OutsideLink>
              </ul>
            ) : null}

            <StaticHtml className="mt-8">
              {/* The lab, the report number and where to check it; no hallmark (that is for metal). */}
              <StoneTrustPoints stone={stone} />
            </StaticHtml>

            <StaticHtml className="mt-8 border-t border-line">
              <StoneFactSections stone={stone} />
              {history ? <StonePriceHistorySection history={history} /> : null}
            </StaticHtml>
          </div>
        </div>
      </div>
      <SimilarStones stone={stone} wished={wished} title="Similar stones" />
      <RecentlyViewed current={{ kind: 'stone', sku: stone.sku }} />
    </>
  );
}

function SimilarStones({ stone, wished, title }: { stone: StoneDetail; wished: WishedSkus | null; title: string }) {
  if (stone.similar.length === 0) return null;
  return (
    <RelatedSection
      id="similar-title"
      title={title}
      moreHref={sameKindHref(stone)}
      moreLabel={`All ${stone.stoneShape.toLowerCase()} ${stoneKindPlural(stone.stoneCategory).toLowerCase()}`}
      testId="similar-stones"
    >
      {stone.similar.slice(0, 4).map((card) => (
        <li key={card.id}>
          <StoneCard stone={card} headingLevel="h3" sizes={relatedCardSizes} wished={wished} />
        </li>
      ))}
    </RelatedSection>
  );
}
