import type { Actor } from '@facet/contracts/permissions';
import {
  type RingSizerListQuery,
  ringSizerMessages,
  type RingSizerRequestInput,
  type RingSizerRequestRecord,
} from '@facet/contracts/ring-sizer';
import type { OrderAddress } from '@facet/contracts/orders';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { findCustomerAddress } from '../addresses/addresses.queries.ts';
import { readAfterSalePolicy } from '../after-sale-policy/after-sale-policy.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findLatestRequest,
  insertRequest,
  listRequests,
  markRequestSent,
  type RequestRow,
} from './ring-sizer.queries.ts';

/*
 * "Send me a free ring sizer" (docs/product.md, "Ring sizes"): a signed-in shopper asks for one
 * to one of their addresses; Orders staff see the waiting requests, post the sizers and mark
 * them sent. Rate-limited: one waiting request per shopper and per address (the database's
 * partial unique indexes, so two tabs or two accounts at once still make one), and no new one
 * within the after-sale policy's `ringSizerDays` of the shopper's last (the Admin's setting,
 * decision 044) — each refused with a 429 and a sentence.
 */

const DAY_MS = 86_400_000;

/** The address as one key: country, postal code and first line, lower-cased, without spaces or punctuation. */
export function addressKeyOf(address: { country: string; postalCode: string; line1: string }): string {
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return [address.country, squash(address.postalCode), squash(address.line1)].join('|');
}

function toRecord(row: RequestRow): RingSizerRequestRecord {
  return {
    id: row.id,
    state: row.state,
    customer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    address: row.address as OrderAddress,
    createDate: row.createDate.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function requestRingSizer(
  db: Database,
  input: RingSizerRequestInput,
  actor: Actor,
): Promise<RingSizerRequestRecord> {
  const address = await findCustomerAddress(db, actor.userId, input.addressId);
  if (!address) throw new AppError('not-found', ringSizerMessages.noAddress);
  const latest = await findLatestRequest(db, actor.userId);
  if (latest?.state === 'requested') throw new AppError('too-many-requests', ringSizerMessages.waiting);
  if (latest) {
    const { ringSizerDays } = await readAfterSalePolicy(db);
    if (Date.now() - latest.createDate.getTime() < ringSizerDays * DAY_MS) {
      throw new AppError('too-many-requests', ringSizerMessages.tooSoon(ringSizerDays));
    }
  }
  const created = await withUniqueKey(
    'ring_sizer_requests_one_waiting_per_user',
    () => new AppError('too-many-requests', ringSizerMessages.waiting),
    () =>
      withUniqueKey(
        'ring_sizer_requests_one_waiting_per_address',
        () => new AppError('too-many-requests', ringSizerMessages.addressWaiting),
        () => insertRequest(db, { userId: actor.userId, address, addressKey: addressKeyOf(address) }),
      ),
  );
  const [row] = await listRequests(db, { id: created.id });
  return toRecord(row!);
}

export async function listMyRingSizerRequests(db: Database, actor: Actor): Promise<RingSizerRequestRecord[]> {
  return (await listRequests(db, { userId: actor.userId })).map(toRecord);
}

export async function listRingSizerRequests(
  db: Database,
  input: RingSizerListQuery,
): Promise<RingSizerRequestRecord[]> {
  return (await listRequests(db, { state: input.state ?? 'requested' })).map(toRecord);
}

/** Marks a waiting request as posted, once: a second mark is refused (409), an unknown id is 404. */
export async function markRingSizerSent(
  db: Database,
  input: { id: number },
  actor: Actor,
): Promise<RingSizerRequestRecord> {
  return db.transaction(async (tx) => {
    const marked = await markRequestSent(tx, input.id, actor.userId);
    const [row] = await listRequests(tx, { id: input.id });
    if (!row) throw new AppError('not-found', ringSizerMessages.noRequest);
    if (!marked) throw new AppError('conflict', ringSizerMessages.alreadySent);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'ring-sizer.sent',
      entityType: 'ring-sizer-request',
      entityId: String(input.id),
      before: { state: 'requested' },
      after: { state: 'sent' },
    });
    return toRecord(row);
  });
}
