import {
  genders,
  jewellerySubTypes,
  jewelleryTypes,
  mediaCategories,
  metals,
  profiles,
  ringStyles,
  stoneCategories,
  stoneShapes,
} from '@facet/contracts/lookups';
import { toBasisPoints, toConversionUnits, toMinor } from '@facet/contracts/money';
import { stoneCategoryTaxClass } from '@facet/contracts/tax-classes';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as lookupTables from '../schema/lookups.ts';
import { metals as metalsTable } from '../schema/metals.ts';
import { pricingParameters } from '../schema/pricing-parameters.ts';

/*
 * What the shop needs to run at all: the lookup lists from contracts, the metals with their rates and
 * the pricing parameters. Rates are realistic for India in late 2026 and are the staff's to
 * change in /metal-and-price; seeding never overwrites them.
 */

/** INR per gram: metal rate and labour (making charge). */
export const defaultMetalRates: Record<(typeof metals)[number]['name'], { pricePerUnit: number; labour: number }> = {
  'White Gold': { pricePerUnit: 9_850, labour: 950 },
  'Yellow Gold': { pricePerUnit: 9_650, labour: 900 },
  'Rose Gold': { pricePerUnit: 9_650, labour: 900 },
  Platinum: { pricePerUnit: 4_350, labour: 1_450 },
  '925 Sterling Silver': { pricePerUnit: 160, labour: 140 },
};

/**
 * Charge 3 % (GST); conversion in INR per USD. Insured shipping is set per currency in whole
 * units: ₹1,250 or $25 on an order, free from ₹25,000 or $300 of goods — nearly every piece the
 * shop sells ships free, insured, worldwide, as its pages promise.
 */
export const defaultPricingParameters = {
  conversion: 88.45,
  charge: 3,
  shippingCost: 1_250,
  shippingCostUsd: 25,
  freeShippingFromInr: 25_000,
  freeShippingFromUsd: 300,
  shopDiscount: 0,
  profitRate: 32,
};

type LookupTable = (typeof lookupTables)['ringStyles'];

async function insertNames(db: Database, table: LookupTable, names: readonly string[]) {
  await db
    .insert(table)
    .values(names.map((name, position) => ({ name, position })))
    .onConflictDoNothing({ target: table.name });
}

export async function seedReferenceData(db: Database): Promise<void> {
  await insertNames(db, lookupTables.jewelleryTypes, jewelleryTypes);
  const typeRows = await db.select().from(lookupTables.jewelleryTypes);
  const typeId = new Map(typeRows.map((row) => [row.name, row.id]));
  await db
    .insert(lookupTables.jewellerySubTypes)
    .values(
      jewellerySubTypes.map((subType, position) => ({
        name: subType.name,
        slug: subType.slug,
        jewelleryTypeId: typeId.get(subType.type)!,
        position,
      })),
    )
    .onConflictDoNothing({ target: lookupTables.jewellerySubTypes.name });
  await insertNames(db, lookupTables.ringStyles, ringStyles);
  await insertNames(db, lookupTables.stoneShapes, stoneShapes);
  await insertNames(db, lookupTables.stoneCategories, stoneCategories);
  await insertNames(db, lookupTables.mediaCategories, mediaCategories);
  await insertNames(db, lookupTables.profiles, profiles);
  await insertNames(db, lookupTables.genders, genders);
  // Loose stones are taxed by their category's class (the classes themselves come with the schema).
  for (const [category, taxClass] of Object.entries(stoneCategoryTaxClass)) {
    await db.execute(
      sql`insert into stone_category_tax_classes (stone_category_id, tax_class_id)
          select c.id, t.id from stone_categories c, tax_classes t where c.name = ${category} and t.key = ${taxClass}
          on conflict (stone_category_id) do nothing`,
    );
  }

  await db
    .insert(metalsTable)
    .values(
      metals.map((metal, position) => ({
        name: metal.name,
        pricePerUnit: toMinor(defaultMetalRates[metal.name].pricePerUnit),
        labour: toMinor(defaultMetalRates[metal.name].labour),
        position,
      })),
    )
    .onConflictDoNothing({ target: metalsTable.name });

  const existing = await db.select().from(pricingParameters).where(eq(pricingParameters.id, 1));
  if (existing.length === 0) {
    const p = defaultPricingParameters;
    await db.insert(pricingParameters).values({
      id: 1,
      conversion: toConversionUnits(p.conversion),
      charge: toBasisPoints(p.charge),
      shippingCost: toMinor(p.shippingCost),
      shippingCostUsd: toMinor(p.shippingCostUsd),
      freeShippingFromInr: toMinor(p.freeShippingFromInr),
      freeShippingFromUsd: toMinor(p.freeShippingFromUsd),
      shopDiscount: toBasisPoints(p.shopDiscount),
      profitRate: toBasisPoints(p.profitRate),
    });
  }
}
