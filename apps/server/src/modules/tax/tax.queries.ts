import { type Database, queryRows } from '@facet/db/client';
import { jewellerySubTypes, stoneCategories } from '@facet/db/schema/lookups';
import { stoneCategoryTaxClasses, subTypeTaxClasses, taxClasses, taxSettings } from '@facet/db/schema/tax';
import { eq, type SQL, sql } from 'drizzle-orm';

/*
 * The tax classes' SQL (decision 023), every column named through the schema's tables
 * (packages/db/src/schema/tax.ts), so that a renamed column fails `npm run typecheck` here rather
 * than a query at run time. The services (tax-classes.service.ts) hold the rules; the pieces of
 * SQL other modules' queries take a line's class with are here too (line-tax-class.service.ts).
 */

/** The jewellery class's id: the class of whatever has no class row of its own. */
const jewelleryClassId = sql`(select ${taxClasses.id} from ${taxClasses} where ${taxClasses.key} = 'jewellery')`;

/** The class id of a piece of the sub type `subTypeId` (a column). */
export function pieceTaxClassId(subTypeId: SQL): SQL {
  return sql`coalesce((select ${subTypeTaxClasses.taxClassId} from ${subTypeTaxClasses} where ${subTypeTaxClasses.subTypeId} = ${subTypeId}), ${jewelleryClassId})`;
}

/** The class id of a loose stone of the category `stoneCategoryId` (a column). */
export function stoneTaxClassId(stoneCategoryId: SQL): SQL {
  return sql`coalesce((select ${stoneCategoryTaxClasses.taxClassId} from ${stoneCategoryTaxClasses} where ${stoneCategoryTaxClasses.stoneCategoryId} = ${stoneCategoryId}), ${jewelleryClassId})`;
}

/** Every class, as a JSON array of LineTaxClass (line-tax-class.service.ts). */
export const taxClassesJson = sql`(select coalesce(json_agg(json_build_object('id', ${taxClasses.id}, 'key', ${taxClasses.key}, 'hsn', ${taxClasses.hsn}, 'rate', ${taxClasses.rate})), '[]')
                                     from ${taxClasses})`;

/** A class as the Tax page lists it; `update_date` in PostgreSQL's text form. */
export type TaxClassRow = Pick<typeof taxClasses.$inferSelect, 'id' | 'key' | 'hsn' | 'description' | 'rate'> & {
  update_date: string;
  sub_types: string[];
  stone_categories: string[];
};

/**
 * The classes in the page's order (position, then id), each with the names of the sub types
 * and stone categories in it, each list in its own order; a thing without a class row is in
 * jewellery's. Raw SQL: the lists are subqueries on the outer class, which Drizzle's select of
 * one table would write with unqualified column names (taken as the subquery's own).
 */
export function listTaxClassRows(db: Database): Promise<TaxClassRow[]> {
  return queryRows<TaxClassRow>(
    db,
    sql`select ${taxClasses.id}, ${taxClasses.key}, ${taxClasses.hsn}, ${taxClasses.description}, ${taxClasses.rate},
               ${taxClasses.updateDate}::text as update_date,
               array(select ${jewellerySubTypes.name} from ${jewellerySubTypes}
                       left join ${subTypeTaxClasses} on ${subTypeTaxClasses.subTypeId} = ${jewellerySubTypes.id}
                      where coalesce(${subTypeTaxClasses.taxClassId}, ${jewelleryClassId}) = ${taxClasses.id}
                      order by ${jewellerySubTypes.position}) as sub_types,
               array(select ${stoneCategories.name} from ${stoneCategories}
                       left join ${stoneCategoryTaxClasses} on ${stoneCategoryTaxClasses.stoneCategoryId} = ${stoneCategories.id}
                      where coalesce(${stoneCategoryTaxClasses.taxClassId}, ${jewelleryClassId}) = ${taxClasses.id}
                      order by ${stoneCategories.position}) as stone_categories
          from ${taxClasses} order by ${taxClasses.position}, ${taxClasses.id}`,
  );
}

export type TaxClassFigures = Pick<typeof taxClasses.$inferSelect, 'hsn' | 'description' | 'rate'>;

