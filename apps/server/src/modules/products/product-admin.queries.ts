import type { ProductListQuery } from '@facet/contracts/products';
import { type Database, queryRows } from '@facet/db/client';
import {
  genders,
  jewellerySubTypes,
  jewelleryTypes,
  mediaCategories,
  ringStyles,
  stoneCategories,
  stoneShapes,
} from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { products, productVariants } from '@facet/db/schema/products';
import { containsPattern } from '@facet/db/sql-helpers';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { variantNameColumns, variantNameJoins, type VariantNameRow, variantRowAliases } from './variant-rows.ts';

/*
 * The back-office's jewellery SQL — the editor's reads, the list, the save's lookups and checks —
 * columns named through the schema's tables (packages/db/src/schema), raw rows' types named here.
 * The services (product-admin-reads.service.ts, product-save.service.ts and its steps) hold the rules.
 */

const { v, p, m, st, jt } = variantRowAliases;

/** The product as the editor needs it, its lookups by name. */
export async function findProductForEditor(db: Database, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      subType: jewellerySubTypes.name,
      jewelleryType: jewelleryTypes.name,
      stoneCategory: stoneCategories.name,
      stoneColor: products.stoneColor,
      stoneClarity: products.stoneClarity,
      stoneCut: products.stoneCut,
      baseWeight: products.baseWeight,
      gender: genders.name,
      discountId: products.discountId,
      hasAttachedStone: products.hasAttachedStone,
      isListed: products.isListed,
      huidExemptReason: products.huidExemptReason,
      attributes: products.attributes,
      countryOfOrigin: products.countryOfOrigin,
      createDate: products.createDate,
      updateDate: products.updateDate,
    })
    .from(products)
    .innerJoin(jewellerySubTypes, eq(jewellerySubTypes.id, products.subTypeId))
    .innerJoin(jewelleryTypes, eq(jewelleryTypes.id, jewellerySubTypes.jewelleryTypeId))
    .innerJoin(genders, eq(genders.id, products.genderId))
    .leftJoin(stoneCategories, eq(stoneCategories.id, products.stoneCategoryId))
    .where(eq(products.id, productId));
  return row;
}

/** A variant as the editor shows it: its combination, costs and both currencies' prices. */
export interface EditorVariantRow extends VariantNameRow {
  weight: number;
  stone_cost: string | number;
  discount: number;
  price_inr: string | number;
  list_price_inr: string | number;
  price_usd: string | number;
  is_active: boolean;
}

/** Every variant of the product, dropped ones too, in the attributes' order. */
export function listEditorVariantRows(db: Database, productId: number): Promise<EditorVariantRow[]> {
  return queryRows<EditorVariantRow>(
    db,
    sql`select ${variantNameColumns}, ${v.weight}, ${v.stoneCost}, ${v.discount},
               ${v.priceInr}, ${v.listPriceInr}, ${v.priceUsd}, ${v.isActive}
          from ${productVariants} ${v}
          ${variantNameJoins}
         where ${v.productId} = ${productId}
         order by ${v.position}, ${v.id}`,
  );
}

/** A row of the back-office list; counts and `min`/`max` of bigints as the driver answers them. */
export interface ProductListRow {
  id: number;
  name: string;
  sub_type: string;
  jewellery_type: string;
  is_listed: boolean;
  variant_count: string | number;
  metals: string[] | null;
  price_from: string | number | null;
  price_to: string | number | null;
  update_date: Date | string;
  total: string | number;
}

/** The list's search and filters, on `products p` joined to `st` and `jt`. */
function listConditions(query: ProductListQuery): SQL {
  const conditions = [sql`true`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const sv = alias(productVariants, 'sv');
    conditions.push(
      sql`(${p.name} ilike ${pattern} or exists (select 1 from ${productVariants} ${sv} where ${sv.productId} = ${p.id} and ${sv.sku} ilike ${pattern}))`,
    );
  }
  if (query.jewelleryType) conditions.push(sql`${jt.name} = ${query.jewelleryType}`);
  if (query.subType) conditions.push(sql`${st.name} = ${query.subType}`);
  if (query.listed !== 'all') conditions.push(sql`${p.isListed} = ${query.listed === 'listed'}`);
  return sql.join(conditions, sql` and `);
}

const productKindJoins = sql`join ${jewellerySubTypes} ${st} on ${st.id} = ${p.subTypeId}
  join ${jewelleryTypes} ${jt} on ${jt.id} = ${st.jewelleryTypeId}`;

/** A page of the back-office list, newest change first, each row with the total matching. */
export function listProductRows(db: Database, query: ProductListQuery): Promise<ProductListRow[]> {
  const mv = alias(productVariants, 'mv');
  return queryRows<ProductListRow>(
    db,
    sql`select ${p.id}, ${p.name}, ${st.name} as sub_type, ${jt.name} as jewellery_type, ${p.isListed}, ${p.updateDate},
               agg.variant_count, agg.metals, agg.price_from, agg.price_to, count(*) over () as total
          from ${products} ${p}
          ${productKindJoins}
          left join lateral (
            select count(*) as variant_count, min(${v.priceInr}) as price_from, max(${v.priceInr}) as price_to,
                   array(select ${m.name} from ${metals} ${m}
                          where exists (select 1 from ${productVariants} ${mv}
                                         where ${mv.productId} = ${p.id} and ${mv.isActive} and ${mv.metalId} = ${m.id})
                          order by ${m.position}) as metals
              from ${productVariants} ${v} where ${v.productId} = ${p.id} and ${v.isActive}
          ) agg on true
         where ${listConditions(query)}
         order by ${p.updateDate} desc, ${p.id} desc
         limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
}

/** `count(*)` as the driver answers it (a string or a number). */
export interface CountRow {
  total: string | number;
}

/** How many products the list's search and filters match (for a page past the last). */
export async function countListedProducts(db: Database, query: ProductListQuery): Promise<number> {
  const [count] = await queryRows<CountRow>(
    db,
    sql`select count(*) as total from ${products} ${p} ${productKindJoins} where ${listConditions(query)}`,
  );
  return Number(count?.total ?? 0);
}

/** The lookups a product refers to, by the names CatalogueLookups knows them by. */
export type LookupTableName =
  'metals' | 'ringStyles' | 'stoneShapes' | 'stoneCategories' | 'jewellerySubTypes' | 'genders' | 'mediaCategories';

/** A lookup's row: which lookup, its id and name. */
export interface LookupRow {
  lookup: LookupTableName;
  id: number;
  name: string;
}

/** Every lookup a product refers to, in one statement (catalogue-lookups.ts). */
export function listCatalogueLookupRows(db: Database): Promise<LookupRow[]> {
  const each = (lookup: LookupTableName, table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }) =>
    sql`select ${lookup}::text as lookup, ${table.id}, ${table.name} from ${table}`;
  return queryRows<LookupRow>(
    db,
    sql.join(
      [
        each('metals', metals),
        each('ringStyles', ringStyles),
        each('stoneShapes', stoneShapes),
        each('stoneCategories', stoneCategories),
        each('jewellerySubTypes', jewellerySubTypes),
        each('genders', genders),
        each('mediaCategories', mediaCategories),
      ],
      sql` union all `,
    ),
  );
}

/** The ring styles with these names, in no particular order. */
export function listRingStylesNamed(db: Database, names: readonly string[]) {
  return db
    .select({ id: ringStyles.id, name: ringStyles.name })
    .from(ringStyles)
    .where(inArray(ringStyles.name, [...names]));
}
