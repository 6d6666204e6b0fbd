import { type Database, queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/**
 * Names ↔ ids of the lookups a product refers to, read inside the saving transaction. The
 * tables are small and change only with a release, so one statement reads them all: cheaper
 * than asking for each name, and a transaction's connection runs one statement at a time.
 */
export interface CatalogueLookups {
  idOf(table: LookupTableName, name: string, field: string): number;
  nameOf(table: LookupTableName, id: number): string;
}

export type LookupTableName =
  'metals' | 'ringStyles' | 'stoneShapes' | 'stoneCategories' | 'jewellerySubTypes' | 'genders' | 'mediaCategories';

export async function loadCatalogueLookups(db: Database): Promise<CatalogueLookups> {
  const rows = await queryRows<{ lookup: LookupTableName; id: number; name: string }>(
    db,
    sql`select 'metals' as lookup, id, name from metals
        union all select 'ringStyles', id, name from ring_styles
        union all select 'stoneShapes', id, name from stone_shapes
        union all select 'stoneCategories', id, name from stone_categories
        union all select 'jewellerySubTypes', id, name from jewellery_sub_types
        union all select 'genders', id, name from genders
        union all select 'mediaCategories', id, name from media_categories`,
  );
  const byName = new Map<LookupTableName, Map<string, number>>();
  const byId = new Map<LookupTableName, Map<number, string>>();
  for (const row of rows) {
    if (!byName.has(row.lookup)) byName.set(row.lookup, new Map());
    if (!byId.has(row.lookup)) byId.set(row.lookup, new Map());
    byName.get(row.lookup)!.set(row.name, row.id);
    byId.get(row.lookup)!.set(row.id, row.name);
  }
  return {
    idOf(table, name, field) {
      const id = byName.get(table)?.get(name);
      if (id === undefined) throw new AppError('bad-request', `${field}: ${name} is not set up in this shop`);
      return id;
    },
    nameOf(table, id) {
      return byId.get(table)?.get(id) ?? '';
    },
  };
}