/** A class's HSN code, words and rate, its row locked until the transaction ends. */
export async function lockTaxClass(tx: Database, key: string): Promise<TaxClassFigures | undefined> {
  const [row] = await tx
    .select({ hsn: taxClasses.hsn, description: taxClasses.description, rate: taxClasses.rate })
    .from(taxClasses)
    .where(eq(taxClasses.key, key))
    .for('update');
  return row;
}

export async function updateTaxClassFigures(tx: Database, key: string, figures: TaxClassFigures): Promise<void> {
  await tx
    .update(taxClasses)
    .set({ hsn: figures.hsn, description: figures.description, rate: figures.rate, updateDate: sql`now()` })
    .where(eq(taxClasses.key, key));
}

export async function findTaxClassId(tx: Database, key: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: taxClasses.id }).from(taxClasses).where(eq(taxClasses.key, key));
  return row?.id;
}

/** The id of the sub type of this name, in any case. */
export async function findSubTypeId(tx: Database, name: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: jewellerySubTypes.id })
    .from(jewellerySubTypes)
    .where(sql`lower(${jewellerySubTypes.name}) = lower(${name})`);
  return row?.id;
}

/** The id of the stone category of this name, in any case. */
export async function findStoneCategoryId(tx: Database, name: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: stoneCategories.id })
    .from(stoneCategories)
    .where(sql`lower(${stoneCategories.name}) = lower(${name})`);
  return row?.id;
}

/** The key of the class a sub type has a row for; undefined without one (jewellery's). */
export async function findSubTypeClassKey(tx: Database, subTypeId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ key: taxClasses.key })
    .from(subTypeTaxClasses)
    .innerJoin(taxClasses, eq(taxClasses.id, subTypeTaxClasses.taxClassId))
    .where(eq(subTypeTaxClasses.subTypeId, subTypeId));
  return row?.key;
}

/** The key of the class a stone category has a row for; undefined without one (jewellery's). */
export async function findStoneCategoryClassKey(tx: Database, stoneCategoryId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ key: taxClasses.key })
    .from(stoneCategoryTaxClasses)
    .innerJoin(taxClasses, eq(taxClasses.id, stoneCategoryTaxClasses.taxClassId))
    .where(eq(stoneCategoryTaxClasses.stoneCategoryId, stoneCategoryId));
  return row?.key;
}

export async function putSubTypeInClass(tx: Database, subTypeId: number, taxClassId: number): Promise<void> {
  await tx
    .insert(subTypeTaxClasses)
    .values({ subTypeId, taxClassId })
    .onConflictDoUpdate({ target: subTypeTaxClasses.subTypeId, set: { taxClassId } });
}

export async function putStoneCategoryInClass(
  tx: Database,
  stoneCategoryId: number,
  taxClassId: number,
): Promise<void> {
  await tx
    .insert(stoneCategoryTaxClasses)
    .values({ stoneCategoryId, taxClassId })
    .onConflictDoUpdate({ target: stoneCategoryTaxClasses.stoneCategoryId, set: { taxClassId } });
}

/** The PAN threshold (paise) with the settings' row locked until the transaction ends; undefined without the row. */
export async function lockPanAbove(tx: Database): Promise<number | undefined> {
  const [row] = await tx
    .select({ panAbove: taxSettings.panAbove })
    .from(taxSettings)
    .where(eq(taxSettings.id, 1))
    .for('update');
  return row?.panAbove;
}

/** Writes the PAN threshold (paise), making the settings' row if it is missing. */
export async function upsertPanAbove(tx: Database, panAbove: number): Promise<void> {
  await tx
    .insert(taxSettings)
    .values({ id: 1, panAbove, updateDate: sql`now()` })
    .onConflictDoUpdate({ target: taxSettings.id, set: { panAbove, updateDate: sql`now()` } });
}

/** The PAN threshold (paise); undefined without the settings' row. */
export async function findPanAbove(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ panAbove: taxSettings.panAbove }).from(taxSettings).where(eq(taxSettings.id, 1));
  return row?.panAbove;
}
