import {
  collectionFilters,
  collectionPageFor,
  type ProductFilters,
  writeUrlFilters,
} from '@facet/contracts/product-filters';
import type { ProductCard } from '@facet/contracts/products';
import type { Database } from '@facet/db/client';
import { countMatchingCards, type ListingRequest, listProductCards } from '../products/product-listing.service.ts';

/*
 * A collection's saved search read through the storefront listing itself (decision 047): the
 * filters its page applies (the collection's fixed ones over the saved ones, over its defaults),
 * in the currency it was saved in, so its counts and its pieces are the ones the page shows.
 */

/** What a collection search needs of its row. */
export interface CollectionSearch {
  collection: string | null;
  filters: Record<string, unknown>;
  currency: ListingRequest['currency'];
}

/** Cards read per page when a search's pieces are all read (the alerts, the digest). */
const PAGE_SIZE = 200;
/** The most pieces one search's alerts read: a search wider than this is a catalogue, not an alert. */
export const MOST_PIECES_READ = 5_000;

/** The listing request the collection's page makes for these saved filters (page 1, newest first). */
export function collectionRequestOf(search: CollectionSearch, pageNo = 1): ListingRequest | null {
  const page = search.collection === null ? undefined : collectionPageFor(search.collection);
  if (!page) return null;
  const params = writeUrlFilters(search.filters as ProductFilters);
  return {
    filters: collectionFilters(page, params),
    sort: 'newest',
    pageNo,
    pageSize: PAGE_SIZE,
    currency: search.currency,
  };
}

/**
 * How many pieces match now, and how many of those were listed after `since` — both by the
 * count the collection page's listing makes (countMatchingCards), the second with one more condition.
 */
export async function countCollectionMatches(
  db: Database,
  search: CollectionSearch,
  since: Date,
): Promise<{ matches: number; newSince: number } | null> {
  const request = collectionRequestOf(search);
  if (!request) return null;
  const [matches, newSince] = await Promise.all([
    countMatchingCards(db, request),
    countMatchingCards(db, { ...request, listedAfter: since }),
  ]);
  return { matches, newSince };
}

/** Every piece the search's page lists (at most MOST_PIECES_READ), newest first, as its cards. */
export async function listCollectionCards(db: Database, search: CollectionSearch): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let pageNo = 1; cards.length < MOST_PIECES_READ; pageNo += 1) {
    const request = collectionRequestOf(search, pageNo);
    if (!request) return [];
    const page = await listProductCards(db, request);
    cards.push(...page.records);
    if (page.records.length < PAGE_SIZE) break;
  }
  return cards.slice(0, MOST_PIECES_READ);
}
