import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { ProductForUpdate } from '@facet/contracts/products';
import type { ProductSearchRecord, SearchPage, SearchRecord, StoneSearchRecord } from '@facet/contracts/search';
import { queryRows } from '@facet/db/client';
import { type media } from '@facet/db/schema/media';
import { type stones as stonesTable } from '@facet/db/schema/stones';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { deleteEveryStone } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';

/*
 * The catalogue the global search test files search (global-search-answers,
 * global-search-in-shop): eight rings and eighteen loose stones, made for each file on its own
 * test app, the demo catalogue and inventory taken out first, so every answer can be written
 * down in full.
 */

interface MadeProduct {
  name: string;
  metals: string[];
  style: string;
  shape: string;
  carat: number;
  category: 'Natural Diamond' | 'Lab Grown Diamond' | 'Moissanite';
}
/** Made in this order (the last is the newest). */
const productPlans = {
  aurora: { name: 'Aurora', metals: ['White Gold', 'Yellow Gold'], style: 'Halo', shape: 'Oval', carat: 1 },
  auroraBand: {
    name: 'Aurora Band',
    metals: ['Yellow Gold', 'Rose Gold'],
    style: 'Solitaire',
    shape: 'Round',
    carat: 1,
  },
  auroral: {
    name: 'Auroral Twist',
    metals: ['Platinum', 'Rose Gold'],
    style: 'Three Stone',
    shape: 'Emerald',
    carat: 1,
  },
  grace: { name: 'Solitaire Grace', metals: ['White Gold'], style: 'Solitaire', shape: 'Round', carat: 1 },
  whisper: { name: 'Halo Whisper', metals: ['Yellow Gold'], style: 'Halo', shape: 'Cushion', carat: 1 },
  evening: {
    name: 'Evening Star',
    metals: ['Platinum'],
    style: 'Halo',
    shape: 'Oval',
    carat: 1.5,
    category: 'Lab Grown Diamond',
  },
  moonlit: {
    name: 'Moonlit Promise',
    metals: ['Yellow Gold'],
    style: 'Pave',
    shape: 'Pear',
    carat: 1,
    category: 'Moissanite',
  },
  vanishing: { name: 'Vanishing Act', metals: ['White Gold'], style: 'Solitaire', shape: 'Round', carat: 1 },
} satisfies Record<string, Omit<MadeProduct, 'category'> & { category?: MadeProduct['category'] }>;
export type ProductKey = keyof typeof productPlans;
const weightOfMetal: Record<string, number> = {
  'White Gold': 4,
  'Yellow Gold': 4.5,
  'Rose Gold': 5,
  Platinum: 5.2,
};
/** Newest first. */
export const productOrder = (Object.keys(productPlans) as ProductKey[]).reverse();

interface Stone {
  sku: string;
  category: string;
  shape: string;
  /** Hundredths of a carat. */
  carat: number;
  /** Paise. */
  cost: number;
  state?: 'available' | 'on_hold' | 'sold' | 'unlisted';
  certificate?: string;
  id?: number;
}
export const LAB = 'Lab Grown Diamond';
const NATURAL = 'Natural Diamond';
const stonePlans: readonly Stone[] = [
  { sku: 'LG-20001', category: LAB, shape: 'Oval', carat: 150, cost: 9_000_000, certificate: '2141438157' },
  { sku: 'LG-200015', category: LAB, shape: 'Oval', carat: 150, cost: 9_100_000 },
  { sku: 'LG-20002', category: LAB, shape: 'Oval', carat: 143, cost: 8_000_000 },
  { sku: 'LG-20003', category: LAB, shape: 'Oval', carat: 157, cost: 10_000_000 },
  { sku: 'LG-20004', category: LAB, shape: 'Oval', carat: 142, cost: 7_000_000 },
  { sku: 'LG-20005', category: LAB, shape: 'Oval', carat: 159, cost: 11_000_000 },
  { sku: 'LG-20006', category: LAB, shape: 'Round', carat: 150, cost: 9_200_000 },
  { sku: 'LG-20007', category: LAB, shape: 'Emerald', carat: 200, cost: 12_000_000 },
  { sku: 'LG-20008', category: LAB, shape: 'Oval', carat: 150, cost: 9_050_000, state: 'sold' },
  { sku: 'LG-20009', category: LAB, shape: 'Oval', carat: 150, cost: 9_060_000, state: 'on_hold' },
  { sku: 'LG-20010', category: LAB, shape: 'Oval', carat: 150, cost: 9_070_000, state: 'unlisted' },
  { sku: 'LG-20011', category: LAB, shape: 'Oval', carat: 150, cost: 9_300_000 },
  { sku: 'N-30001', category: NATURAL, shape: 'Oval', carat: 150, cost: 40_000_000 },
  { sku: 'N-30002', category: NATURAL, shape: 'Emerald', carat: 100, cost: 30_000_000 },
  { sku: 'N-30003', category: NATURAL, shape: 'Cushion', carat: 100, cost: 25_000_000 },
  { sku: 'N-30004', category: NATURAL, shape: 'Elongated Cushion', carat: 100, cost: 26_000_000 },
  { sku: 'M-40001', category: 'Moissanite', shape: 'Round', carat: 100, cost: 1_000_000 },
  { sku: 'M-40002', category: 'Moissanite', shape: 'Oval', carat: 150, cost: 1_200_000 },
];
export const PICTURE_KEY = 'stones/global-search-test';
/** Available stones that pass `keep`, cheapest first (the order stones found by their words come in). */
export const availableStones = (keep: (stone: Stone) => boolean = () => true) =>
  stonePlans
    .filter((stone) => (stone.state ?? 'available') === 'available' && keep(stone))
    .sort((a, b) => a.cost - b.cost)
    .map((stone) => stone.sku);

