import type { ProductForUpdate } from '@facet/contracts/products';
import type { CreateProductInput } from '@facet/contracts/product-drafts';
import { generateCombinations } from '@facet/contracts/product-variants';
import type { Database } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { oneRow } from './rows.ts';
import type { TestApp } from './test-app.ts';

/** A ring draft as the editor would send it: every combination, 4 g base weight, ₹40,000 of stones. */
export function ringDraft(overrides: Partial<CreateProductInput> = {}): CreateProductInput {
  const attributes = {
    metalAttribute: ['Yellow Gold', 'Platinum'],
    ringStyleAttribute: ['Halo'],
    centerStoneShapeAttribute: [{ shape: 'Oval', carats: [1, 1.5] }],
    widthAttribute: [],
    totalCaratAttribute: [],
    ...overrides,
  };
  return {
    productName: 'Test Aurora',
    productDescription: 'An oval halo ring for the tests.',
    jewelleryType: 'Ring',
    jewellerySubType: 'Engagement Ring',
    stoneCategory: 'Natural Diamond',
    stoneColor: 'F',
    stoneClarity: 'VS1',
    stoneCut: 'Excellent',
    baseWeight: 4,
    gender: 'Female',
    discountId: null,
    hasAttachedStone: true,
    removedVariantIds: [],
    mediaFile: [],
    filesToDelete: [],
    variants: generateCombinations(attributes).map((combination) => ({
      ...combination,
      weight: combination.metal === 'Platinum' ? 5.2 : 4,
      stoneCost: combination.centerStoneCarat === 1.5 ? 60_000 : 40_000,
    })),
    ...attributes,
    ...overrides,
  } as CreateProductInput;
}

export async function createProductAs(t: TestApp, draft: CreateProductInput, role = 'JewelleryManager' as const) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/product',
    headers: { cookie: await t.cookieFor(role) },
    payload: draft,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data as ProductForUpdate;
}

/** Takes the demo catalogue out of the shop, so a test sees only the products it made. */
export async function unlistEveryProduct(t: TestApp): Promise<void> {
  await t.database.db.execute(sql`update products set is_listed = false`);
  t.app.referenceCache.drop();
}

/** The first active variant's SKU (by id) of a listed product of the demo catalogue's jewellery type. */
export async function firstListedSku(db: Database, jewelleryType: string): Promise<string> {
  const row = await oneRow<{ sku: string }>(
    db,
    sql`select v.sku from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where jt.name = ${jewelleryType} and p.is_listed and v.is_active order by v.id limit 1`,
  );
  return row.sku;
}
