import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { type Currency, formatPrice } from '@facet/contracts/money';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { writeStoneUrlFilters, type StoneFilters } from '@facet/contracts/stone-filters';
import type { StoneCard } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { createElement } from 'react';
import type { MailContext } from '../auth/account-mail.ts';
import { queueEmail } from '../messages/messages.service.ts';
import type { DigestSection, EmailStone } from '../messages/emails/saved-search-emails.tsx';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { listSimilarStones } from '../stones/similar-stones.service.ts';
import { stoneCardsByIds } from '../stones/stone-listing.service.ts';
import {
  claimGoneNotice,
  findRecipient,
  latestSearchCurrency,
  lockWaitingNotices,
  listSoldWishedStones,
  setGoneNoticeMessage,
  type SoldWishedStone,
  type WaitingNotice,
} from './saved-search-digests.queries.ts';
import {
  attachPieceNoticesToMessage,
  listWaitingPieceRecipients,
  lockWaitingPieceNotices,
} from './saved-search-collection-alerts.queries.ts';
import { pieceSectionsOf } from './saved-search-collection-digest.ts';
import { readSettingsRow } from './saved-search-settings.service.ts';
import { attachNoticesToMessage, claimDigest, listWaitingRecipients } from './saved-searches.queries.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/*
 * The alerts' e-mails (decision 039). A digest carries every notice a shopper has waiting, at
 * most one per the Admin's interval: the interval is claimed by a conditional upsert in the
 * transaction that queues the e-mail, and the notices are locked, so two runners at once send one.
 * It carries List-Unsubscribe (the storefront's signed link) and List-Unsubscribe-Post, so mail
 * programs offer a one-click unsubscribe. "It's gone" tells each shopper once that a stone they
 * keep sold (the unique key), with the three closest available.
 */

/** "It's gone" e-mails per run: a large sale is told over the next runs. */
const GONE_PER_RUN = 200;
const CLOSEST = 3;

/** The picture an e-mail shows: the stone's own, else its shape drawn (an absolute address either way). */
function pictureOf(card: StoneCard, publicUrl: string): string {
  if (card.image) return `${publicUrl}${mediaUrlAt(card.image.url, 400)}`;
  return `${publicUrl}/api/saved-searches/shape-pictures/${encodeURIComponent(card.stoneShape)}`;
}

function emailStone(card: StoneCard, publicUrl: string, was: number | null): EmailStone {
  return {
    name: card.name,
    grades: [card.color, card.clarity, card.cut].filter(Boolean).join(' · '),
    price: formatPrice(card.price, card.currency),
    was: was === null ? null : formatPrice(was, card.currency),
    link: `${publicUrl}/stone/${encodeURIComponent(card.sku)}`,
    picture: pictureOf(card, publicUrl),
  };
}

async function cardsFor(
  db: Database,
  notices: WaitingNotice[],
  rates: StoredPricingParameters,
): Promise<Map<string, StoneCard>> {
  const cards = new Map<string, StoneCard>();
  for (const currency of new Set(notices.map((notice) => notice.currency))) {
    const ids = notices.filter((notice) => notice.currency === currency).map((notice) => notice.stoneId);
    for (const card of await stoneCardsByIds(db, [...new Set(ids)], rates, currency)) {
      cards.set(`${currency}:${card.id}`, card);
    }
  }
  return cards;
}

function sectionsOf(
  notices: WaitingNotice[],
  cards: Map<string, StoneCard>,
  context: MailContext,
  unsubscribeKey: string,
): DigestSection[] {
  const sections = new Map<number, DigestSection>();
  for (const notice of notices) {
    const card = cards.get(`${notice.currency}:${notice.stoneId}`);
    // A stone sold or unlisted since is not offered.
    if (!card) continue;
    let section = sections.get(notice.searchId);
    if (!section) {
      const query = writeStoneUrlFilters(notice.filters as StoneFilters).toString();
      section = {
        items: 'stones',
        name: notice.searchName,
        link: `${context.publicUrl}/collections/diamonds${query ? `?${query}` : ''}`,
        unsubscribe: unsubscribeUrl(context.publicUrl, unsubscribeKey, notice.searchId),
        newMatches: [],
        priceDrops: [],
      };
      sections.set(notice.searchId, section);
    }
    if (notice.reason === 'new-match') section.newMatches.push(emailStone(card, context.publicUrl, null));
    else {
      // The fall as a share of the shop's price, shown in the shopper's currency.
      const was = notice.priceBefore === null ? null : Math.round((card.price * notice.priceBefore) / notice.priceNow);
      section.priceDrops.push(emailStone(card, context.publicUrl, was));
    }
  }
  return [...sections.values()];
}

/** One shopper's digest, if the interval allows and something is waiting; whether it was queued. */
async function sendDigest(
  db: Database,
  userId: string,
  context: MailContext,
  rates: StoredPricingParameters,
): Promise<boolean> {
  const settings = await readSettingsRow(db);
  const recipient = await findRecipient(db, userId);
  if (!recipient?.isActive) return false;
  return db.transaction(async (tx) => {
    const notices = await lockWaitingNotices(tx, userId);
    // A collection search's pieces go in the same digest (decision 047).
    const pieceNotices = await lockWaitingPieceNotices(tx, userId);
    if (notices.length + pieceNotices.length === 0) return false;
    const sections = [
      ...sectionsOf(notices, await cardsFor(tx, notices, rates), context, settings.unsubscribeKey),
      ...(await pieceSectionsOf(tx, pieceNotices, context, settings.unsubscribeKey)),
    ];
    if (sections.length === 0) return false;
    if (!(await claimDigest(tx, userId, settings.digestIntervalHours))) return false;
    const { SavedSearchDigestEmail, digestSubject } = await import('../messages/emails/saved-search-emails.tsx');
    const first = sections[0]!.unsubscribe;
    const messageId = await queueEmail(tx, {
      to: recipient.email,
      subject: `${digestSubject(sections)} — ${context.company.businessName}`,
      template: createElement(SavedSearchDigestEmail, {
        company: context.company,
        firstName: recipient.firstName,
        sections,
      }),
      links: sections.flatMap((section) => [
        section.link,
        ...[...section.newMatches, ...section.priceDrops].map((stone) => stone.link),
        section.unsubscribe,
      ]),
      secrets: [],
      headers: {
        'List-Unsubscribe': `<${first}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await attachNoticesToMessage(tx, userId, notices, messageId);
    await attachPieceNoticesToMessage(
      tx,
      pieceNotices.map((notice) => notice.id),
      messageId,
    );
    return true;
  });
}

/** Every shopper's digest that is due; how many were queued. */
export async function sendSavedSearchDigests(db: Database, context: MailContext): Promise<number> {
  const rates = await loadPricingParameters(db);
  let sent = 0;
  const waiting = new Set([...(await listWaitingRecipients(db)), ...(await listWaitingPieceRecipients(db))]);
  for (const userId of waiting) {
    if (await sendDigest(db, userId, context, rates)) sent += 1;
  }
  return sent;
}

async function sendGone(
  db: Database,
  stone: SoldWishedStone,
  context: MailContext,
  rates: StoredPricingParameters,
): Promise<boolean> {
  const currency: Currency = (await latestSearchCurrency(db, stone.userId)) ?? 'USD';
  return db.transaction(async (tx) => {
    const noticeId = await claimGoneNotice(tx, stone.userId, stone.id);
    if (noticeId === undefined) return false;
    const near = { id: stone.id, shapeId: stone.shapeId, categoryId: stone.categoryId, carat: stone.carat };
    const closest = (await listSimilarStones(tx, { ...near, cost: stone.cost }, rates, currency)).slice(0, CLOSEST);
    const { StoneGoneEmail } = await import('../messages/emails/saved-search-emails.tsx');
    const stoneName = `${(stone.carat / 100).toFixed(2)} ct ${stone.shape} (${stone.sku})`;
    const search = writeStoneUrlFilters({ stoneShapes: [stone.shape], stoneCategories: [stone.category] });
    const searchLink = `${context.publicUrl}/collections/diamonds?${search.toString()}`;
    const stones = closest.map((card) => emailStone(card, context.publicUrl, null));
    const messageId = await queueEmail(tx, {
      to: stone.email,
      subject: `It’s gone: the ${stoneName} has sold — ${context.company.businessName}`,
      template: createElement(StoneGoneEmail, {
        company: context.company,
        firstName: stone.firstName,
        stoneName,
        closest: stones,
        searchLink,
      }),
      links: [...stones.map((item) => item.link), searchLink],
      secrets: [],
    });
    await setGoneNoticeMessage(tx, noticeId, messageId);
    return true;
  });
}

/** "It's gone" for wish-listed stones that sold; how many were queued. */
export async function sendWishGoneNotices(db: Database, context: MailContext): Promise<number> {
  const rates = await loadPricingParameters(db);
  let sent = 0;
  for (const stone of await listSoldWishedStones(db, GONE_PER_RUN)) {
    if (await sendGone(db, stone, context, rates)) sent += 1;
  }
  return sent;
}
