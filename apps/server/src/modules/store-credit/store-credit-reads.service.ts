import { type Currency, fromMinor } from '@facet/contracts/money';
import { type StoreCreditAccount, type StoreCreditSettings, storeCreditMessages } from '@facet/contracts/store-credit';
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { findBalance, findSettings, findUserRole, listBalances, listEntries } from './store-credit.queries.ts';

/** Reading a customer's store credit and the shop's limit on grants (decision 031). */

const ENTRIES_SHOWN = 200;

/** A customer's balance in one currency, minor units (0 without any credit). */
export async function storeCreditBalance(db: Database, userId: string, currency: Currency): Promise<number> {
  return (await findBalance(db, userId, currency)) ?? 0;
}

/** Balances (only currencies ever credited) and the latest entries, newest first. */
export async function readStoreCredit(db: Database, userId: string): Promise<StoreCreditAccount> {
  const balances = await listBalances(db, userId);
  const entries = await listEntries(db, userId, ENTRIES_SHOWN);
  return {
    balances: balances.map((row) => ({ currency: row.currency, balance: fromMinor(row.balance) })),
    entries: entries.map((row) => ({
      id: row.id,
      amount: fromMinor(row.amount),
      currency: row.currency,
      kind: row.kind,
      reason: row.reason,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      createDate: row.createDate.toISOString(),
    })),
  };
}

/** A customer's credit as staff see it: 404 for an id that is not a customer's. */
export async function readCustomerStoreCredit(db: Database, userId: string): Promise<StoreCreditAccount> {
  const role = await findUserRole(db, userId);
  if (role !== 'Customer') throw new AppError('not-found', storeCreditMessages.noCustomer);
  return readStoreCredit(db, userId);
}

export async function readStoreCreditSettings(db: Database): Promise<StoreCreditSettings> {
  const row = await findSettings(db);
  if (!row) throw new Error('store credit settings are missing');
  return { issueMaxInr: fromMinor(row.issueMaxInr), issueMaxUsd: fromMinor(row.issueMaxUsd) };
}
