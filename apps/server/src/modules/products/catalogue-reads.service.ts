import { goneEnvelope, successEnvelope } from '@facet/contracts/envelope';
import { goneMessages } from '@facet/contracts/gone-pages';
import type { Currency } from '@facet/contracts/money';
import { type Actor, canEnter } from '@facet/contracts/permissions';
import { readApiFilters } from '@facet/contracts/product-filters';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { productShapes } from '@facet/contracts/product-shapes';
import type { ProductCustomerQuery, ProductIdParams, SkuParams } from '@facet/contracts/products';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { answerSerialiser, type SerialisedAnswer } from '../../lib/endpoint-routes.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { listRingStylesNamed } from './product-admin.queries.ts';
import { findProductAttributes } from './product-detail.queries.ts';
import { getVariantDetail } from './product-detail.service.ts';
import { type ListingRequest, listCanonicalProductPages, listProductCards } from './product-listing.service.ts';

/*
 * The storefront's reads of the catalogue. Listings, the sitemap and product pages are kept in
 * the reference cache, serialised by their routes' own schemas (answerSerialiser), until the
 * catalogue changes (any instance's change drops them); their routes send them as they are. An
 * unlisted product is shown to staff only: its page is cached like any other, and who may see
 * it is decided on every request, cached answer or not; anyone else gets its gone page's answer
 * (410), as everyone does for a variant no longer made.
 */

/** Who may see unlisted products: the staff who may edit them. */
function seesUnlisted(actor: Actor | null): boolean {
  return canEnter(actor?.role, 'jewelleries');
}

const { cardPage, sitemap, variantPage } = productShapes;

const serialise = {
  cardPage: answerSerialiser(cardPage.response, productEndpoints.cardPage),
  sitemap: answerSerialiser(sitemap.response, productEndpoints.sitemap),
  variantPage: answerSerialiser(variantPage.response, productEndpoints.variantPage),
  goneVariantPage: answerSerialiser(variantPage.gone, productEndpoints.variantPage),
};

export interface CatalogueReads {
  /** GET /api/product/for-customer: one card per listed product, filtered, sorted and paged. */
  cardPage(
    db: Database,
    input: ProductCustomerQuery & { currency: Currency },
  ): Promise<SerialisedAnswer<typeof cardPage.response>>;
  /** GET /api/product/sitemap: the canonical product page of every listed product. */
  sitemap(db: Database): Promise<SerialisedAnswer<typeof sitemap.response>>;
  /**
   * GET /api/product-varients/{sku}: 200 with a product page; 410 with the piece and its
   * alternatives for a variant no longer made, and for an unlisted product's unless the actor is staff.
   */
  variantPage(
    db: Database,
    input: SkuParams & { currency: Currency },
    actor: Actor | null,
  ): Promise<SerialisedAnswer<typeof variantPage.response> | SerialisedAnswer<typeof variantPage.gone>>;
}

/** The cached reads, answering serialised envelopes. */
export function catalogueReads(cache: ReferenceCache): CatalogueReads {
  return {
    async cardPage(db, input) {
      const listing: ListingRequest = {
        filters: readApiFilters(input),
        sort: input.sort,
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        currency: input.currency,
      };
      return cache.get(`catalogue:list:${JSON.stringify(listing)}`, async () =>
        serialise.cardPage(successEnvelope(await listProductCards(db, listing))),
      );
    },

    async sitemap(db) {
      return cache.get('catalogue:sitemap', async () =>
        serialise.sitemap(successEnvelope(await listCanonicalProductPages(db))),
      );
    },

    async variantPage(db, input, actor) {
      const sku = input.sku.toLowerCase();
      const found = await cache.get(`catalogue:variant:${input.currency}:${sku}`, async () => {
        const { detail, isListed, gone } = await getVariantDetail(db, { sku, currency: input.currency });
        return {
          isListed,
          page: detail ? serialise.variantPage(successEnvelope(detail)) : null,
          gone: gone ? serialise.goneVariantPage(goneEnvelope(gone, goneMessages.product)) : null,
        };
      });
      if (found.page !== null && (found.isListed || seesUnlisted(actor))) return found.page;
      if (found.gone !== null) return found.gone;
      throw new AppError('not-found', 'There is no such product.');
    },
  };
}

/** GET /api/product/ring-styles/{id}: the ring styles a product comes in; an unlisted one's for staff only. */
export async function listProductRingStyles(
  db: Database,
  input: ProductIdParams,
  actor: Actor | null,
): Promise<{ id: number; name: string }[]> {
  const product = await findProductAttributes(db, input.id);
  if (!product || (!product.isListed && !seesUnlisted(actor))) {
    throw new AppError('not-found', 'There is no such product.');
  }
  const styles = product.attributes.ringStyleAttribute;
  if (styles.length === 0) return [];
  const rows = await listRingStylesNamed(db, styles);
  return styles.flatMap((name) => rows.filter((row) => row.name === name));
}
