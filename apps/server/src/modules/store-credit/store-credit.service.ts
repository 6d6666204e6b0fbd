import { type Currency, formatMoney, toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import {
  type IssueStoreCreditInput,
  type StoreCreditAccount,
  type StoreCreditKind,
  type StoreCreditSettings,
  storeCreditMessages,
} from '@facet/contracts/store-credit';
import type { Database, Transaction } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { SQLSTATE, withConstraint } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readStoreCredit, readStoreCreditSettings } from './store-credit-reads.service.ts';
import {
  findUserRole,
  insertGiveBackOfRest,
  insertGiveBackPart,
  insertGrant,
  insertSpend,
  upsertSettings,
} from './store-credit.queries.ts';

/*
 * Writing to the credit ledger (decision 031). Every movement is one entry; the database moves
 * the balance in the same statement (a trigger) and refuses a balance below zero (a check), an
 * order spending twice or being given back twice (unique indexes), and any edit of an entry.
 * So whatever calls these — checkout, a cancellation, staff, the exchanges — credit cannot be
 * spent twice, even by two instances at once.
 */

/** What the ledger needs to write one grant: positive, in minor units of `currency`. */
export interface StoreCreditGrant {
  userId: string;
  amount: number;
  currency: Currency;
  kind: Extract<StoreCreditKind, 'issued-by-staff' | 'exchange'>;
  reason: string;
  actorId: string | null;
  orderId?: number | null;
}

/**
 * Gives a customer store credit inside the caller's transaction (staff goodwill, or an exchange
 * crediting a return). The caller checks who may give it and how much; the database keeps the
 * balance. Answers the entry's id.
 */
export async function issueStoreCredit(tx: Transaction, grant: StoreCreditGrant): Promise<number> {
  if (!Number.isSafeInteger(grant.amount) || grant.amount <= 0) {
    throw new AppError('bad-request', 'Store credit is given in a positive amount.');
  }
  return insertGrant(tx, {
    userId: grant.userId,
    currency: grant.currency,
    amount: grant.amount,
    kind: grant.kind,
    reason: grant.reason,
    orderId: grant.orderId ?? null,
    actorId: grant.actorId,
  });
}

/**
 * Spends `amount` (minor units, positive) of the customer's credit on an order, once. Two spends
 * of one balance wait on its row; the one that would take it below zero is refused with the
 * balance in words, and a second spend for the same order is refused too.
 */
export async function spendStoreCredit(
  tx: Transaction,
  spend: { userId: string; orderId: number; amount: number; currency: Currency; orderNumber: string },
): Promise<void> {
  const write = () =>
    insertSpend(tx, {
      userId: spend.userId,
      currency: spend.currency,
      amount: -spend.amount,
      reason: `Spent on order ${spend.orderNumber}.`,
      orderId: spend.orderId,
    });
  await withConstraint(
    'store_credit_entries_spent_once',
    [SQLSTATE.uniqueViolation],
    () => new AppError('conflict', storeCreditMessages.spentTwice),
    () =>
      withConstraint(
        'store_credit_balances_not_negative',
        [SQLSTATE.checkViolation],
        () => new AppError('conflict', storeCreditMessages.notEnough),
        write,
      ),
  );
}

/**
 * Gives back what is left of an order's spend (all of it, or what its partial refunds have not
 * given back yet) when it is cancelled or refunded: nothing when it spent none or has had it all
 * back already. The caller holds the order's lock. Answers the amount (minor units).
 */
export async function giveBackStoreCredit(tx: Transaction, orderId: number, why: string): Promise<number> {
  return (await insertGiveBackOfRest(tx, orderId, why)) ?? 0;
}

/**
 * Gives back `amount` (minor units, positive) of what an order spent, as the credit share of
 * refund `refundId` (a partial refund, decision 031). The database refuses a sum of give-backs
 * above the order's spend (orders' check, under the order's row lock), whoever writes them.
 */
export async function giveBackStoreCreditPart(
  tx: Transaction,
  part: { orderId: number; refundId: number | null; amount: number; why: string },
): Promise<void> {
  if (!Number.isSafeInteger(part.amount) || part.amount <= 0) {
    throw new AppError('bad-request', 'Store credit is given back in a positive amount.');
  }
  await withConstraint(
    'orders_store_credit_given_back_range',
    [SQLSTATE.checkViolation],
    () => new AppError('conflict', storeCreditMessages.givenBackAlready),
    async () => {
      const written = await insertGiveBackPart(tx, part);
      if (written === 0) throw new AppError('unprocessable', storeCreditMessages.noSpend);
    },
  );
}

/** POST /api/store-credit: staff give a customer credit (Orders area), up to the Admin's limit, audited. */
export async function issueStoreCreditByStaff(
  db: Database,
  input: IssueStoreCreditInput,
  actor: Actor,
): Promise<StoreCreditAccount> {
  await db.transaction(async (tx) => {
    const role = await findUserRole(tx, input.userId);
    if (role === undefined) throw new AppError('not-found', storeCreditMessages.noCustomer);
    if (role !== 'Customer') throw new AppError('unprocessable', storeCreditMessages.notCustomer);
    const settings = await readStoreCreditSettings(tx);
    const max = input.currency === 'INR' ? settings.issueMaxInr : settings.issueMaxUsd;
    if (input.amount > max) {
      throw new AppError('unprocessable', storeCreditMessages.overIssueMax(formatMoney(toMinor(max), input.currency)));
    }
    const entryId = await issueStoreCredit(tx, {
      userId: input.userId,
      amount: toMinor(input.amount),
      currency: input.currency,
      kind: 'issued-by-staff',
      reason: input.reason,
      actorId: actor.userId,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'store-credit.issued',
      entityType: 'user',
      entityId: input.userId,
      after: { entryId, amount: input.amount, currency: input.currency, reason: input.reason },
    });
  });
  return readStoreCredit(db, input.userId);
}

/** PUT /api/store-credit/settings (Admin): the most one grant may be, per currency; audited. */
export async function updateStoreCreditSettings(
  db: Database,
  input: StoreCreditSettings,
  actor: Actor,
): Promise<StoreCreditSettings> {
  await db.transaction(async (tx) => {
    const before = await readStoreCreditSettings(tx);
    await upsertSettings(tx, { issueMaxInr: toMinor(input.issueMaxInr), issueMaxUsd: toMinor(input.issueMaxUsd) });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'store-credit.settings-changed',
      entityType: 'store-credit-settings',
      entityId: '1',
      before,
      after: input,
    });
  });
  return readStoreCreditSettings(db);
}
