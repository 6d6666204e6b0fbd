import { beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, ringDraft, unlistEveryProduct } from '../../testing/catalogue.ts';
import { newCustomer } from '../../testing/customers.ts';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { expectOneDigestEach, expectToldOnce } from '../../testing/saved-search-races.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { runCollectionAlerts } from './saved-search-collection-alerts.service.ts';

/*
 * A collection search's alerts run by four runners at once on two instances of one PostgreSQL
 * server (decision 047): each shopper keeps two collection searches that list the same pieces,
 * and every new piece is told once per shopper — the unique key on (shopper, piece, reason) —
 * and each shopper gets one digest.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SHOPPERS = 3;
const PIECES = 4;
const RUNNERS = 4;

let t: TestApp;
let instance: TwoInstances['instance'];
const emails = Array.from({ length: SHOPPERS }, (_, i) => `racer${i}.collections@example.com`);

describe.runIf(onServer)('a collection search’s alerts run by several job runners at once', () => {
  twoInstances((made) => ({ t, instance } = made), { before: unlistEveryProduct });
  beforeAll(async () => {
    for (const email of emails) {
      const shopper = await newCustomer(t, email);
      for (const [name, filters] of [
        ['Engagement rings', {}],
        ['Gold engagement rings', { metal: 'Yellow Gold' }],
      ] as const) {
        const saved = await t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: { cookie: shopper.cookie },
          payload: { kind: 'product', name, collection: 'engagement-rings', filters },
        });
        expect(saved.statusCode).toBe(201);
      }
    }
    for (let i = 0; i < PIECES; i += 1) {
      await createProductAs(t, ringDraft({ productName: `Race Ring ${i}`, metalAttribute: ['Yellow Gold'] }));
    }
  }, 60_000);

  it('tells each new piece once per shopper and sends each shopper one digest', async () => {
    const runs = await Promise.all(
      Array.from({ length: RUNNERS }, (_, i) => runCollectionAlerts(instance(i).database.db)),
    );
    expect(runs.every((run) => run.searches === SHOPPERS * 2)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.notices, 0)).toBe(SHOPPERS * PIECES);
    await expectToldOnce(t, 'piece', SHOPPERS * PIECES);
    await expectOneDigestEach(
      t,
      Array.from({ length: RUNNERS }, (_, i) => instance(i).database.db),
      emails,
      'piece',
      PIECES,
    );
  });
});
