import type { Database, DatabaseHandle } from '../client.ts';
import { seedRuns } from '../schema/seed-runs.ts';
import { seedCarriers } from './carriers.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoBlog } from './demo-blog.ts';
import { seedDemoCatalogue } from './demo-catalogue/seed-demo-catalogue.ts';
import { seedDemoOrderHuids } from './demo-order-huids.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPriceHistory } from './demo-price-history.ts';
import { seedDemoStones } from './demo-stones/seed-demo-stones.ts';
import { seedReferenceData } from './reference-data.ts';
import { storeAllVariantPrices } from '../variant-prices.ts';
import { sql } from 'drizzle-orm';

/** The demo orders' lines are written as rows, not through checkout: their buyback basis as an old line's (migration 0025). */
async function fillDemoAfterSaleBasis(db: Database): Promise<void> {
  await db.execute(sql`select fill_after_sale_basis()`);
}

interface SeedStep {
  name: string;
  demo: boolean;
  run(db: Database): Promise<void>;
}

/**
 * Seed steps run once per database, in order, and are recorded in seed_runs; each is idempotent
 * too, so an interrupted first start simply finishes on the next. Reference data always loads;
 * demo data unless `demo` is false (SEED_DEMO=false).
 */
export const seedSteps: readonly SeedStep[] = [
  { name: 'reference-data-v1', demo: false, run: seedReferenceData },
  { name: 'carriers-v1', demo: false, run: seedCarriers },
  { name: 'demo-accounts-v1', demo: true, run: seedDemoAccounts },
  { name: 'demo-catalogue-v1', demo: true, run: seedDemoCatalogue },
  { name: 'demo-stones-v1', demo: true, run: seedDemoStones },
  { name: 'demo-orders-v1', demo: true, run: seedDemoOrders },
  { name: 'demo-order-huids-v1', demo: true, run: seedDemoOrderHuids },
  { name: 'demo-order-after-sale-v1', demo: true, run: fillDemoAfterSaleBasis },
  { name: 'demo-blog-v1', demo: true, run: seedDemoBlog },
  // Not seed data: a database priced before prices became whole units is priced again, once.
  { name: 'prices-in-whole-units-v1', demo: false, run: storeAllVariantPrices },
  // After every price is set: the demo's past prices are made from today's (decision 040).
  { name: 'demo-price-history-v1', demo: true, run: seedDemoPriceHistory },
];

const SEED_LOCK_KEY = 720_261_123;

export async function runSeeds(handle: DatabaseHandle, options: { demo: boolean }): Promise<string[]> {
  return handle.withAdvisoryLock(SEED_LOCK_KEY, async () => {
    const done = new Set((await handle.db.select().from(seedRuns)).map((row) => row.name));
    const applied: string[] = [];
    for (const step of seedSteps) {
      if (done.has(step.name) || (step.demo && !options.demo)) continue;
      await handle.db.transaction(async (tx) => {
        await step.run(tx);
        await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing();
      });
      applied.push(step.name);
    }
    return applied;
  });
}
