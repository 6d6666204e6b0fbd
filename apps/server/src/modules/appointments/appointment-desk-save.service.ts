import type { DeskAppointment } from '@facet/contracts/appointment-desk';
import type { ShortlistChange } from '@facet/contracts/appointments';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { MailContext } from '../auth/account-mail.ts';
import { readDeskAppointment } from './appointment-desk.service.ts';
import { sendSelectionEmail } from './appointment-mail.service.ts';
import { changeAnyShortlist } from './appointment-shortlist.service.ts';
import { lockAppointment, updateNotesRow } from './appointments.queries.ts';

/*
 * The appointments desk's changes (decision 041): a shortlist's pieces and stones until the
 * appointment starts, the notes (audited: staff's words about a shopper), and "send this
 * selection", which e-mails the shopper their shortlist.
 */

export async function changeDeskShortlist(
  db: Database,
  input: { id: number; change: ShortlistChange; add: boolean },
  actor: Actor,
): Promise<DeskAppointment> {
  await changeAnyShortlist(db, input);
  await recordAudit(db, {
    actorId: actor.userId,
    action: input.add ? 'appointment.shortlist-added' : 'appointment.shortlist-removed',
    entityType: 'appointment',
    entityId: String(input.id),
    after: input.change,
  });
  return readDeskAppointment(db, input.id);
}

export async function writeNotes(
  db: Database,
  input: { id: number; notes: string },
  actor: Actor,
): Promise<DeskAppointment> {
  await db.transaction(async (tx) => {
    const before = await lockAppointment(tx, input.id);
    if (!before) throw new AppError('not-found', 'We could not find that appointment.');
    if (before.notes === input.notes) return;
    await updateNotesRow(tx, input.id, input.notes);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'appointment.notes-written',
      entityType: 'appointment',
      entityId: String(input.id),
      before: { notes: before.notes },
      after: { notes: input.notes },
    });
  });
  return readDeskAppointment(db, input.id);
}

/** POST /api/appointment-desk/:id/send-selection: the shortlist by e-mail, linking to it ready for the bag. */
export async function sendSelection(
  db: Database,
  input: { id: number },
  actor: Actor,
  mail: MailContext,
): Promise<DeskAppointment> {
  const record = await readDeskAppointment(db, input.id);
  if (record.shortlist.length === 0)
    throw new AppError('conflict', 'The shortlist is empty: add a piece or stone first.');
  await db.transaction(async (tx) => {
    await sendSelectionEmail(tx, mail, record);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'appointment.selection-sent',
      entityType: 'appointment',
      entityId: String(input.id),
      after: { shortlist: record.shortlist.map((item) => item.sku) },
    });
  });
  return record;
}
