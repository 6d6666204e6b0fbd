import type { Database } from '@facet/db/client';
import { carriers, shipments } from '@facet/db/schema/carriers';
import { count, eq, sql } from 'drizzle-orm';

/*
 * The carriers' SQL, every column named through the schema's tables (packages/db/src/schema), so
 * that a renamed column fails `npm run typecheck` here rather than a query at run time; the rows'
 * types come from the same tables. The services (carrier*.service.ts) hold the rules.
 */

type CarrierFields = Pick<
  typeof carriers.$inferInsert,
  'name' | 'trackingUrl' | 'numberPattern' | 'numberFormat' | 'numberExample' | 'active'
>;

/** Every carrier by name (whatever its case), or only `id`'s, with how many parcels it has carried. */
export function readCarrierRows(db: Database, id?: number) {
  return db
    .select({
      id: carriers.id,
      name: carriers.name,
      trackingUrl: carriers.trackingUrl,
      numberPattern: carriers.numberPattern,
      numberFormat: carriers.numberFormat,
      numberExample: carriers.numberExample,
      active: carriers.active,
      // A join, not a subquery in the select: Drizzle writes a single table's columns unqualified,
      // and a correlated subquery's `carrier_id = id` would then compare the parcel with itself.
      shipmentCount: count(shipments.id),
    })
    .from(carriers)
    .leftJoin(shipments, eq(shipments.carrierId, carriers.id))
    .where(id === undefined ? undefined : eq(carriers.id, id))
    .groupBy(carriers.id)
    .orderBy(sql`lower(${carriers.name})`);
}

export type CarrierRow = Awaited<ReturnType<typeof readCarrierRows>>[number];

/** Adds a carrier; answers its id. */
export async function insertCarrier(tx: Database, fields: CarrierFields): Promise<number> {
  const [created] = await tx.insert(carriers).values(fields).returning({ id: carriers.id });
  return created!.id;
}

/** Writes every field of carrier `id`. */
export async function updateCarrierRow(tx: Database, id: number, fields: CarrierFields): Promise<void> {
  await tx
    .update(carriers)
    .set({ ...fields, updateDate: sql`now()` })
    .where(eq(carriers.id, id));
}

export async function deleteCarrierRow(tx: Database, id: number): Promise<void> {
  await tx.delete(carriers).where(eq(carriers.id, id));
}

/** Locks carrier `id`'s row (for update) until the caller's transaction ends; false when there is none. */
export async function lockCarrierRow(tx: Database, id: number): Promise<boolean> {
  const [locked] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id)).for('update');
  return locked !== undefined;
}
