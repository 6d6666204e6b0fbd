import { goneEnvelope, successEnvelope } from '@facet/contracts/envelope';
import { goneMessages, goneProduct } from '@facet/contracts/gone-pages';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { Currency } from '@facet/contracts/money';
import { type Actor, canEnter } from '@facet/contracts/permissions';
import { readApiFilters } from '@facet/contracts/product-filters';
import {
  productCardPage,
  type ProductCustomerQuery,
  type ProductIdParams,
  productSitemapEntry,
  productVariantDetail,
  ringStyleOfProduct,
  type SkuParams,
} from '@facet/contracts/products';
import { z } from '@facet/contracts/zod';
import { type Database, queryRows } from '@facet/db/client';
import { products } from '@facet/db/schema/products';
import { inList } from '@facet/db/sql-helpers';
import { eq, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { getVariantDetail } from './product-detail.service.ts';
import { type ListingRequest, listCanonicalProductPages, listProductCards } from './product-listing.service.ts';

/*
 * The storefront's reads of the catalogue. Listings, the sitemap and product pages are kept in
 * the reference cache, serialised, until the catalogue changes (any instance's change drops
 * them). An unlisted product is shown to staff only: its page is cached like any other, and
 * who may see it is decided on every request, cached answer or not; anyone else gets its gone
 * page's answer (410), as everyone does for a variant no longer made.
 */

/** Who may see unlisted products: the staff who may edit them. */
function seesUnlisted(actor: Actor | null): boolean {
  return canEnter(actor?.role, 'jewelleries');
}

/** The answers of the cached routes: their routes declare these as their response schemas. */
export const catalogueAnswers = {
  cardPage: envelopeSchema(productCardPage),
  sitemap: envelopeSchema(z.array(productSitemapEntry)),
  variantPage: envelopeSchema(productVariantDetail),
  goneVariantPage: envelopeSchema(goneProduct),
  ringStyles: envelopeSchema(z.array(ringStyleOfProduct)),
} as const;

/**
 * Serialises an answer as Fastify does for a route with this response schema, with the same
 * compiler: what is cached is what a fresh answer would have been (fields the schema does not
 * know left out), and an answer the schema refuses fails here, as a fresh one would, instead of
 * being kept and served as it is.
 */
export function answerSerialiser<S extends z.ZodType>(schema: S, url: string): (answer: z.output<S>) => string {
  return serializerCompiler({ schema, method: 'GET', url });
}

const serialise = {
  cardPage: answerSerialiser(catalogueAnswers.cardPage, '/api/product/for-customer'),
  sitemap: answerSerialiser(catalogueAnswers.sitemap, '/api/product/sitemap'),
  variantPage: answerSerialiser(catalogueAnswers.variantPage, '/api/product-varients/:sku'),
  goneVariantPage: answerSerialiser(catalogueAnswers.goneVariantPage, '/api/product-varients/:sku'),
};

/** A serialised answer and its status: the page (200) or the gone page's data (410). */
export interface SerialisedAnswer {
  statusCode: 200 | 410;
  body: string;
}

export interface CatalogueReads {
  /** GET /api/product/for-customer: one card per listed product, filtered, sorted and paged. */
  cardPage(db: Database, input: ProductCustomerQuery & { currency: Currency }): Promise<string>;
  /** GET /api/product/sitemap: the canonical product page of every listed product. */
  sitemap(db: Database): Promise<string>;
  /**
   * GET /api/product-varients/{sku}: 200 with a product page; 410 with the piece and its
   * alternatives for a variant no longer made, and for an unlisted product's unless the actor is staff.
   */
  variantPage(db: Database, input: SkuParams & { currency: Currency }, actor: Actor | null): Promise<SerialisedAnswer>;
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
      if (found.page !== null && (found.isListed || seesUnlisted(actor))) return { statusCode: 200, body: found.page };
      if (found.gone !== null) return { statusCode: 410, body: found.gone };
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
  const [product] = await db
    .select({ attributes: products.attributes, isListed: products.isListed })
    .from(products)
    .where(eq(products.id, input.id));
  if (!product || (!product.isListed && !seesUnlisted(actor))) {
    throw new AppError('not-found', 'There is no such product.');
  }
  const styles = product.attributes.ringStyleAttribute;
  if (styles.length === 0) return [];
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from ring_styles where name in (${inList(styles)})`,
  );
  return styles.flatMap((name) => rows.filter((row) => row.name === name));
}
