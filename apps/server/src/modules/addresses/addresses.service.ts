import type { AddressIdParams, AddressRecord, SavedAddressInput } from '@facet/contracts/addresses';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { addresses } from '@facet/db/schema/users';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * A customer's address book. Exactly one address is the default while there are any: the
 * first one becomes it, making another the default moves it, deleting it passes it on.
 */

export const MAX_ADDRESSES = 20;

type AddressRow = typeof addresses.$inferSelect;

function toRecord(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    isDefault: row.isDefault,
    createDate: row.createDate.toISOString(),
  };
}

/** The actor's own addresses, the default first. */
export async function listAddresses(db: Database, actor: Actor): Promise<AddressRecord[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, actor.userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createDate));
  return rows.map(toRecord);
}

export async function addAddress(db: Database, input: SavedAddressInput, actor: Actor): Promise<AddressRecord> {
  const { makeDefault, ...fields } = input;
  const { userId } = actor;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const total = existing?.n ?? 0;
    if (total >= MAX_ADDRESSES) {
      throw new AppError('unprocessable', `An address book holds ${MAX_ADDRESSES} addresses; delete one first.`);
    }
    const isDefault = makeDefault || total === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault })
      .returning();
    return toRecord(row!);
  });
}

async function ownAddress(db: Database, userId: string, id: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not-found', 'There is no such address in your address book.');
  return row;
}

export async function makeDefaultAddress(db: Database, input: AddressIdParams, actor: Actor): Promise<AddressRecord[]> {
  const { userId } = actor;
  await db.transaction(async (tx) => {
    await ownAddress(tx, userId, input.id);
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, input.id));
  });
  return listAddresses(db, actor);
}

export async function deleteAddress(db: Database, input: AddressIdParams, actor: Actor): Promise<AddressRecord[]> {
  const { userId } = actor;
  await db.transaction(async (tx) => {
    const row = await ownAddress(tx, userId, input.id);
    await tx.delete(addresses).where(eq(addresses.id, input.id));
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createDate))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
  return listAddresses(db, actor);
}
