import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  as,
  count,
  createStonesTestApp,
  draftOf,
  forCustomer,
  setState,
  uploadPicture,
} from './stones.test-support.ts';

/*
 * A stone's listing state and its deletion: unlisting, relisting and selling, deleting it and
 * its pictures, and (on the PostgreSQL server) all of these at the same moment.
 */

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  n: string | number;
}

/** An audit entry's action. */
interface AuditActionRow {
  action: string;
}

/** A stone's state as the table holds it. */
interface StoneStateRow {
  state: string;
}

let t: TestApp;
beforeAll(async () => (t = await createStonesTestApp()));
afterAll(() => t.close());

describe('unlisting, relisting and selling', () => {
  it('takes an unlisted stone out of the shop (staff still see its page) and brings it back', async () => {
    const stone = await createStoneAs(t, stoneDraft({ stoneShape: 'Heart', price: 333_333 }));
    const inShop = async () => (await forCustomer(t, '&stoneShapeName=Heart')).records.map((r) => r.id);
    expect(await inShop()).toContain(stone.id);

    const unlisted = await as(t, 'StoneManager', 'PUT', '/api/stone/unlist', { id: stone.id });
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.json().data.state).toBe('unlisted');
    expect(await inShop()).not.toContain(stone.id);
    // Its page is gone for shoppers (gone-stone-pages.test.ts has the details).
    const page = await as(t, null, 'GET', `/api/stone/sku/${stone.sku}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().errorMessages).toEqual(['This stone is no longer available.']);
    expect((await as(t, 'Customer', 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(410);
    expect((await as(t, 'StoneManager', 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(200);
    const sitemap = (await as(t, null, 'GET', '/api/stone/sitemap')).json().data as { sku: string }[];
    expect(sitemap.map((entry) => entry.sku)).not.toContain(stone.sku);

    // Unlisting twice changes nothing and refuses nothing.
    expect((await as(t, 'StoneManager', 'PUT', `/api/stone/unlist/${stone.id}`)).statusCode).toBe(200);
    const relisted = await as(t, 'StoneManager', 'PUT', `/api/stone/relist/${stone.id}`);
    expect(relisted.json().data.state).toBe('available');
    expect(await inShop()).toContain(stone.id);
    expect((await as(t, null, 'GET', '/api/stone/sitemap')).json().data).toContainEqual(
      expect.objectContaining({ sku: stone.sku }),
    );
    const audits = await queryRows<AuditActionRow>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'stone' and entity_id = ${String(stone.id)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['stone.created', 'stone.unlisted', 'stone.relisted']);
  });

  it('refuses to unlist a stone on hold or sold, and answers a sold one’s page 410, not in the search', async () => {
    const stone = await createStoneAs(t, stoneDraft({ stoneShape: 'Asscher' }));
    await setState(t, stone.id, 'on_hold');
    const held = await as(t, 'StoneManager', 'PUT', '/api/stone/unlist', { id: stone.id });
    expect(held.statusCode).toBe(422);
    expect(held.json().errorMessages).toEqual([
      'This stone is on hold for a shopper’s checkout, so it cannot be unlisted; only available stones can.',
    ]);
    expect((await forCustomer(t, '&stoneShapeName=Asscher')).records.map((r) => r.id)).not.toContain(stone.id);

    await setState(t, stone.id, 'sold');
    const relist = await as(t, 'StoneManager', 'PUT', '/api/stone/relist', { id: stone.id });
    expect(relist.statusCode).toBe(422);
    expect(relist.json().errorMessages).toEqual([
      'This stone is sold, so it cannot be relisted; only unlisted stones can.',
    ]);
    const page = await as(t, null, 'GET', `/api/stone/sku/${stone.sku.toLowerCase()}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().data).toMatchObject({ kind: 'stone', reason: 'sold', stone: { sku: stone.sku } });
    expect((await forCustomer(t, '&stoneShapeName=Asscher')).records.map((r) => r.id)).not.toContain(stone.id);
    expect((await as(t, 'StoneManager', 'PUT', '/api/stone/unlist', { id: 2_000_000 })).statusCode).toBe(404);
  });
});

