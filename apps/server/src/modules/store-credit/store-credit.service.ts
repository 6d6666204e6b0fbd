import { type Currency, formatMoney, toMinor } from '@facet/contracts/money';
import type { Actor } from '@facet/contracts/permissions';
import {
  type IssueStoreCreditInput,
  type StoreCreditAccount,
  type StoreCreditKind,
  type StoreCreditSettings,
  storeCreditMessages,
} from '@facet/contracts/store-credit';
import { type Database, queryRows, type Transaction } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { SQLSTATE, withConstraint } from '../../lib/database-errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readStoreCredit, readStoreCreditSettings } from './store-credit-reads.service.ts';

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
  const [entry] = await queryRows<{ id: number }>(
    tx,
    sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id, actor_id)
        values (${grant.userId}, ${grant.currency}, ${grant.amount}, ${grant.kind}, ${grant.reason},
                ${grant.orderId ?? null}, ${grant.actorId})
        returning id`,
  );
  return entry!.id;
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
    tx.execute(
      sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
          values (${spend.userId}, ${spend.currency}, ${-spend.amount}, 'spent',
                  ${`Spent on order ${spend.orderNumber}.`}, ${spend.orderId})`,
    );
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
  const [given] = await queryRows<{ amount: string | number }>(
    tx,
    sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id)
        select s.user_id, s.currency, o.store_credit - o.store_credit_given_back, 'given-back', ${why}, o.id
          from orders o join store_credit_entries s on s.order_id = o.id and s.kind = 'spent'
         where o.id = ${orderId} and o.store_credit > o.store_credit_given_back
        returning amount`,
  );
  return given ? Number(given.amount) : 0;
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
      const written = await queryRows<{ id: number }>(
        tx,
        sql`insert into store_credit_entries (user_id, currency, amount, kind, reason, order_id, refund_id)
            select s.user_id, s.currency, ${part.amount}, 'given-back', ${part.why}, s.order_id, ${part.refundId}
              from store_credit_entries s
             where s.order_id = ${part.orderId} and s.kind = 'spent'
            returning id`,
      );
      if (written.length === 0) throw new AppError('unprocessable', storeCreditMessages.noSpend);
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
    const [customer] = await queryRows<{ role: string }>(tx, sql`select role from users where id = ${input.userId}`);
    if (!customer) throw new AppError('not-found', storeCreditMessages.noCustomer);
    if (customer.role !== 'Customer') throw new AppError('unprocessable', storeCreditMessages.notCustomer);
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
    await tx.execute(
      sql`insert into store_credit_settings (id, issue_max_inr, issue_max_usd, update_date)
          values (1, ${toMinor(input.issueMaxInr)}, ${toMinor(input.issueMaxUsd)}, now())
          on conflict (id) do update
             set issue_max_inr = excluded.issue_max_inr, issue_max_usd = excluded.issue_max_usd, update_date = now()`,
    );
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
