import { reviewEndpoints } from '@facet/contracts/review-endpoints';
import { metalPurity } from '@facet/contracts/metal-purity';
import { collectionPageFor } from '@facet/contracts/product-filters';
import { describeCombination } from '@facet/contracts/product-variants';
import { describeFit, isSetting } from '@facet/contracts/ring-builder';
import type { GoneProduct } from '@facet/contracts/gone-pages';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import type { VariantPriceHistory } from '@facet/contracts/price-history';
import { priceHistoryEndpoints } from '@facet/contracts/price-history-endpoints';
import type { ProductVariantDetail } from '@facet/contracts/products';
import type { ProductReviews } from '@facet/contracts/reviews';
import { ringSizeValues } from '@facet/contracts/ring-sizes';
import { whatsAppLink } from '@facet/contracts/whatsapp';
import {
  data,
  Link,
  type MetaDescriptor,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/product';
import { LoadFailedPage } from '../../components/load-failed-page.tsx';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { WhatsAppIcon } from '../../components/ui/brand-icons.tsx';
import { AddToBagForm } from '../../features/bag/add-to-bag-form.tsx';
import { JsonLdScript } from '../../components/json-ld-script.tsx';
import { GoneProductPage } from '../../features/products/gone-product-page.tsx';
import { enquiryMessage, madeIn } from '../../features/products/product-facts.ts';
import { ProductGallery } from '../../features/products/product-gallery.tsx';
import { TrustPoints } from '../../features/products/product-info.tsx';
import { buildProductJsonLd } from '../../features/products/product-json-ld.ts';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import { ProductPrice } from '../../features/products/product-price.tsx';
import { RelatedPieces } from '../../features/products/related-pieces.tsx';
import { RecentlyViewed } from '../../features/recently-viewed/recently-viewed.tsx';
import { loadPrefetchedVariant, rememberShownProduct } from '../../features/products/variant-prefetch.ts';
import { VariantSelector } from '../../features/products/variant-selector.tsx';
import { ProductReviewsSection } from '../../features/reviews/product-reviews.tsx';
import { BuilderBar } from '../../features/ring-builder/builder-bar.tsx';
import { SelectSettingButton } from '../../features/ring-builder/select-setting-button.tsx';
import { isWished, type WishedSkus } from '../../features/wish-list/wished-skus.ts';
import { readWishedSkus } from '../../features/wish-list/wished-skus.server.ts';
import { WishHeart } from '../../features/wish-list/wish-heart.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { goneOf } from '../../lib/gone-answer.ts';
import { pageMeta, productPageMeta } from '../../lib/seo.ts';
import { StaticHtml } from '../../components/static-html.tsx';
import { ProductFactSections } from '../../features/products/product-fact-sections.tsx';
import { PiecePriceHistorySection } from '../../features/price-history/price-history-sections.tsx';

/*
 * A product page, /product/{sku}: one variant of a piece, with selectors that move to
 * the other variants, its price and breakdown, pictures in the chosen metal's colour, details
 * and related pieces. Every variant page names the product's canonical page. A combination no
 * longer made, and an unlisted product's variant (for anyone but jewellery staff, who see its
 * page), is a gone page: 410, "no longer available", with the nearest pieces we make. An unknown
 * SKU is the not-found page (404).
 */

const FAILED_MESSAGE = 'Failed to fetch product variant';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = apiFor(context);
  const [answer, wished, reviewed, priced] = await Promise.all([
    api.call(productEndpoints.variantPage, { params: { sku: params.sku } }),
    readWishedSkus(context),
    api.call(reviewEndpoints.ofProduct, { params: { sku: params.sku }, query: { pageSize: 5 } }),
    api.call(priceHistoryEndpoints.variant, { params: { sku: params.sku } }),
  ]);
  const onePlace = (sku: string) => {
    // SKUs are found whatever their case; the page lives at the one spelling.
    if (sku !== params.sku) throw redirect(`/product/${encodeURIComponent(sku)}`, { status: 301 });
  };
  if (!answer.isSuccess) {
    // No longer made or unlisted: search engines drop the page, shoppers see the nearest pieces.
    const gone = goneOf<GoneProduct>(answer, 'product');
    if (gone) {
      onePlace(gone.product.sku);
      return data({ detail: null, gone, wished, reviews: null, history: null }, { status: 410 });
    }
    // An unknown SKU, or one too long to be a SKU, is not found; anything else is a failure.
    if (answer.statusCode === 404 || answer.statusCode === 400) throw data(null, { status: 404 });
    return data({ detail: null, gone: null, wished: null, reviews: null, history: null }, { status: 503 });
  }
  onePlace(answer.data.variant.sku);
  // The piece shows without its reviews when they cannot be read.
  const reviews = reviewed.isSuccess ? reviewed.data : null;
  // And without its price history.
  const history = priced.isSuccess ? priced.data : null;
  return { detail: answer.data, gone: null, wished, reviews, history };
}

