import { mediaUrlAt } from '@facet/contracts/media-sizes';
import { type Currency, formatPrice, fromMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import { picturesForVariant } from '@facet/contracts/product-pictures';
import type { SendHintInput, SentHint } from '@facet/contracts/hints';
import type { Database } from '@facet/db/client';
import { createElement } from 'react';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../auth/account-mail.ts';
import type { HintForEmail } from '../messages/emails/hint-emails.tsx';
import { queueEmail } from '../messages/messages.service.ts';
import { listProductMedia } from '../products/product-pictures.service.ts';
import { variantCombinationOf } from '../products/variant-rows.ts';
import { countHint, findHintedVariant, findHintsPerDay, type HintedVariantRow, insertHint } from './hints.queries.ts';

/*
 * "Drop a hint" (decision 046): a signed-in shopper e-mails one piece to a friend. At most the
 * Admin's number a shop day per shopper (the day's count, raised by a conditional upsert), and
 * the same piece to the same address once a day (a unique index): both held by the database, in
 * the transaction that queues the e-mail, so a refused hint leaves nothing behind.
 */

const NO_PIECE = 'There is no such piece in the shop.';

async function hintForEmail(
  db: Database,
  row: HintedVariantRow,
  input: SendHintInput,
  currency: Currency,
  mail: MailContext,
): Promise<HintForEmail> {
  const pictures = (await listProductMedia(db, [row.product_id])).get(row.product_id) ?? [];
  const [picture] = picturesForVariant(pictures, variantCombinationOf(row));
  return {
    senderName: input.senderName,
    message: input.message ?? null,
    pieceName: row.product_name,
    detail: row.metal,
    price: formatPrice(fromMinor(Number(row.price)), currency),
    link: `${mail.publicUrl}/product/${encodeURIComponent(row.sku)}`,
    picture: picture ? `${mail.publicUrl}${mediaUrlAt(picture.url, 400)}` : null,
  };
}

/** POST /api/hints. */
export async function sendHint(
  db: Database,
  input: SendHintInput & { currency: Currency },
  actor: Actor,
  mail: MailContext,
): Promise<SentHint> {
  const { userId } = actor;
  const row = await findHintedVariant(db, input.sku.toLowerCase(), input.currency);
  if (!row) throw new AppError('not-found', NO_PIECE);
  const limit = await findHintsPerDay(db);
  if (limit === undefined) throw new AppError('unavailable', 'Hints cannot be sent yet; please try again later.');
  const hint = await hintForEmail(db, row, input, input.currency, mail);
  const { HintEmail, hintEmailSubject, hintEmailText } = await import('../messages/emails/hint-emails.tsx');
  return db.transaction(async (tx) => {
    const id = await insertHint(tx, { userId, productVariantId: row.id, email: input.email });
    if (id === undefined) {
      throw new AppError(
        'too-many-requests',
        'You have already sent this piece to that address today; you can send it again tomorrow.',
      );
    }
    const sent = await countHint(tx, userId, limit);
    if (sent === undefined) {
      throw new AppError(
        'too-many-requests',
        `You have sent ${limit} ${limit === 1 ? 'hint' : 'hints'} today, the most a day; you can send more tomorrow.`,
      );
    }
    const props = { company: mail.company, hint };
    await queueEmail(tx, {
      to: input.email,
      subject: hintEmailSubject(hint, mail.company),
      template: createElement(HintEmail, props),
      text: hintEmailText(props),
      links: [hint.link],
      secrets: [],
    });
    return { sentTo: input.email, hintsLeftToday: limit - sent };
  });
}
