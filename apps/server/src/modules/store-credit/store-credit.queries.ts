import type { Currency } from '@facet/contracts/money';
import { type Database, queryRows } from '@facet/db/client';
import { orders } from '@facet/db/schema/orders';
import { storeCreditBalances, storeCreditEntries, storeCreditSettings } from '@facet/db/schema/store-credit';
import { users } from '@facet/db/schema/users';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toSnakeCase } from 'drizzle-orm/casing';

/*
 * The credit ledger's SQL (decision 031), every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time; the rows' types come from the same tables. The services
 * (store-credit*.service.ts) hold the rules, the transactions and the refusals.
 */

type Entry = typeof storeCreditEntries.$inferSelect;

/** A column's bare name, for an insert's column list (where PostgreSQL refuses a table's prefix). */
const bare = (column: AnyPgColumn) => sql.identifier(toSnakeCase(column.name));

/** The customer's role, or undefined for an id that is nobody's. */
export async function findUserRole(db: Database, userId: string) {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}

/** A customer's balance in one currency (minor units), undefined when never credited in it. */
export async function findBalance(db: Database, userId: string, currency: Currency): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(and(eq(storeCreditBalances.userId, userId), eq(storeCreditBalances.currency, currency)));
  return row?.balance;
}

/** A customer's balances, one per currency ever credited, by currency. */
export function listBalances(db: Database, userId: string) {
  return db
    .select({ currency: storeCreditBalances.currency, balance: storeCreditBalances.balance })
    .from(storeCreditBalances)
    .where(eq(storeCreditBalances.userId, userId))
    .orderBy(storeCreditBalances.currency);
}

/** A customer's latest `limit` entries, newest first, with the number of the order each is about. */
export function listEntries(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: storeCreditEntries.id,
      amount: storeCreditEntries.amount,
      currency: storeCreditEntries.currency,
      kind: storeCreditEntries.kind,
      reason: storeCreditEntries.reason,
      orderId: storeCreditEntries.orderId,
      orderNumber: orders.number,
      createDate: storeCreditEntries.createDate,
    })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.id))
    .limit(limit);
}

/** The most one grant may be, minor units per currency; undefined when the row is missing. */
export async function findSettings(db: Database) {
  const [row] = await db
    .select({ issueMaxInr: storeCreditSettings.issueMaxInr, issueMaxUsd: storeCreditSettings.issueMaxUsd })
    .from(storeCreditSettings)
    .where(eq(storeCreditSettings.id, 1));
  return row;
}

/** Writes the settings' one row (minor units), made if missing. */
export async function upsertSettings(db: Database, settings: { issueMaxInr: number; issueMaxUsd: number }) {
  await db
    .insert(storeCreditSettings)
    .values({ id: 1, ...settings, updateDate: sql`now()` })
    .onConflictDoUpdate({ target: storeCreditSettings.id, set: { ...settings, updateDate: sql`now()` } });
}

/** Writes a grant (issued by staff, an exchange); answers the entry's id. */
export async function insertGrant(
  db: Database,
  grant: Pick<Entry, 'userId' | 'currency' | 'amount' | 'kind' | 'reason' | 'orderId' | 'actorId'>,
): Promise<number> {
  const [entry] = await db.insert(storeCreditEntries).values(grant).returning({ id: storeCreditEntries.id });
  return entry!.id;
}

/** Writes an order's spend (a negative amount); the database refuses a second one and a balance below zero. */
export async function insertSpend(
  db: Database,
  spend: Pick<Entry, 'userId' | 'currency' | 'amount' | 'reason'> & { orderId: number },
): Promise<void> {
  await db.insert(storeCreditEntries).values({ ...spend, kind: 'spent' });
}

/** A give-back's amount as the driver answers a bigint: a string on the PostgreSQL server. */
interface GivenBackRow {
  amount: string | number;
}

/**
 * Gives back all of an order's spend not given back yet, as the customer's credit in the spend's
 * currency; answers the amount (minor units), or undefined when there was nothing to give back.
 */
export async function insertGiveBackOfRest(db: Database, orderId: number, why: string): Promise<number | undefined> {
  const e = storeCreditEntries;
  const [given] = await queryRows<GivenBackRow>(
    db,
    sql`insert into ${e} (${bare(e.userId)}, ${bare(e.currency)}, ${bare(e.amount)}, ${bare(e.kind)}, ${bare(e.reason)}, ${bare(e.orderId)})
        select ${e.userId}, ${e.currency}, ${orders.storeCredit} - ${orders.storeCreditGivenBack}, 'given-back', ${why}, ${orders.id}
          from ${orders} join ${e} on ${e.orderId} = ${orders.id} and ${e.kind} = 'spent'
         where ${orders.id} = ${orderId} and ${orders.storeCredit} > ${orders.storeCreditGivenBack}
        returning ${e.amount}`,
  );
  return given ? Number(given.amount) : undefined;
}

/**
 * Gives back `amount` of an order's spend as the credit share of a refund, in the spend's
 * currency; answers how many entries were written (0 when the order spent no credit).
 */
export async function insertGiveBackPart(
  db: Database,
  part: { orderId: number; refundId: number | null; amount: number; why: string },
): Promise<number> {
  const e = storeCreditEntries;
  const written = await queryRows<Pick<Entry, 'id'>>(
    db,
    sql`insert into ${e} (${bare(e.userId)}, ${bare(e.currency)}, ${bare(e.amount)}, ${bare(e.kind)}, ${bare(e.reason)}, ${bare(e.orderId)}, ${bare(e.refundId)})
        select ${e.userId}, ${e.currency}, ${part.amount}, 'given-back', ${part.why}, ${e.orderId}, ${part.refundId}
          from ${e}
         where ${e.orderId} = ${part.orderId} and ${e.kind} = 'spent'
        returning ${e.id}`,
  );
  return written.length;
}
