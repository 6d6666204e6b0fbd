import { goneEnvelope, successEnvelope } from '@facet/contracts/envelope';
import { goneMessages } from '@facet/contracts/gone-pages';
import type { Currency } from '@facet/contracts/money';
import { type Actor, canEnter } from '@facet/contracts/permissions';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { StoneCustomerQuery } from '@facet/contracts/stone-customer-query';
import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import { stoneEndpointShapes } from '@facet/contracts/stone-shapes';
import type { StoneSkuParams } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { answerSerialiser, type SerialisedAnswer } from '../../lib/endpoint-routes.ts';
import type { ReferenceCache } from '../../lib/reference-cache.ts';
import { cachedPricingParameters } from '../pricing/repricing.service.ts';
import { getStoneBySku } from './stone-detail.service.ts';
import { listStonesForCustomer, type StoneSearchRequest, stoneFiltersOfQuery } from './stone-listing.service.ts';
import { listSitemapRows } from './stone-reads.queries.ts';
import { isoDate } from './stone-rows.ts';
import { stoneSearchIndexes } from './stone-search.service.ts';

/*
 * The storefront's reads of loose stones as the public routes answer them: the diamond
 * search's pages (stone-listing.service.ts), stone pages (stone-detail.service.ts) and the
 * sitemap, serialised by their routes' own schemas (answerSerialiser) and kept in the reference
 * cache; their routes send them as they are. An unlisted stone's page is shown to staff only:
 * who may see it is decided on every request, cached answer or not.
 */

const NOT_FOUND = 'There is no such stone.';

/** Who may see an unlisted stone's page: the staff who may edit it. */
function seesUnlisted(actor: Actor | null): boolean {
  return canEnter(actor?.role, 'stones');
}

/** The most stone pages the sitemap lists (one sitemap file's limit). */
export const STONE_SITEMAP_LIMIT = 50_000;

/** GET /api/stone/sitemap: the stock number and last change of available stones, newest first, bounded. */
export async function listStoneSitemap(db: Database): Promise<{ sku: string; updateDate: string }[]> {
  const rows = await listSitemapRows(db, STONE_SITEMAP_LIMIT);
  return rows.map((row) => ({ sku: row.sku, updateDate: isoDate(row.updateDate) }));
}

const { cardPage, sitemap, stonePage } = stoneEndpointShapes;

const serialise = {
  cardPage: answerSerialiser(cardPage.response, stoneEndpoints.cardPage),
  sitemap: answerSerialiser(sitemap.response, stoneEndpoints.sitemap),
  stonePage: answerSerialiser(stonePage.response, stoneEndpoints.stonePage),
  goneStonePage: answerSerialiser(stonePage.gone, stoneEndpoints.stonePage),
};

export interface StoneReads {
  /** GET /api/stone/for-customer, serialised. */
  cardPage(
    db: Database,
    input: StoneCustomerQuery & { currency: Currency },
  ): Promise<SerialisedAnswer<typeof cardPage.response>>;
  /** GET /api/stone/sitemap, serialised. */
  sitemap(db: Database): Promise<SerialisedAnswer<typeof sitemap.response>>;
  /**
   * GET /api/stone/sku/{sku}, serialised: 200 with the page, or 410 with the stone and its
   * alternatives for a sold stone, and for an unlisted one unless the actor is staff.
   */
  stonePage(
    db: Database,
    input: StoneSkuParams & { currency: Currency },
    actor: Actor | null,
  ): Promise<SerialisedAnswer<typeof stonePage.response> | SerialisedAnswer<typeof stonePage.gone>>;
}

/**
 * The storefront's stone reads, kept in the reference cache's 'stones' group (dropped by any
 * stone change, not by product changes). The pricing parameters they are computed with are
 * part of every key, read from the cache's 'pricing' group: a pricing change is seen at once
 * though no stone row changes with it.
 */
export function stoneReads(cache: ReferenceCache, log?: (error: unknown) => void): StoneReads {
  const indexes = stoneSearchIndexes(cache, log);
  const rates = (db: Database) => cachedPricingParameters(cache, db);
  const ratesKey = (r: StoredPricingParameters) => `${r.conversion}/${r.charge}/${r.shopDiscount}/${r.profitRate}`;
  return {
    async cardPage(db, input) {
      const parameters = await rates(db);
      const request: StoneSearchRequest = {
        filters: stoneFiltersOfQuery(input),
        sort: input.sort,
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        currency: input.currency,
      };
      return cache.get(`stones:search:${ratesKey(parameters)}:${JSON.stringify(request)}`, async () =>
        serialise.cardPage(
          successEnvelope(await listStonesForCustomer(db, request, parameters, await indexes.current(db))),
        ),
      );
    },

    async sitemap(db) {
      return cache.get('stones:sitemap', async () => serialise.sitemap(successEnvelope(await listStoneSitemap(db))));
    },

    async stonePage(db, input, actor) {
      const parameters = await rates(db);
      const sku = input.sku.toLowerCase();
      const found = await cache.get(`stones:page:${ratesKey(parameters)}:${input.currency}:${sku}`, async () => {
        const { detail, gone } = await getStoneBySku(db, { sku, currency: input.currency }, parameters);
        return {
          page: detail ? serialise.stonePage(successEnvelope(detail)) : null,
          gone: gone ? serialise.goneStonePage(goneEnvelope(gone, goneMessages.stone)) : null,
          // Staff see an unlisted stone's page as it would be when relisted.
          isUnlisted: detail?.state === 'unlisted',
        };
      });
      if (found.page !== null && (!found.isUnlisted || seesUnlisted(actor))) return found.page;
      if (found.gone !== null) return found.gone;
      throw new AppError('not-found', NOT_FOUND);
    },
  };
}
