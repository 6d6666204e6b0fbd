import { toMinor } from '@facet/contracts/money';
import { toHundredths } from '@facet/contracts/product-variants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import * as lookupTables from '../../schema/lookups.ts';
import { stones } from '../../schema/stones.ts';
import { users } from '../../schema/users.ts';
import { buildDemoStones, type DemoStone } from './demo-stones.ts';

/*
 * Writes the demo stones as the stone service stores them: carats, millimetres and
 * percentages in hundredths, cost in paise. No price is stored (decision 009), so nothing is
 * repriced here. Stones without pictures are drawn from their shape by the web app.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per INSERT: 24 columns each, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 120;

async function idsByName(db: Database, table: typeof lookupTables.stoneShapes): Promise<(name: string) => number> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`The demo stones need "${name}": run the reference data first.`);
    return id;
  };
}

/**
 * Loads the demo stones. A stone whose stock number (or certificate) is taken already is left
 * as it is, so running it twice adds nothing and never overwrites what staff changed.
 */
export async function seedDemoStones(db: Database): Promise<void> {
  const shapeId = await idsByName(db, lookupTables.stoneShapes);
  const categoryId = await idsByName(db, lookupTables.stoneCategories);
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'stone.manager@example.com'));
  const now = Date.now();
  const row = (stone: DemoStone) => {
    const createDate = new Date(now - stone.ageDays * DAY_MS);
    return {
      sku: stone.sku,
      stoneCategoryId: categoryId(stone.category),
      stoneShapeId: shapeId(stone.shape),
      carat: toHundredths(stone.carat),
      color: stone.color,
      clarity: stone.clarity,
      cut: stone.cut,
      polish: stone.polish,
      symmetry: stone.symmetry,
      fluorescence: stone.fluorescence,
      length: toHundredths(stone.length),
      width: toHundredths(stone.width),
      depth: toHundredths(stone.depth),
      depthPercent: toHundredths(stone.depthPercent),
      tablePercent: toHundredths(stone.tablePercent),
      certificateLab: stone.certificateLab,
      certificateNumber: stone.certificateNumber,
      certificateUrl: stone.certificateUrl,
      cost: toMinor(stone.cost),
      state: stone.state,
      createdBy: creator?.id ?? null,
      createDate,
      updateDate: createDate,
    };
  };
  const all = buildDemoStones();
  for (let start = 0; start < all.length; start += ROWS_PER_INSERT) {
    // No conflict target: a taken stock number and a taken certificate are both left alone.
    await db
      .insert(stones)
      .values(all.slice(start, start + ROWS_PER_INSERT).map(row))
      .onConflictDoNothing();
  }
}
