import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { formatPrice, fromMinor, toMinor } from '@facet/contracts/money';
import type { ProductCard } from '@facet/contracts/products';
import type { Database } from '@facet/db/client';
import type { MailContext } from '../auth/account-mail.ts';
import type { DigestSection, EmailStone } from '../messages/emails/saved-search-emails.tsx';
import type { WaitingPieceNotice } from './saved-search-collection-alerts.queries.ts';
import { listCollectionCards } from './saved-search-collection-listing.ts';
import { savedSearchPath } from './saved-search-paths.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/*
 * A collection search's part of the digest (decision 047): each search's waiting pieces as its
 * page lists them now — picture, name, metal and price in the search's currency — with the price
 * it fell from. A piece the search no longer lists (unlisted, repriced out of its budget) is not offered.
 */

function emailPiece(card: ProductCard, publicUrl: string, wasMinor: number | null): EmailStone {
  return {
    name: card.name,
    grades: card.metal,
    price: formatPrice(toMinor(card.price), card.currency),
    was: wasMinor === null ? null : formatPrice(wasMinor, card.currency),
    link: `${publicUrl}/product/${encodeURIComponent(card.sku)}`,
    picture: card.image ? `${publicUrl}${mediaUrlAt(card.image.url, 400)}` : null,
  };
}

/** The digest's sections for these notices, one per search, in the notices' order. */
export async function pieceSectionsOf(
  db: Database,
  notices: WaitingPieceNotice[],
  context: MailContext,
  unsubscribeKey: string,
): Promise<DigestSection[]> {
  const sections: DigestSection[] = [];
  for (const searchId of new Set(notices.map((notice) => notice.searchId))) {
    const own = notices.filter((notice) => notice.searchId === searchId);
    const search = own[0]!;
    const cards = new Map((await listCollectionCards(db, search)).map((card) => [card.id, card]));
    const section: DigestSection = {
      items: 'pieces',
      name: search.searchName,
      link: `${context.publicUrl}${savedSearchPath({ kind: 'product', collection: search.collection, filters: search.filters })}`,
      unsubscribe: unsubscribeUrl(context.publicUrl, unsubscribeKey, searchId),
      newMatches: [],
      priceDrops: [],
    };
    for (const notice of own) {
      const card = cards.get(notice.productId);
      if (!card) continue;
      if (notice.reason === 'new-match') section.newMatches.push(emailPiece(card, context.publicUrl, null));
      // Told only while it is still cheaper than it was.
      else if (notice.priceBefore !== null && card.price < fromMinor(notice.priceBefore)) {
        section.priceDrops.push(emailPiece(card, context.publicUrl, notice.priceBefore));
      }
    }
    if (section.newMatches.length + section.priceDrops.length > 0) sections.push(section);
  }
  return sections;
}
