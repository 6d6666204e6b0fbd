import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { listCatalogueLookupRows, type LookupTableName } from './product-admin.queries.ts';

export type { LookupTableName } from './product-admin.queries.ts';

/**
 * Names ↔ ids of the lookups a product refers to, read inside the saving transaction. The
 * tables are small and change only with a release, so one statement reads them all: cheaper
 * than asking for each name, and a transaction's connection runs one statement at a time.
 */
export interface CatalogueLookups {
  idOf(table: LookupTableName, name: string, field: string): number;
  nameOf(table: LookupTableName, id: number): string;
}

export async function loadCatalogueLookups(db: Database): Promise<CatalogueLookups> {
  const rows = await listCatalogueLookupRows(db);
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
