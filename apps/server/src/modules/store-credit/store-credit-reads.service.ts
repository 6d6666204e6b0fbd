import { type Currency, fromMinor } from '@facet/contracts/money';
import {
  type StoreCreditAccount,
  type StoreCreditKind,
  type StoreCreditSettings,
  storeCreditMessages,
} from '@facet/contracts/store-credit';
import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/** Reading a customer's store credit and the shop's limit on grants (decision 031). */

const ENTRIES_SHOWN = 200;

/** A customer's balance in one currency, minor units (0 without any credit). */
export async function storeCreditBalance(db: Database, userId: string, currency: Currency): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`select balance from store_credit_balances where user_id = ${userId} and currency = ${currency}`,
  );
  return row ? Number(row.balance) : 0;
}

/** Balances (only currencies ever credited) and the latest entries, newest first. */
export async function readStoreCredit(db: Database, userId: string): Promise<StoreCreditAccount> {
  const balances = await queryRows<{ currency: Currency; balance: string | number }>(
    db,
    sql`select currency, balance from store_credit_balances where user_id = ${userId} order by currency`,
  );
  const entries = await queryRows<{
    id: number;
    amount: string | number;
    currency: Currency;
    kind: StoreCreditKind;
    reason: string;
    order_id: number | null;
    number: string | null;
    create_date: Date | string;
  }>(
    db,
    sql`select e.id, e.amount, e.currency, e.kind, e.reason, e.order_id, o.number, e.create_date
          from store_credit_entries e left join orders o on o.id = e.order_id
         where e.user_id = ${userId}
         order by e.id desc limit ${ENTRIES_SHOWN}`,
  );
  return {
    balances: balances.map((row) => ({ currency: row.currency, balance: fromMinor(Number(row.balance)) })),
    entries: entries.map((row) => ({
      id: row.id,
      amount: fromMinor(Number(row.amount)),
      currency: row.currency,
      kind: row.kind,
      reason: row.reason,
      orderId: row.order_id,
      orderNumber: row.number,
      createDate: new Date(row.create_date).toISOString(),
    })),
  };
}

/** A customer's credit as staff see it: 404 for an id that is not a customer's. */
export async function readCustomerStoreCredit(db: Database, userId: string): Promise<StoreCreditAccount> {
  const [user] = await queryRows<{ role: string }>(db, sql`select role from users where id = ${userId}`);
  if (!user || user.role !== 'Customer') throw new AppError('not-found', storeCreditMessages.noCustomer);
  return readStoreCredit(db, userId);
}

export async function readStoreCreditSettings(db: Database): Promise<StoreCreditSettings> {
  const [row] = await queryRows<{ issue_max_inr: string | number; issue_max_usd: string | number }>(
    db,
    sql`select issue_max_inr, issue_max_usd from store_credit_settings where id = 1`,
  );
  if (!row) throw new Error('store credit settings are missing');
  return { issueMaxInr: fromMinor(Number(row.issue_max_inr)), issueMaxUsd: fromMinor(Number(row.issue_max_usd)) };
}
