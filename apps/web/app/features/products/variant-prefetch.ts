import type { VariantPriceHistory } from '@facet/contracts/price-history';
import { priceHistoryEndpoints } from '@facet/contracts/price-history-endpoints';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import type { ProductVariantDetail } from '@facet/contracts/products';
import { createApiClient } from '../../lib/api-client.ts';

/*
 * Choosing another metal, shape or carat without waiting for the server: once the product
 * page has its scripts (after the first paint) and its options are in view, the variants they
 * lead to are asked of the API ahead, and the route's client loader uses such an answer instead
 * of asking the server at the click. Its price history is fetched ahead with it. What is not the
 * variant's own — the shopper's wish list and the product's reviews — is the page's already: the
 * same for every variant of the product.
 *
 * An answer is used once and only while fresh (30 s), for the same product in the same
 * currency; anything else (no answer yet, a failure, a piece gone, another product) goes to the
 * server loader as before, so every status and redirect is the server's.
 */

const browserApi = createApiClient((path, init) => fetch(path, init));

/** How long an answer fetched ahead may stand in for the server's. */
const FRESH_MS = 30_000;

interface Fetched {
  at: number;
  answer: Promise<ProductVariantDetail | null>;
  /** The variant's price history; null when it cannot be read (the page then shows none, as the server's). */
  history: Promise<VariantPriceHistory | null>;
}

const fetchedAhead = new Map<string, Fetched>();

/** Asks for a variant's page data ahead, unless a fresh answer is there or on its way. */
export function prefetchVariant(sku: string): void {
  const known = fetchedAhead.get(sku);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const answer = browserApi
    .call(productEndpoints.variantPage, { params: { sku } })
    .then((result) => (result.isSuccess ? result.data : null));
  const history = browserApi
    .call(priceHistoryEndpoints.variant, { params: { sku } })
    .then((result) => (result.isSuccess ? result.data : null));
  fetchedAhead.set(sku, { at: Date.now(), answer, history });
}

/** The product page's loader data: the variant's detail, with what the page has besides. */
export interface ProductPageData {
  detail: ProductVariantDetail | null;
  history: VariantPriceHistory | null;
}

let shown: ProductPageData | null = null;

/** The page's data as it is now shown (the wish list and reviews are taken from it). */
export function rememberShownProduct(data: ProductPageData): void {
  shown = data;
}

/**
 * The data of `sku`'s page from an answer fetched ahead, or null when the server must be asked:
 * nothing fetched (or not fresh), the answer failed or is another product's or currency's, or
 * this is the page shown being loaded again (after an action, its wish list may have changed).
 */
export async function loadPrefetchedVariant<Data extends ProductPageData>(sku: string): Promise<Data | null> {
  const page = shown as Data | null;
  const known = fetchedAhead.get(sku);
  fetchedAhead.delete(sku);
  if (!page?.detail || !known || Date.now() - known.at >= FRESH_MS) return null;
  if (page.detail.variant.sku === sku) return null;
  const [detail, history] = await Promise.all([known.answer, known.history]);
  if (
    !detail ||
    detail.variant.sku !== sku ||
    detail.product.id !== page.detail.product.id ||
    detail.currency !== page.detail.currency
  ) {
    return null;
  }
  return { ...page, detail, history: history?.sku === sku ? history : null };
}
