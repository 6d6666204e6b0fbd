import { readdirSync } from 'node:fs';
import path from 'node:path';
import { queryRows } from '@facet/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * What the ring picture's test files share (ring-picture, ring-picture-bounds): the demo
 * catalogue's settings by name, stones made to fit them, and the pictures kept in the media folder.
 */

interface SkuRow {
  sku: string;
}

/** The SKU of a product's first active variant that matches `where` (metals are `m`). */
export async function variantSku(t: TestApp, productName: string, where: SQL = sql`true`): Promise<string> {
  const [row] = await queryRows<SkuRow>(
    t.database.db,
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
          left join metals m on m.id = v.metal_id
         where p.name = ${productName} and v.is_active and ${where}
         order by v.id limit 1`,
  );
  if (!row) throw new Error(`no variant of ${productName}`);
  return row.sku;
}

/** The demo's Elara Solitaire Ring in white gold, made for a round stone of 0.90 to 1.15 ct. */
export function elaraWhiteGold(t: TestApp): Promise<string> {
  return variantSku(t, 'Elara Solitaire Ring', sql`v.center_stone_carat = 100 and m.name = 'White Gold'`);
}

/** A natural diamond of that shape and weight, available unless told otherwise. */
export async function insertStone(t: TestApp, sku: string, shape: string, carat: number, state = 'available') {
  await t.database.db.execute(
    sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, certificate_lab, cost, state)
        values (${sku}, (select id from stone_categories where name = 'Natural Diamond'),
                (select id from stone_shapes where name = ${shape}),
                ${Math.round(carat * 100)}, 'F', 'VS1', 'Excellent', 'GIA', 30000000, ${state})`,
  );
}

/** The ring pictures kept in the app's media folder. */
export function keptFiles(t: TestApp): string[] {
  const folder = path.join(t.config.media.dir, 'ring-pictures');
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.webp'));
  } catch {
    return [];
  }
}
