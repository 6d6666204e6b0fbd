import { complaintDeadline } from '@facet/contracts/business-details';
import {
  type CreateInquiryInput,
  inquiryReference,
  type InquiryIdParams,
  type InquiryRecord,
  INQUIRY_HONEYPOT_FIELD,
  isHoneypotFilled,
  type ReplyToInquiryInput,
} from '@facet/contracts/inquiries';
import type { Actor } from '@facet/contracts/permissions';
import { formatPhoneNumber } from '@facet/contracts/phone';
import { shopDateInWords, shopDateOf } from '@facet/contracts/shop-dates';
import { stoneName } from '@facet/contracts/stones';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { InquiryForEmail } from '../messages/emails/inquiry-emails.tsx';
import { businessDetails } from '../business-details/business-details.service.ts';
import { getInquiry } from './inquiry-reads.service.ts';
import {
  deleteInquiryRow,
  findStoneBySku,
  findVariantBySku,
  insertInquiry,
  lockInquiry,
  markInquiryAnswered,
  type StoredInquiry,
} from './inquiries.queries.ts';
import {
  sendComplaintAcknowledgement,
  sendComplaintNotification,
  sendInquiryAcknowledgement,
  sendInquiryNotification,
  sendInquiryReply,
} from './inquiry-mail.ts';

/*
 * Inquiries: a shopper's question is stored with the two e-mails it causes (the shopper's
 * acknowledgement and the shop's notification) in one transaction, so there is never a
 * question nobody heard of, nor an e-mail about a question that was not kept. Staff answer by
 * e-mail from the back-office; the answer is queued the same way.
 */

/** What a SKU names: a stone (stock numbers are one stone whatever their case) or a jewellery variant. */
async function resolveSku(db: Database, sku: string | null) {
  const none = { stoneId: null, productVariantId: null, about: sku };
  if (!sku) return none;
  const stone = await findStoneBySku(db, sku);
  if (stone) {
    const name = stoneName({ carat: stone.carat / 100, stoneShape: stone.shape, stoneCategory: stone.category });
    return { stoneId: stone.id, productVariantId: null, about: `${name} (${stone.sku})` };
  }
  const variant = await findVariantBySku(db, sku);
  if (variant) return { stoneId: null, productVariantId: variant.id, about: `${variant.name} (${variant.sku})` };
  // Unknown (a stone sold and deleted since the page was opened, a mistyped link): kept as text.
  return none;
}

function forEmail(row: StoredInquiry): InquiryForEmail {
  return { name: row.name, email: row.email, phoneNumber: row.phoneNumber, message: row.message, sku: row.sku };
}

/**
 * POST /api/inquiry. `actor` is the signed-in shopper, if any (their account is linked). A
 * complaint gets the day it is to be resolved by and its own two e-mails (the shopper's
 * acknowledgement with its reference, the grievance officer's notification). A filled-in
 * honeypot is answered as a success but nothing is kept or sent: `created` false.
 */
export async function createInquiry(
  db: Database,
  input: CreateInquiryInput,
  actor: Actor | null,
  mail: MailContext,
): Promise<{ created: boolean; id: number | null }> {
  if (isHoneypotFilled(input)) return { created: false, id: null };
  const { [INQUIRY_HONEYPOT_FIELD]: _honeypot, ...fields } = input;
  return db.transaction(async (tx) => {
    const { stoneId, productVariantId, about } = await resolveSku(tx, fields.sku);
    if (fields.kind === 'complaint') {
      // The period is the one in force when it arrives; the day is fixed with it, so a later
      // change of the period never moves a date a shopper has been told.
      const details = await businessDetails(tx);
      const resolveBy = complaintDeadline(shopDateOf(new Date()), details.complaintResolutionDays);
      const row = await insertInquiry(tx, {
        ...fields,
        resolveBy,
        stoneId,
        productVariantId,
        userId: actor?.userId ?? null,
      });
      const complaint = {
        reference: inquiryReference(row!),
        resolveBy: shopDateInWords(resolveBy),
        resolutionDays: details.complaintResolutionDays,
        grievanceOfficer: details.grievanceOfficer,
      };
      // Signed as the business details say, which the shopper also reads on the contact page.
      const signed: MailContext = {
        ...mail,
        company: {
          businessName: details.tradeName,
          email: details.customerCare.email,
          phone: formatPhoneNumber(details.customerCare.phone),
          city: details.address.city,
        },
      };
      await sendComplaintAcknowledgement(tx, { inquiry: forEmail(row!), complaint }, signed);
      await sendComplaintNotification(tx, { id: row!.id, inquiry: forEmail(row!), complaint, about }, signed);
      return { created: true, id: row!.id };
    }
    const row = await insertInquiry(tx, { ...fields, stoneId, productVariantId, userId: actor?.userId ?? null });
    await sendInquiryAcknowledgement(tx, forEmail(row!), mail);
    await sendInquiryNotification(tx, { id: row!.id, inquiry: forEmail(row!), about }, mail);
    return { created: true, id: row!.id };
  });
}

/**
 * POST /api/inquiry/{id}/reply: e-mails the answer to the shopper and marks the inquiry
 * answered, by whom and when. A further reply (a follow-up) is sent too and becomes the one shown;
 * every reply stays in the outbox and the audit log.
 */
export async function replyToInquiry(
  db: Database,
  input: InquiryIdParams & ReplyToInquiryInput,
  actor: Actor,
  mail: MailContext,
): Promise<InquiryRecord> {
  await db.transaction(async (tx) => {
    const row = await lockInquiry(tx, input.id);
    if (!row) throw new AppError('not-found', 'There is no such inquiry.');
    await markInquiryAnswered(tx, input.id, input.message, actor.userId);
    await sendInquiryReply(tx, { inquiry: forEmail(row), reply: input.message }, mail);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'inquiry.answered',
      entityType: 'inquiry',
      entityId: String(input.id),
      before: { state: row.state, reply: row.reply },
      after: { state: 'answered', reply: input.message, to: row.email },
    });
  });
  return getInquiry(db, { id: input.id });
}

/** DELETE /api/inquiry/{id}: gone for good; the audit log keeps who asked, about what, and who deleted it. */
export async function deleteInquiry(db: Database, input: InquiryIdParams, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteInquiryRow(tx, input.id);
    if (!before) throw new AppError('not-found', 'There is no such inquiry.');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'inquiry.deleted',
      entityType: 'inquiry',
      entityId: String(input.id),
      before: { name: before.name, email: before.email, sku: before.sku, state: before.state },
    });
  });
}