/** Another variant of the piece: from the answer its option fetched ahead, if there is one. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return (await loadPrefetchedVariant<Awaited<ReturnType<typeof serverLoader>>>(params.sku)) ?? serverLoader();
}

/** Choosing a ring size only changes the query: the piece need not load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** The ring size in the URL (?ringSize=6.5), kept while the shopper moves between variants. */
function readRingSize(value: string | null): string | undefined {
  return value && ringSizeValues.includes(value) ? value : undefined;
}

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(' ', length - 1)).replace(/[,.;:]$/, '')}…`;
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const { detail, gone } = args.loaderData ?? {};
  if (gone) {
    // Not indexed, and no canonical address: the product's canonical page would say this one is
    // a copy of it, which a page that is gone is not.
    return pageMeta(args, {
      title: `${gone.product.name} — no longer available`,
      description: `The ${gone.product.name} in ${gone.product.metal} is no longer available. See the nearest pieces we make.`,
      image: gone.product.image?.url,
      noindex: true,
      canonical: false,
    });
  }
  if (!detail) return [{ title: 'Something went wrong' }, { name: 'robots', content: 'noindex' }];
  const { product, variant, currency } = detail;
  const picture = picturesForVariant(detail.productMedias, variant)[0];
  const description = truncate(
    product.description || `${product.name} in ${variant.metal}, made to order in Mumbai and shipped insured.`,
    155,
  );
  return productPageMeta(
    { ...args, location: { pathname: `/product/${product.canonicalSku}` } },
    { title: `${product.name} in ${variant.metal}`, description, image: picture?.url },
    { price: variant.price, currency },
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { detail, gone, wished, reviews, history } = loaderData;
  useEffect(() => rememberShownProduct(loaderData), [loaderData]);
  if (gone) return <GoneProductPage gone={gone} wished={wished} />;
  if (!detail) return <LoadFailedPage title="We could not load this piece" toastMessage={FAILED_MESSAGE} />;
  // A variant switched to from an answer fetched ahead keeps the page's data: its history is another variant's.
  const shownHistory = history?.sku === detail.variant.sku ? history : null;
  return <ProductView detail={detail} wished={wished} reviews={reviews} history={shownHistory} />;
}

function ProductView({
  detail,
  wished,
  reviews,
  history,
}: {
  detail: ProductVariantDetail;
  wished: WishedSkus | null;
  reviews: ProductReviews | null;
  history: VariantPriceHistory | null;
}) {
  const root = useRootData();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { product, variant, productVarients: variants, productMedias, related, currency } = detail;
  const origin = root?.publicUrl ?? '';
  const businessName = root?.company.businessName ?? 'Facet';
  const pictures = picturesForVariant(productMedias, variant);
  const combination = describeCombination(variant);
  const isRing = product.jewelleryType === 'Ring';
  // A setting: an engagement ring sold without the centre stone it names, which the ring builder pairs it with.
  const setting = isSetting({ ...product, hasCentreStone: variant.centerStoneShape !== null });
  const fit = setting ? describeFit(variant) : null;
  const collectionTitle = collectionPageFor(product.jewellerySubTypeSlug)?.title ?? product.jewellerySubType;
  const chosenSize = readRingSize(searchParams.get('ringSize'));
  const ringSize = isRing ? (chosenSize ?? readRingSize(root?.user?.ringSize ?? null)) : undefined;
  // The size travels with the variant links, so changing the metal keeps it; choosing a size
  // keeps the rest of the query (the choices a variant could not keep).
  const chooseSize = (value: string) => {
    const search = new URLSearchParams(searchParams);
    if (readRingSize(value)) search.set('ringSize', value);
    else search.delete('ringSize');
    void navigate(
      { search: search.size > 0 ? `?${search.toString()}` : '' },
      { replace: true, preventScrollReset: true },
    );
  };
  const enquiry = whatsAppLink(
    root?.company.whatsApp ?? '',
    enquiryMessage({
      name: product.name,
      description: combination,
      url: `${origin}/product/${variant.sku}`,
      ringSize,
    }),
  );

  return (
    <>
      {fit ? <BuilderBar step="setting" showWhenEmpty /> : null}
      <div className="container-page pt-5 pb-20 sm:pt-8">
        <StaticHtml>
          <ShopBreadcrumb
            trail={[{ label: collectionTitle, to: `/collections/${product.jewellerySubTypeSlug}` }]}
            current={product.name}
            truncate
          />
        </StaticHtml>

        <div className="mt-5 grid gap-8 sm:mt-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14 xl:gap-20">
          {/* The pictures stay in view beside a long description, 1.5rem below the sticky header. */}
          <div className="lg:sticky lg:top-[calc(var(--sticky-header-height)+1.5rem)] lg:self-start">
            <ProductGallery
              key={pictures[0]?.mediaCategory ?? 'none'}
              pictures={pictures}
              alt={`${product.name} in ${variant.metal}`}
            />
          </div>

          <div>
            <p className="eyebrow">{product.jewellerySubType}</p>
            <div className="mt-3 flex items-start justify-between gap-4">
              <h1 className="text-4xl leading-tight text-ink sm:text-[2.75rem]">{product.name}</h1>
              <WishHeart
                key={variant.sku}
                kind="product"
                sku={variant.sku}
                name={`${product.name} in ${variant.metal}`}
                wished={isWished(wished, 'product', variant.sku)}
                look="page"
                className="shrink-0 sm:mt-1"
              />
            </div>
            <p className="mt-2 text-sm text-stone">{combination}</p>
            <p className="mt-1 text-sm text-stone" data-testid="product-disclosure">
              {[metalPurity(variant.metal)?.statement, madeIn(product.countryOfOrigin)].filter(Boolean).join(' · ')}
            </p>
            <div className="mt-5" data-testid="product-price">
              <ProductPrice price={variant.price} listPrice={variant.listPrice} currency={currency} size="page" />
              <p className="mt-1 text-xs text-stone">
                {currency === 'INR' ? 'Inclusive of GST.' : 'Inclusive of taxes.'} Made to order, ships in 2–3 weeks.
              </p>
            </div>
            {fit ? (
              <div className="mt-5 rounded-sm border border-line bg-pearl/60 px-4 py-3 text-sm leading-6 text-graphite">
                <p>This is the setting: its price does not include the centre stone. Made for {fit}.</p>
                <SelectSettingButton setting={variant} className="button-primary mt-3 w-full py-3" />
              </div>
            ) : null}

            <div className="mt-8 border-t border-line pt-7">
              <VariantSelector variants={variants} current={variant} ringSize={chosenSize} />
            </div>

            <AddToBagForm
              key={variant.sku}
              target={{ kind: 'product', sku: variant.sku, isRing }}
              ringSize={ringSize}
              onRingSizeChange={chooseSize}
              className="mt-7"
            />
            {isRing ? (
              <p className="mt-3 text-sm text-graphite">
                Not sure of the size?{' '}
                <a href="/ring-size-guide" className="link-underline text-ink" data-testid="ring-size-guide-link">
                  Ring size guide and printable sizer
                </a>
              </p>
            ) : null}

            <div className="mt-4 space-y-3">
              <a
                href={enquiry}
                target="_blank"
                rel="noopener noreferrer"
                className="button-secondary w-full py-3.5"
                data-testid="whatsapp-enquiry"
              >
                <WhatsAppIcon className="h-5 w-5" />
                Ask about this piece on WhatsApp
              </a>
              <StaticHtml className="space-y-3">
                <Link
                  to={`/book-appointment?source=product&sku=${encodeURIComponent(variant.sku)}`}
                  className="button-secondary w-full py-3.5"
                  data-testid="book-appointment"
                >
                  Book an appointment to see it
                </Link>
                <Link
                  to={`/drop-a-hint?sku=${encodeURIComponent(variant.sku)}`}
                  className="link-underline block text-center text-sm text-ink"
                  data-testid="drop-a-hint"
                >
                  Drop a hint: e-mail this piece to someone
                </Link>
              </StaticHtml>
              <p className="text-center text-xs text-stone">
                Ask for more pictures, a video or another size — or{' '}
                <Link to="/contact-us" className="link-underline">
                  contact us
                </Link>
                .
              </p>
            </div>

            <StaticHtml className="mt-8">
              <TrustPoints
                hasStones={product.stoneCategory !== null || variant.breakdown.stones > 0}
                stoneCategory={product.stoneCategory}
                metal={variant.metal}
              />
            </StaticHtml>

            <StaticHtml className="mt-8 border-t border-line">
              <ProductFactSections product={product} variant={variant} currency={currency} />
              {history ? <PiecePriceHistorySection history={history} /> : null}
            </StaticHtml>
          </div>
        </div>
      </div>

      <ProductReviewsSection key={product.id} sku={variant.sku} reviews={reviews} />

      <RelatedPieces
        related={related}
        wished={wished}
        collection={{ slug: product.jewellerySubTypeSlug, title: collectionTitle }}
      />

      <RecentlyViewed current={{ kind: 'product', sku: variant.sku, product: product.id }} />

      <JsonLdScript build={() => buildProductJsonLd(detail, { origin, businessName }, reviews)} />
    </>
  );
}
