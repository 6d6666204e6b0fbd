import type { Database } from '@facet/db/client';
import * as lookups from '@facet/db/schema/lookups';
import { metals } from '@facet/db/schema/metals';
import { AppError } from '../../lib/app-error.ts';

/**
 * Names ↔ ids of the lookups a product refers to, read inside the saving transaction. The
 * tables are small and change only with a release, so reading them all is cheaper than
 * asking for each name.
 */
export interface CatalogueLookups {
  idOf(table: LookupTableName, name: string, field: string): number;
  nameOf(table: LookupTableName, id: number): string;
}

export type LookupTableName =
  'metals' | 'ringStyles' | 'stoneShapes' | 'stoneCategories' | 'jewellerySubTypes' | 'genders' | 'mediaCategories';

export async function loadCatalogueLookups(db: Database): Promise<CatalogueLookups> {
  const tables = {
    metals,
    ringStyles: lookups.ringStyles,
    stoneShapes: lookups.stoneShapes,
    stoneCategories: lookups.stoneCategories,
    jewellerySubTypes: lookups.jewellerySubTypes,
    genders: lookups.genders,
    mediaCategories: lookups.mediaCategories,
  } as const;
  const entries = await Promise.all(
    (Object.keys(tables) as LookupTableName[]).map(async (name) => {
      const table = tables[name];
      const rows = await db.select({ id: table.id, name: table.name }).from(table);
      return [name, rows] as const;
    }),
  );
  const byName = new Map(entries.map(([table, rows]) => [table, new Map(rows.map((r) => [r.name, r.id]))]));
  const byId = new Map(entries.map(([table, rows]) => [table, new Map(rows.map((r) => [r.id, r.name]))]));
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
