import type { CreateStoneInput, StoneRecord, StoneState } from '@facet/contracts/stones';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { stones } from '@facet/db/schema/stones';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/** A stone draft as the back-office form would send it (z.input: optional fields may be left out). */
export type StoneDraftPayload = Partial<Record<keyof CreateStoneInput, unknown>> & Record<string, unknown>;

/** A 1.01 ct oval lab-grown diamond, F VS1 Excellent, IGI-certified, bought for ₹85,000. */
export function stoneDraft(overrides: StoneDraftPayload = {}): StoneDraftPayload {
  return {
    stoneCategory: 'Lab Grown Diamond',
    stoneShape: 'Oval',
    carat: 1.01,
    color: 'F',
    clarity: 'VS1',
    cut: 'Excellent',
    polish: 'Excellent',
    symmetry: 'Very Good',
    fluorescence: 'None',
    length: 7.8,
    width: 5.6,
    depth: 3.5,
    depthPercent: 62.5,
    tablePercent: 58,
    certificateLab: 'IGI',
    certificateNumber: null,
    certificateUrl: null,
    videoUrl: null,
    price: 85_000,
    productMedias: [],
    ...overrides,
  };
}

export async function createStoneAs(
  t: TestApp,
  draft: StoneDraftPayload,
  role: 'Admin' | 'Manager' | 'StoneManager' = 'StoneManager',
): Promise<StoneRecord> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stone',
    headers: { cookie: await t.cookieFor(role) },
    payload: draft,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data as StoneRecord;
}

/** Removes every stone (the demo inventory too), so a test sees only the stones it made. */
export async function deleteEveryStone(t: TestApp): Promise<void> {
  await t.database.db.delete(stones);
  t.app.referenceCache.drop();
}

/** A stone written straight to the table (a natural diamond, F VS1 Excellent, GIA), by its stock number. */
export async function insertStoneRow(
  t: Pick<TestApp, 'database'>,
  stone: { sku: string; shape: string; carat: number; costRupees: number; state?: string },
): Promise<number> {
  const idOf = (table: typeof stoneCategories | typeof stoneShapes, name: string) =>
    sql<number>`(select ${table.id} from ${table} where ${table.name} = ${name})`;
  const [row] = await t.database.db
    .insert(stones)
    .values({
      sku: stone.sku,
      stoneCategoryId: idOf(stoneCategories, 'Natural Diamond'),
      stoneShapeId: idOf(stoneShapes, stone.shape),
      carat: Math.round(stone.carat * 100),
      color: 'F',
      clarity: 'VS1',
      cut: 'Excellent',
      certificateLab: 'GIA',
      cost: stone.costRupees * 100,
      state: (stone.state ?? 'available') as StoneState,
    })
    .returning({ id: stones.id });
  return row!.id;
}
