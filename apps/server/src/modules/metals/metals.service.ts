import { metalByName } from '@facet/contracts/lookups';
import type { MetalRecord } from '@facet/contracts/metals';
import { fromMinor } from '@facet/contracts/money';
import type { Database } from '@facet/db/client';
import { metals } from '@facet/db/schema/metals';
import { asc } from 'drizzle-orm';

export async function listMetals(db: Database): Promise<MetalRecord[]> {
  const rows = await db.select().from(metals).orderBy(asc(metals.position), asc(metals.id));
  return rows.map((row) => {
    const known = metalByName(row.name);
    return {
      id: row.id,
      name: row.name,
      pricePerUnit: fromMinor(row.pricePerUnit),
      labour: fromMinor(row.labour),
      colour: known?.colour ?? 'white',
      swatch: known?.swatch ?? '#d9d9d9',
      purity: known?.purity ?? '',
      updateDate: row.updateDate.toISOString(),
    };
  });
}
