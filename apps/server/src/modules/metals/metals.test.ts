import type { MetalRecord } from '@facet/contracts/metals';
import { fromMinor } from '@facet/contracts/money';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusalOf, SQLSTATE } from '../../lib/database-errors.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface MetalRow {
  name: string;
  price_per_unit: number;
  labour: number;
}

interface VariantPriceRow {
  id: number;
  price_inr: string;
  list_price_inr: string;
  price_usd: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/metal', () => {
  it('lists the five metals with rates and labour in rupees per gram', async () => {
    const response = await t.app.inject({ url: '/api/metal' });
    expect(response.statusCode).toBe(200);
    const metals = response.json().data as MetalRecord[];
    expect(metals.map((m) => m.name)).toEqual([
      'White Gold',
      'Yellow Gold',
      'Rose Gold',
      'Platinum',
      '925 Sterling Silver',
    ]);
    const gold = metals.find((m) => m.name === 'Yellow Gold')!;
    expect(gold).toMatchObject({ pricePerUnit: 9650, labour: 900, colour: 'yellow' });
    expect(metals.find((m) => m.name === 'Rose Gold')?.colour).toBe('rose');
    // Rates are kept in whole paise and answered in rupees: exactly the stored integer / 100.
    const stored = await queryRows<MetalRow>(t.database.db, sql`select name, price_per_unit, labour from metals`);
    expect(stored).toHaveLength(metals.length);
    for (const metal of metals) {
      expect(metal.pricePerUnit).toBeGreaterThan(0);
      const row = stored.find((r) => r.name === metal.name)!;
      expect(Number.isSafeInteger(row.price_per_unit) && Number.isSafeInteger(row.labour)).toBe(true);
      expect([metal.pricePerUnit, metal.labour]).toEqual([fromMinor(row.price_per_unit), fromMinor(row.labour)]);
    }
  });
});

describe('PUT /api/metal', () => {
  async function putMetal(body: Record<string, unknown>) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: body,
    });
  }

  /** The stored rates of every metal and the stored prices of every variant. */
  async function storedPricing() {
    const metals = await queryRows<MetalRow>(
      t.database.db,
      sql`select name, price_per_unit, labour from metals order by id`,
    );
    const variants = await queryRows<VariantPriceRow>(
      t.database.db,
      sql`select id, price_inr, list_price_inr, price_usd from product_variants order by id`,
    );
    return {
      metals,
      variants: variants.map((v) => [v.id, Number(v.price_inr), Number(v.list_price_inr), Number(v.price_usd)]),
    };
  }

  // 1e-320 is a positive number in JSON that rounds to 0 paise: it must not price pieces at 0.
  it.each([0, 1e-320, -1, 9_650_000, 0.5])(
    'refuses a rate of %s with the range in words, and changes no price',
    async (pricePerUnit) => {
      const before = await storedPricing();
      expect(before.variants.length).toBeGreaterThan(0);
      const response = await putMetal({ name: 'Yellow Gold', pricePerUnit, labour: 900 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual(['pricePerUnit: must be between ₹10 and ₹50,000 per gram']);
      expect(await storedPricing()).toEqual(before);
    },
  );

  it.each([0, 1e-320, -1, 90_000])(
    'refuses a making charge of %s with the range in words, and changes no price',
    async (labour) => {
      const before = await storedPricing();
      const response = await putMetal({ name: 'Platinum', pricePerUnit: 4_350, labour });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual(['labour: must be between ₹5 and ₹5,000 per gram']);
      expect(await storedPricing()).toEqual(before);
    },
  );

  it('is refused by the database too, whatever writes a rate or labour of 0', async () => {
    for (const column of ['price_per_unit', 'labour']) {
      const error: unknown = await queryRows(
        t.database.db,
        sql`update metals set ${sql.identifier(column)} = 0 where name = 'Platinum'`,
      ).catch((failure: unknown) => failure);
      expect(databaseRefusalOf(error)).toMatchObject({
        code: SQLSTATE.checkViolation,
        constraint: `metals_${column}_positive`,
      });
    }
  });

  it('refuses a per-10-gram gold quote typed as the per-gram rate', async () => {
    const response = await putMetal({ name: 'Yellow Gold', pricePerUnit: 96_500, labour: 900 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(['pricePerUnit: must be between ₹10 and ₹50,000 per gram']);
  });

  it('refuses a metal name with hidden characters rather than looking it up', async () => {
    const response = await putMetal({ name: 'Platinum\u200B', pricePerUnit: 4_350, labour: 1_450 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      'name: must not contain invisible or direction-changing characters',
    ]);
  });

  it('still takes a plausible rate, at the edges of the range too, and reprices that metal', async () => {
    const before = await storedPricing();
    const silver = await putMetal({ name: '925 Sterling Silver', pricePerUnit: 10, labour: 5 });
    expect(silver.statusCode).toBe(200);
    expect(silver.json().data).toMatchObject({ pricePerUnit: 10, labour: 5 });
    const response = await putMetal({ name: 'Platinum', pricePerUnit: 4_600.5, labour: 1_500 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Platinum', pricePerUnit: 4_600.5, labour: 1_500 });
    expect(response.json().data.repricedVariants).toBeGreaterThan(0);
    const after = await storedPricing();
    expect(after.metals.find((m) => m.name === 'Platinum')).toMatchObject({ price_per_unit: 460_050, labour: 150_000 });
    expect(after.variants).not.toEqual(before.variants);
    const top = await putMetal({ name: 'Platinum', pricePerUnit: 50_000, labour: 5_000 });
    expect(top.statusCode).toBe(200);
  });
});
