import type { Database } from '@facet/db/client';
import { afterSalePolicy } from '@facet/db/schema/after-sale-policy';
import { stoneCategories } from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { stones } from '@facet/db/schema/stones';
import { intArray } from '@facet/db/sql-helpers';
import { eq, sql } from 'drizzle-orm';

/*
 * The after-sale policy's SQL (decision 030), every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time; the rows' types come from the same tables. The services
 * (after-sale-*.service.ts) hold the rules and the reckoning.
 */

export type AfterSalePolicyRow = typeof afterSalePolicy.$inferSelect;

/** The policy's one row, if the migration wrote it. */
export async function findPolicyRow(db: Database): Promise<AfterSalePolicyRow | undefined> {
  const [row] = await db.select().from(afterSalePolicy).where(eq(afterSalePolicy.id, 1));
  return row;
}

/** The policy's one row, locked (for update) until the caller's transaction ends. */
export async function lockPolicyRow(tx: Database): Promise<AfterSalePolicyRow | undefined> {
  const [row] = await tx.select().from(afterSalePolicy).where(eq(afterSalePolicy.id, 1)).for('update');
  return row;
}

/** Writes the policy's one row; answers it as written. */
export async function updatePolicyRow(
  tx: Database,
  values: Omit<AfterSalePolicyRow, 'id' | 'updateDate'>,
): Promise<AfterSalePolicyRow | undefined> {
  const [row] = await tx
    .update(afterSalePolicy)
    .set({ ...values, updateDate: new Date() })
    .where(eq(afterSalePolicy.id, 1))
    .returning();
  return row;
}

/** Each stone's category, by stone. */
export function listStoneCategoryRows(tx: Database, stoneIds: readonly number[]) {
  return tx
    .select({ id: stones.id, category: stoneCategories.name })
    .from(stones)
    .innerJoin(stoneCategories, eq(stoneCategories.id, stones.stoneCategoryId))
    .where(sql`${stones.id} = any(${intArray(stoneIds)}::int[])`);
}

/** Every metal's rate today. */
export function listMetalRates(db: Database) {
  return db.select({ name: metals.name, pricePerUnit: metals.pricePerUnit }).from(metals);
}

/** Today's conversion (the pricing parameters'), undefined when they are missing. */
export async function findConversion(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ conversion: pricingParameters.conversion })
    .from(pricingParameters)
    .where(eq(pricingParameters.id, 1));
  return row?.conversion;
}
