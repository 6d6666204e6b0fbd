import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../migrate.ts';
import { verifyPassword } from '../passwords.ts';
import { jewellerySubTypes, ringStyles, stoneShapes } from '../schema/lookups.ts';
import { metals } from '../schema/metals.ts';
import { pricingParameters } from '../schema/pricing.ts';
import { users } from '../schema/users.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { runSeeds } from './run-seeds.ts';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.drop();
});

async function emptyMigrated() {
  const database = await createTestDatabase({ empty: true });
  opened.push(database);
  await migrateDatabase(database);
  return database;
}

async function countOf(database: TestDatabase, table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('seeds', () => {
  it('loads reference data and the demo accounts on first start, once', async () => {
    const database = await emptyMigrated();
    expect(await runSeeds(database, { demo: true })).toEqual(['reference-data-v1', 'demo-accounts-v1']);
    expect(await runSeeds(database, { demo: true })).toEqual([]);
    expect(await countOf(database, metals)).toBe(5);
    expect(await countOf(database, ringStyles)).toBe(21);
    expect(await countOf(database, stoneShapes)).toBe(12);
    expect(await countOf(database, jewellerySubTypes)).toBe(14);
    expect(await countOf(database, users)).toBe(5);
    expect(await database.db.select().from(pricingParameters)).toHaveLength(1);
  });

  it('loads only reference data with SEED_DEMO=false, and the demo later if asked', async () => {
    const database = await emptyMigrated();
    expect(await runSeeds(database, { demo: false })).toEqual(['reference-data-v1']);
    expect(await countOf(database, users)).toBe(0);
    expect(await countOf(database, metals)).toBe(5);
    expect(await runSeeds(database, { demo: true })).toEqual(['demo-accounts-v1']);
    expect(await countOf(database, users)).toBe(5);
  });

  it('stores demo passwords hashed with argon2id, and they verify', async () => {
    const database = await emptyMigrated();
    await runSeeds(database, { demo: true });
    const accounts = await database.db.select().from(users);
    expect(accounts.map((a) => a.role).sort()).toEqual([
      'Admin',
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
    const customer = accounts.find((a) => a.role === 'Customer')!;
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
