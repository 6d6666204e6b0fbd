import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { verifyPassword } from '../passwords.ts';
import { carriers } from '../schema/carriers.ts';
import { jewellerySubTypes, ringStyles, stoneShapes } from '../schema/lookups.ts';
import { metals } from '../schema/metals.ts';
import { pricingParameters } from '../schema/pricing-parameters.ts';
import { products } from '../schema/products.ts';
import { users } from '../schema/users.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { demoShoppers } from './demo-shoppers-and-orders.ts';
import { demoCatalogue } from './demo-catalogue/products.ts';
import { runSeeds } from './run-seeds.ts';
import { countOf, seedTestDatabases } from './seeds.test-support.ts';

/*
 * The seeds as a start runs them (runSeeds): reference data, the demo accounts, catalogue and
 * stones on the first start, once; only reference data with SEED_DEMO=false; a database priced
 * to the paisa priced again in whole units; demo passwords hashed; a rate staff changed kept;
 * and migrations with several instances starting at once. What the demo holds: demo-seeds.db.test.ts.
 */

/** A variant's prices in both currencies, as text (to the paisa and the cent). */
interface VariantPriceText {
  id: number;
  price_inr: string;
  price_usd: string;
}

/** How many variants have a price that is not in whole units. */
interface OddPriceCount {
  n: number;
}

const { opened, emptyMigrated, seedDemoOnce, seededDemo } = seedTestDatabases();

describe('seeds', () => {
  it('loads reference data, the demo accounts, the demo catalogue and the demo stones on first start, once', async () => {
    const { database, firstRun } = await seedDemoOnce();
    expect(firstRun).toEqual([
      'reference-data-v1',
      'carriers-v1',
      'demo-accounts-v1',
      'demo-catalogue-v1',
      'demo-stones-v1',
      'demo-orders-v1',
      'demo-order-huids-v1',
      'demo-order-after-sale-v1',
      'demo-blog-v1',
      'prices-in-whole-units-v1',
      'demo-price-history-v1',
    ]);
    expect(await runSeeds(database, { demo: true })).toEqual([]);
    expect(await countOf(database, metals)).toBe(5);
    expect(await countOf(database, ringStyles)).toBe(21);
    expect(await countOf(database, stoneShapes)).toBe(12);
    expect(await countOf(database, jewellerySubTypes)).toBe(14);
    expect(await countOf(database, users)).toBe(demoAccounts.length + demoShoppers.length - 1);
    expect(await database.db.select().from(pricingParameters)).toHaveLength(1);
  });

  it('loads only reference data with SEED_DEMO=false, and the demo later if asked', async () => {
    const database = await emptyMigrated();
    expect(await runSeeds(database, { demo: false })).toEqual([
      'reference-data-v1',
      'carriers-v1',
      'prices-in-whole-units-v1',
    ]);
    expect(await countOf(database, users)).toBe(0);
    expect(await countOf(database, carriers)).toBe(6);
    expect(await countOf(database, metals)).toBe(5);
    expect(await countOf(database, products)).toBe(0);
    expect(await runSeeds(database, { demo: true })).toEqual([
      'demo-accounts-v1',
      'demo-catalogue-v1',
      'demo-stones-v1',
      'demo-orders-v1',
      'demo-order-huids-v1',
      'demo-order-after-sale-v1',
      'demo-blog-v1',
      'demo-price-history-v1',
    ]);
    expect(await countOf(database, users)).toBe(demoAccounts.length + demoShoppers.length - 1);
    expect(await countOf(database, products)).toBe(demoCatalogue.length);
  });

  it('prices a database priced to the paisa again in whole units, once', async () => {
    const database = await emptyMigrated();
    await runSeeds(database, { demo: true });
    const prices = () =>
      queryRows<VariantPriceText>(
        database.db,
        sql`select id, price_inr::text, price_usd::text from product_variants order by id`,
      );
    const whole = await prices();
    // As a database from before whole-unit prices: paise and cents, and the step not yet run.
    await database.db.execute(
      sql`update product_variants set price_inr = price_inr - 37, list_price_inr = list_price_inr - 37,
                                      price_usd = price_usd + 12, list_price_usd = list_price_usd + 12`,
    );
    await database.db.execute(sql`delete from seed_runs where name = 'prices-in-whole-units-v1'`);
    expect(await runSeeds(database, { demo: true })).toEqual(['prices-in-whole-units-v1']);
    expect(await prices()).toEqual(whole);
    const [odd] = await queryRows<OddPriceCount>(
      database.db,
      sql`select count(*)::int as n from product_variants
           where price_inr % 100 <> 0 or list_price_inr % 100 <> 0 or price_usd % 100 <> 0 or list_price_usd % 100 <> 0`,
    );
    expect(odd?.n).toBe(0);
  });

  it('stores demo passwords hashed with argon2id, and they verify', async () => {
    const database = await seededDemo();
    const accounts = await database.db.select().from(users);
    // The demo accounts, one per role, and the demo shoppers of the demo orders.
    expect(accounts.map((a) => a.role).sort()).toEqual([
      'Admin',
      'Customer',
      'Customer',
      'Customer',
      'Customer',
      'JewelleryManager',
      'Manager',
      'StoneManager',
    ]);
    for (const account of accounts) {
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(account.passwordHash!, 'wrong password')).toBe(false);
    }
    const customer = accounts.find((a) => a.email === 'customer@example.com')!;
    expect(customer).toMatchObject({ email: 'customer@example.com', emailConfirmed: true, phoneNumberConfirmed: true });
  });

  it('never overwrites a rate that staff changed', async () => {
    const database = await emptyMigrated();
    await runSeeds(database, { demo: false });
    await database.db.update(metals).set({ pricePerUnit: 1_234_500 });
    const { seedReferenceData } = await import('./reference-data.ts');
    await seedReferenceData(database.db);
    const rows = await database.db.select().from(metals);
    expect(rows.every((row) => row.pricePerUnit === 1_234_500)).toBe(true);
    expect(rows).toHaveLength(5);
  });
});

describe('migrations', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('let several instances start at once (advisory lock)', async () => {
    const database = await createTestDatabase({ empty: true });
    opened.push(database);
    const { openDatabase } = await import('../client.ts');
    const second = await openDatabase({ databaseUrl: database.url!, poolSize: 3 });
    await Promise.all([migrateDatabase(database), migrateDatabase(second)]);
    await Promise.all([runSeeds(database, { demo: false }), runSeeds(second, { demo: false })]);
    const [row] = await database.db.select({ n: count() }).from(metals);
    expect(row!.n).toBe(5);
    await second.close();
  });
});
