import type { TaxSettingsRecord } from '@facet/contracts/tax-classes';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardsVacuum, cardsRewrittenMessage, VACUUM_AFTER_REWRITTEN } from './cards-vacuum.ts';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface VacuumCountRow {
  relname: string;
  vacuum_count: string;
  analyze_count: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How many times each card table has been vacuumed and analysed by hand, as the database counts it. */
async function vacuumCounts(): Promise<Record<string, { vacuums: number; analyses: number }>> {
  await t.database.exec('select pg_stat_clear_snapshot()');
  const rows = await queryRows<VacuumCountRow>(
    t.database.db,
    sql`select relname, vacuum_count, analyze_count from pg_stat_user_tables
         where relname in ('variant_cards', 'product_cards', 'band_cards') order by relname`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.relname, { vacuums: Number(row.vacuum_count), analyses: Number(row.analyze_count) }]),
  );
}

describe('the card tables after a repricing', () => {
  it('are vacuumed and analysed once a metal-rate change has committed, without the change waiting for it', async () => {
    await t.app.cardsVacuum.idle();
    const before = await vacuumCounts();
    const endedBefore = t.app.cardsVacuum.count;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/metal',
      headers: { cookie: await t.cookieFor('Admin') },
      payload: { name: 'Yellow Gold', pricePerUnit: 9_700, labour: 900 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.repricedVariants).toBeGreaterThan(0);
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore + 1);
    const after = await vacuumCounts();
    for (const table of ['variant_cards', 'product_cards', 'band_cards']) {
      expect(after[table]!.vacuums, table).toBe(before[table]!.vacuums + 1);
      expect(after[table]!.analyses, table).toBe(before[table]!.analyses + 1);
    }
  });

  it('are vacuumed after a pricing parameter that reprices every variant, not after one that reprices none', async () => {
    await t.app.cardsVacuum.idle();
    const endedBefore = t.app.cardsVacuum.count;
    const cookie = await t.cookieFor('Admin');
    const shipping = await t.app.inject({
      method: 'PUT',
      url: '/api/conversion/shipping-cost',
      headers: { cookie },
      payload: { shippingCost: 123 },
    });
    expect(shipping.statusCode).toBe(200);
    expect(shipping.json().data.repricedVariants).toBe(0);
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore);
    const charge = await t.app.inject({
      method: 'PUT',
      url: '/api/conversion/charge',
      headers: { cookie },
      payload: { charge: 4 },
    });
    expect(charge.statusCode).toBe(200);
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore + 1);
  });

  it('are vacuumed after the jewellery tax rate changes, not after a change of its words alone', async () => {
    await t.app.cardsVacuum.idle();
    const endedBefore = t.app.cardsVacuum.count;
    const cookie = await t.cookieFor('Admin');
    const settings = (await t.app.inject({ url: '/api/tax', headers: { cookie } })).json().data as TaxSettingsRecord;
    const jewellery = settings.classes.find((c) => c.key === 'jewellery')!;
    const putClass = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/tax/classes/jewellery', headers: { cookie }, payload: body });
    expect((await putClass({ ...jewellery, description: 'Jewellery of gold and silver' })).statusCode).toBe(200);
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore);
    expect((await putClass({ ...jewellery, rate: jewellery.rate + 1 })).statusCode).toBe(200);
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore + 1);
  });
});

describe('the card tables after a discount or a product saved', () => {
  it("are vacuumed after a ring style's discount reprices its variants, not after one product is created", async () => {
    await t.app.cardsVacuum.idle();
    const endedBefore = t.app.cardsVacuum.count;
    const cookie = await t.cookieFor('Admin');
    await createProductAs(t, ringDraft({ productName: 'One More Halo Ring' }));
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore);

    const before = await vacuumCounts();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product-varient-discount',
      headers: { cookie },
      payload: { style: 'Halo', discount: 10 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.variantCount).toBeGreaterThanOrEqual(VACUUM_AFTER_REWRITTEN);
    await t.app.cardsVacuum.idle();
    expect(t.app.cardsVacuum.count).toBe(endedBefore + 1);
    expect((await vacuumCounts()).variant_cards!.vacuums).toBe(before.variant_cards!.vacuums + 1);
  });
});

/** A stand-in database that counts vacuums and hands the test its listener's callbacks. */
function standIn() {
  const heard: { message: (payload: string) => void; gap: () => void }[] = [];
  let vacuums = 0;
  const vacuum = new CardsVacuum(
    {
      exec: () => {
        vacuums += 1;
        return Promise.resolve();
      },
    },
    () => {},
  );
  const listen = (_channel: string, message: (payload: string) => void, gap: () => void) => {
    heard.push({ message, gap });
    return Promise.resolve({ sync: () => Promise.resolve(), stop: () => Promise.resolve() });
  };
  return { vacuum, listen, heard, vacuums: () => vacuums };
}

describe('CardsVacuum', () => {
  it("vacuums once this instance has rewritten enough rows, ignoring other instances' repricings", async () => {
    const { vacuum, listen, heard, vacuums } = standIn();
    await vacuum.start({ listen });
    const [{ message }] = heard as [(typeof heard)[number]];
    message(`another-instance ${VACUUM_AFTER_REWRITTEN * 10}`);
    message(cardsRewrittenMessage(VACUUM_AFTER_REWRITTEN - 2));
    await vacuum.idle();
    expect(vacuums()).toBe(0);
    message(cardsRewrittenMessage(2));
    await vacuum.idle();
    expect(vacuums()).toBe(1);
    message(cardsRewrittenMessage(1));
    await vacuum.idle();
    expect(vacuums()).toBe(1);
  });

  it('vacuums when its listening connection dropped, as it may have missed a repricing', async () => {
    const { vacuum, listen, heard, vacuums } = standIn();
    await vacuum.start({ listen });
    heard[0]!.gap();
    await vacuum.idle();
    expect(vacuums()).toBe(1);
  });

  it('runs one vacuum at a time and answers a burst of requests with one more after the running one', async () => {
    const started: string[] = [];
    let finish: () => void = () => {};
    const vacuum = new CardsVacuum(
      {
        exec: (statement) => {
          started.push(statement);
          return new Promise<void>((resolve) => (finish = resolve));
        },
      },
      () => {},
    );
    const first = vacuum.request();
    const burst = [vacuum.request(), vacuum.request(), vacuum.request()];
    expect(started).toHaveLength(1);
    finish();
    await first;
    await vi.waitFor(() => expect(started).toHaveLength(2));
    finish();
    await Promise.all(burst);
    await vacuum.idle();
    expect(started).toHaveLength(2);
    expect(vacuum.count).toBe(2);
  });

  it('reports a failure and settles rather than throwing', async () => {
    const reported: unknown[] = [];
    const vacuum = new CardsVacuum({ exec: () => Promise.reject(new Error('no vacuum today')) }, (error) =>
      reported.push(error),
    );
    await expect(vacuum.request()).resolves.toBeUndefined();
    expect(reported).toEqual([new Error('no vacuum today')]);
    expect(vacuum.count).toBe(1);
  });
});
