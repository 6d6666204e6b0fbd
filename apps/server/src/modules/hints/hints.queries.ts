import type { Currency } from '@facet/contracts/money';
import { type Database, queryRows } from '@facet/db/client';
import { products, productVariants } from '@facet/db/schema/products';
import { savedSearchSettings } from '@facet/db/schema/saved-searches';
import { hintDays, hints } from '@facet/db/schema/sharing';
import { sql } from 'drizzle-orm';
import {
  variantNameColumns,
  variantNameJoins,
  type VariantNameRow,
  variantRowAliases,
} from '../products/variant-rows.ts';

/*
 * The hints' SQL (decision 046). The day is the shop's (India's calendar day, as price history
 * counts it: `price_history_day()`), taken by the database so every instance agrees on it.
 */

const { v, p } = variantRowAliases;

export interface HintedVariantRow extends VariantNameRow {
  product_id: number;
  product_name: string;
  price: string | number;
}

/** The variant with this SKU (lower case) if shoppers may see it, priced in `currency` as stored. */
export async function findHintedVariant(
  db: Database,
  sku: string,
  currency: Currency,
): Promise<HintedVariantRow | undefined> {
  const price = currency === 'INR' ? sql`${v.priceInr} as price` : sql`${v.priceUsd} as price`;
  const [row] = await queryRows<HintedVariantRow>(
    db,
    sql`select ${variantNameColumns}, ${p.id} as product_id, ${p.name} as product_name, ${price}
          from ${productVariants} ${v}
          join ${products} ${p} on ${p.id} = ${v.productId}
          ${variantNameJoins}
         where ${v.sku} = ${sku} and ${p.isListed} and ${v.isActive}`,
  );
  return row;
}

/** The Admin's bound on hints per shopper a day (the e-mails' settings row). */
export async function findHintsPerDay(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ hintsPerDay: savedSearchSettings.hintsPerDay }).from(savedSearchSettings);
  return row?.hintsPerDay;
}

/** Records the hint; undefined when the shopper already sent this piece to this address today. */
export async function insertHint(
  tx: Database,
  values: { userId: string; productVariantId: number; email: string },
): Promise<number | undefined> {
  const [row] = await tx.insert(hints).values(values).onConflictDoNothing().returning({ id: hints.id });
  return row?.id;
}

/**
 * Counts one more hint on the shopper's day, unless `limit` are counted already: the conditional
 * upsert waits for a concurrent one on the same row and checks the bound again, so hints sent at
 * once stop at the bound. Answers the day's count, or undefined when the bound was reached.
 */
export async function countHint(tx: Database, userId: string, limit: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(hintDays)
    .values({ userId, day: sql`price_history_day()`, sent: 1 })
    .onConflictDoUpdate({
      target: [hintDays.userId, hintDays.day],
      set: { sent: sql`${hintDays.sent} + 1` },
      setWhere: sql`${hintDays.sent} < ${limit}`,
    })
    .returning({ sent: hintDays.sent });
  return row?.sent;
}
