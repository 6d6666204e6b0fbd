import type { JewellerySubTypeRecord, LookupRecord } from '@facet/contracts/lookup-records';
import type { Database } from '@facet/db/client';
import * as tables from '@facet/db/schema/lookups';
import { asc, eq } from 'drizzle-orm';

export type LookupName =
  'jewelleryTypes' | 'ringStyles' | 'stoneShapes' | 'stoneCategories' | 'mediaCategories' | 'profiles' | 'genders';

export async function listLookup(db: Database, input: { name: LookupName }): Promise<LookupRecord[]> {
  const table = tables[input.name];
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.position), asc(table.id));
}

export async function listJewellerySubTypes(
  db: Database,
  filter: { jewelleryTypeId?: number | undefined } = {},
): Promise<JewellerySubTypeRecord[]> {
  const { jewellerySubTypes: sub, jewelleryTypes: type } = tables;
  return db
    .select({
      id: sub.id,
      name: sub.name,
      slug: sub.slug,
      jewelleryTypeId: type.id,
      jewelleryTypeName: type.name,
    })
    .from(sub)
    .innerJoin(type, eq(type.id, sub.jewelleryTypeId))
    .where(filter.jewelleryTypeId === undefined ? undefined : eq(sub.jewelleryTypeId, filter.jewelleryTypeId))
    .orderBy(asc(sub.position), asc(sub.id));
}