describe('deleting a stone', () => {
  it('deletes the stone and its pictures', async () => {
    const picture = await uploadPicture(t);
    const stone = await createStoneAs(t, stoneDraft({ productMedias: [picture] }));
    const response = await as(t, 'StoneManager', 'DELETE', `/api/stone/${stone.id}`);
    expect(response.statusCode).toBe(200);
    expect((await as(t, 'StoneManager', 'GET', `/api/stone/id/${stone.id}`)).statusCode).toBe(404);
    const [left] = await queryRows<CountRow>(t.database.db, sql`select count(*) as n from media where id = ${picture}`);
    expect(Number(left!.n)).toBe(0);
    expect((await as(t, 'StoneManager', 'DELETE', `/api/stone/${stone.id}`)).statusCode).toBe(404);
  });

  it('refuses (409) a stone something still points at, such as an order line, and keeps it', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    // Orders arrive later; a table pointing at stones as their lines will shows the rule holds.
    await t.database.exec(
      'create table test_order_lines (id serial primary key, stone_id integer references stones (id) on delete restrict)',
    );
    try {
      await t.database.db.execute(sql`insert into test_order_lines (stone_id) values (${stone.id})`);
      const response = await as(t, 'StoneManager', 'DELETE', `/api/stone/${stone.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().errorMessages).toEqual(['This stone is in an order; unlist it instead.']);
      expect((await as(t, 'StoneManager', 'GET', `/api/stone/id/${stone.id}`)).statusCode).toBe(200);
    } finally {
      await t.database.exec('drop table test_order_lines');
    }
  });
});

// Meaningful on the PostgreSQL server (CI runs this file there too): PGlite runs one query at a time.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('at the same moment', () => {
  beforeEach(() => deleteEveryStone(t));

  it('records each unlisting and relisting of a stone once, and ends in a state they explain', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    const changes = Array.from({ length: 12 }, (_, i) =>
      as(t, 'StoneManager', 'PUT', `/api/stone/${i % 2 === 0 ? 'unlist' : 'relist'}/${stone.id}`),
    );
    const statuses = (await Promise.all(changes)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [row] = await queryRows<StoneStateRow>(t.database.db, sql`select state from stones where id = ${stone.id}`);
    const audits = await queryRows<AuditActionRow>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${String(stone.id)} and action in ('stone.unlisted', 'stone.relisted') order by id`,
    );
    // Transitions alternate, starting with an unlisting: the last one recorded is the state it is in.
    audits.forEach((audit, i) => expect(audit.action).toBe(i % 2 === 0 ? 'stone.unlisted' : 'stone.relisted'));
    expect(row!.state).toBe(audits.length % 2 === 1 ? 'unlisted' : 'available');
  });

  it('lets a save and a delete of one stone finish one after the other, never half-way', async () => {
    for (let round = 0; round < 5; round++) {
      const picture = await uploadPicture(t);
      const stone = await createStoneAs(t, stoneDraft({ productMedias: [picture] }));
      const [saved, deleted] = await Promise.all([
        as(t, 'StoneManager', 'PUT', '/api/stone', { ...draftOf(stone), carat: 1.2 }),
        as(t, 'StoneManager', 'DELETE', `/api/stone/${stone.id}`),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([200, 404]).toContain(saved.statusCode);
      expect(await count(t, 'stones')).toBe(0);
      expect(await count(t, 'stone_media')).toBe(0);
    }
  });

  it('gives stones added at once distinct stock numbers, and one stock number to one stone', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, () => as(t, 'StoneManager', 'POST', '/api/stone', stoneDraft())),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(made.map((r) => r.json().data.sku)).size).toBe(8);

    const twins = await Promise.all(
      Array.from({ length: 5 }, () => as(t, 'StoneManager', 'POST', '/api/stone', stoneDraft({ sku: 'TWIN-1' }))),
    );
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of twins.filter((r) => r.statusCode === 409)) {
      expect(refused.json().errorMessages).toEqual(['Stock number TWIN-1 is already used by another stone.']);
    }
  });
});