export function urlOf(
  search: string,
  params: Record<string, string | number> = {},
  path = '/api/globle-search',
): string {
  const query = new URLSearchParams({ search });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${path}?${query}`;
}

export const products = (page: SearchPage) =>
  page.records.filter((r): r is ProductSearchRecord => r.kind === 'product');
export const stoneRecords = (page: SearchPage) =>
  page.records.filter((r): r is StoneSearchRecord => r.kind === 'stone');

/**
 * A catalogue for one test file: `make` builds it on a new test app (in the file's beforeAll);
 * its searches, labels and variants read what that app made.
 */
export function searchCatalogue() {
  let t: TestApp;
  const made = {} as Record<ProductKey, ProductForUpdate>;
  const stones: Stone[] = stonePlans.map((stone) => ({ ...stone }));
  const stoneBySku = (sku: string) => stones.find((stone) => stone.sku === sku)!;

  async function make(): Promise<{ t: TestApp; rates: StoredPricingParameters }> {
    t = await createTestApp();
    await unlistEveryProduct(t);
    await deleteEveryStone(t);
    const rates = await loadPricingParameters(t.database.db);
    for (const [key, plan] of Object.entries(productPlans) as [ProductKey, MadeProduct][]) {
      const draft = ringDraft({
        productName: plan.name,
        productDescription: `${plan.name}, a ring for the search tests.`,
        stoneCategory: plan.category ?? NATURAL,
        metalAttribute: plan.metals,
        ringStyleAttribute: [plan.style],
        centerStoneShapeAttribute: [{ shape: plan.shape, carats: [plan.carat] }],
      });
      // Each metal its own weight, so each colour's variant has its own price.
      draft.variants = draft.variants.map((variant) => ({ ...variant, weight: weightOfMetal[variant.metal]! }));
      made[key] = await createProductAs(t, draft);
    }
    for (const stone of stones) {
      const [row] = await queryRows<Pick<typeof stonesTable.$inferSelect, 'id'>>(
        t.database.db,
        sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, cost, state,
                                certificate_lab, certificate_number)
            values (${stone.sku}, (select id from stone_categories where name = ${stone.category}),
                    (select id from stone_shapes where name = ${stone.shape}), ${stone.carat}, 'F', 'VS1', 'Excellent',
                    ${stone.cost}, ${stone.state ?? 'available'}, 'IGI', ${stone.certificate ?? null})
            returning id`,
      );
      stone.id = row!.id;
    }
    // One stone with a picture: its record shows it.
    const [picture] = await queryRows<Pick<typeof media.$inferSelect, 'id'>>(
      t.database.db,
      sql`insert into media (key, width, height, byte_size) values (${PICTURE_KEY}, 800, 800, 1000) returning id`,
    );
    await t.database.db.execute(
      sql`insert into stone_media (stone_id, media_id, position) values (${stoneBySku('LG-20001').id}, ${picture!.id}, 0)`,
    );
    // Written behind the API's back: say so, as an import would.
    t.app.referenceCache.drop();
    return { t, rates };
  }

  async function search(term: string, params: Record<string, string | number> = {}): Promise<SearchPage> {
    const url = urlOf(term, params);
    const response = await t.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data as SearchPage;
  }

  /** A record as a short readable label: a product's key, a stone's stock number. */
  function labelOf(record: SearchRecord): string {
    if (record.kind === 'stone') return record.sku;
    const key = (Object.keys(made) as ProductKey[]).find((k) => made[k].productId === record.id);
    return key ?? `product ${record.id}`;
  }
  const labels = (page: SearchPage) => page.records.map(labelOf);

  function variantOf(key: ProductKey, metal: string) {
    const variant = made[key].productVarients.find((v) => v.metal === metal);
    if (!variant) throw new Error(`${key} has no ${metal} variant`);
    return variant;
  }

  return { made, make, search, labelOf, labels, variantOf, stoneBySku };
}
