import { toMinor } from '@facet/contracts/money';
import type { Database } from '@facet/db/client';
import { fellEnough } from './saved-search-alerts.service.ts';
import {
  type AlertingCollectionSearch,
  claimFirstLook,
  insertPieceNotices,
  keepPiecesSeen,
  listAlertingCollectionSearches,
  listPiecesCreatedAfter,
  type PieceNoticeValues,
  readPiecesSeen,
} from './saved-search-collection-alerts.queries.ts';
import { listCollectionCards } from './saved-search-collection-listing.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';

/*
 * A collection's saved search's alerts (decision 047). Pieces change by a product's save, a
 * pricing change, a metal rate or a discount — each moves the prices shown, not a stream of new
 * rows — so the job, queued in the transaction of each, reads each collection search's pieces
 * through the storefront listing (what its page shows, in its currency) and compares them with
 * what the search last saw: a piece it had not seen is a new match (on the first look, only one
 * added after the search was saved), a piece whose shown price fell by the setting's share or more
 * since is a price drop. Notices go in with the unique key on (shopper, piece, reason), so two
 * runs at once tell each thing once; the digests (saved-search-digests.service.ts) send them.
 */

export { SAVED_SEARCH_COLLECTION_ALERTS_JOB } from './saved-search-collection-alerts-queue.service.ts';

export interface CollectionAlertRun {
  searches: number;
  pieces: number;
  notices: number;
}

interface Settings {
  priceDropBasisPoints: number;
  alertsPerSearch: number;
}

/**
 * One search, in one transaction: the first look is claimed before what was seen is read, so a
 * second runner's first look waits for the first's to commit and then reads what it saw.
 */
async function alertSearch(tx: Database, search: AlertingCollectionSearch, settings: Settings) {
  const firstLook = await claimFirstLook(tx, search.id);
  const seen = await readPiecesSeen(tx, search.id);
  const cards = await listCollectionCards(tx, search);
  const unseen = cards.filter((card) => !seen.has(card.id)).map((card) => card.id);
  // On the first look, what matched already is what the search starts with.
  const fresh = firstLook ? await listPiecesCreatedAfter(tx, unseen, search.createDate) : new Set(unseen);
  const notice = (reason: PieceNoticeValues['reason'], productId: number, before: number | null, now: number) => ({
    userId: search.userId,
    savedSearchId: search.id,
    productId,
    reason,
    currency: search.currency,
    priceBefore: before,
    priceNow: now,
  });
  const newMatches: PieceNoticeValues[] = [];
  const priceDrops: PieceNoticeValues[] = [];
  const marks: { productId: number; price: number }[] = [];
  for (const card of cards) {
    const now = toMinor(card.price);
    const before = seen.get(card.id);
    if (before === undefined) {
      if (fresh.has(card.id)) newMatches.push(notice('new-match', card.id, null, now));
      marks.push({ productId: card.id, price: now });
    } else if (fellEnough(before, now, settings.priceDropBasisPoints)) {
      priceDrops.push(notice('price-drop', card.id, before, now));
      marks.push({ productId: card.id, price: now });
    } else if (now >= before) {
      marks.push({ productId: card.id, price: now });
    }
    // A smaller fall keeps the mark: falls in steps add up.
  }
  // The newest pieces (the listing's order) and the cheapest falls, up to the setting each.
  priceDrops.sort((a, b) => a.priceNow - b.priceNow);
  const told = [...newMatches.slice(0, settings.alertsPerSearch), ...priceDrops.slice(0, settings.alertsPerSearch)];
  const written = await insertPieceNotices(tx, told);
  await keepPiecesSeen(
    tx,
    search.id,
    marks,
    cards.map((card) => card.id),
  );
  return { pieces: cards.length, notices: written };
}

/** One run over every collection search whose alerts are on. */
export async function runCollectionAlerts(db: Database): Promise<CollectionAlertRun> {
  const settings = await readSettingsRow(db);
  const searches = await listAlertingCollectionSearches(db);
  const run: CollectionAlertRun = { searches: searches.length, pieces: 0, notices: 0 };
  for (const search of searches) {
    const one = await db.transaction((tx) => alertSearch(tx, search, settings));
    run.pieces += one.pieces;
    run.notices += one.notices;
  }
  return run;
}
