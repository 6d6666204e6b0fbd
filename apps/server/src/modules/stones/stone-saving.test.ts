import { fromMinor, toMinor } from '@facet/contracts/money';
import { priceStone } from '@facet/contracts/pricing';
import type { StoneRecord } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoneAs, stoneDraft, type StoneDraftPayload } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import {
  as,
  count,
  createStonesTestApp,
  draftOf,
  type Method,
  nextStoneId,
  setState,
  uploadPicture,
} from './stones.test-support.ts';

/*
 * Saving a stone: adding one (its stock number, its prices, its pictures, the values refused),
 * who may manage stones, and saving changes. Listing state and deleting:
 * stone-listing-state.test.ts; what the pages and lists read: stone-reads.test.ts.
 */

/** A count as the engines answer it: a number on PGlite, text on PostgreSQL. */
interface CountRow {
  n: string | number;
}

/** A stone's audit entry: its action and what it kept of the stone. */
interface StoneAuditRow {
  action: string;
  after: { sku: string; cost: number };
}

let t: TestApp;
beforeAll(async () => (t = await createStonesTestApp()));
afterAll(() => t.close());

describe('adding a stone', () => {
  it('stores the stone, makes its stock number from the category and id, and prices it from its cost', async () => {
    const draft = stoneDraft({ certificateNumber: 'LG 600 100 001' });
    const stone = await createStoneAs(t, draft);
    expect(stone.sku).toBe(`LG-${String(stone.id).padStart(6, '0')}`);
    const rates = await loadPricingParameters(t.database.db);
    const price = priceStone(toMinor(85_000), rates);
    // Every field of the form comes back as sent, with what the shop works out from them.
    expect(stone).toMatchObject({
      ...draft,
      name: '1.01 ct Oval laboratory-grown diamond',
      lengthToWidthRatio: 1.39,
      sellingPrice: { inr: fromMinor(price.inr.price), usd: fromMinor(price.usd.price) },
      state: 'available',
      isInOrder: false,
    });
    const [audit] = await queryRows<StoneAuditRow>(
      t.database.db,
      sql`select action, after from audit_log where entity_type = 'stone' and entity_id = ${String(stone.id)}`,
    );
    expect(audit).toMatchObject({ action: 'stone.created', after: { sku: stone.sku, cost: 85_000 } });
    const read = await as(t, 'StoneManager', 'GET', `/api/stone/id/${stone.id}`);
    expect(read.json().data).toEqual(stone);
  });

  it('gives each category its prefix, and keeps a typed stock number as typed', async () => {
    const natural = await createStoneAs(t, stoneDraft({ stoneCategory: 'Natural Diamond', price: 400_000 }));
    const moissanite = await createStoneAs(t, stoneDraft({ stoneCategory: 'Moissanite', price: 9_000 }));
    expect(natural.sku).toMatch(/^ND-\d{6}$/);
    expect(moissanite.sku).toMatch(/^MO-\d{6}$/);
    const typed = await createStoneAs(t, stoneDraft({ sku: 'Feed-A.17_x' }));
    expect(typed.sku).toBe('Feed-A.17_x');
  });

  it('makes another stock number when someone typed the one it would make', async () => {
    const next = await nextStoneId(t);
    // The typed stone takes id `next`; the generated one gets next + 1, whose number is taken.
    const squatter = `LG-${String(next + 1).padStart(6, '0')}`;
    await createStoneAs(t, stoneDraft({ sku: squatter }));
    const generated = await createStoneAs(t, stoneDraft());
    expect(generated.id).toBe(next + 1);
    expect(generated.sku).toBe(`${squatter}-2`);
  });

  it('accepts the spellings supplier feeds use and stores the shop’s own', async () => {
    const stone = await createStoneAs(
      t,
      stoneDraft({ stoneShape: 'RD', stoneCategory: 'lgd', cut: 'EX', polish: 'VG', symmetry: 'G', fluorescence: 'N' }),
    );
    expect(stone).toMatchObject({
      stoneShape: 'Round',
      stoneCategory: 'Lab Grown Diamond',
      cut: 'Excellent',
      polish: 'Very Good',
      symmetry: 'Good',
      fluorescence: 'None',
    });
  });

  it('refuses bad values with a sentence per field and writes nothing', async () => {
    const before = await count(t, 'stones');
    const cases: [StoneDraftPayload, string][] = [
      [{ carat: 0 }, 'carat: must be at least 0.01'],
      [{ carat: 1.234 }, 'carat: must have at most 2 decimals'],
      [{ depthPercent: 101 }, 'depthPercent: must be between 0 and 100 %'],
      [{ depth: 101 }, 'depth: must be between 0.01 and 100 mm'],
      [{ tablePercent: -1 }, 'tablePercent: must be between 0 and 100 %'],
      [{ color: 'Z' }, 'color: must be one of: D, E, F, G, H, I, J, K'],
      [{ clarity: 'VS3' }, 'clarity: must be one of: FL, IF, VVS1, VVS2, VS1, VS2, SI1, SI2, I1'],
      [{ stoneShape: 'Triangle' }, expect.stringMatching(/^stoneShape: must be one of: Round, Oval/) as never],
      [{ sku: 'has space' }, expect.stringMatching(/^sku: must be 1–64 letters/) as never],
      [
        { certificateLab: null, certificateNumber: '123' },
        'certificateLab: must name the lab that wrote the certificate',
      ],
      [{ certificateUrl: 'ftp://x.example/cert.pdf' }, 'certificateUrl: must be a web address starting with https://'],
    ];
    for (const [change, message] of cases) {
      const response = await as(t, 'StoneManager', 'POST', '/api/stone', stoneDraft(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errorMessages, JSON.stringify(change)).toEqual([message]);
    }
    const price = await as(t, 'StoneManager', 'POST', '/api/stone', stoneDraft({ price: 0 }));
    expect(price.statusCode).toBe(400);
    expect(price.json().errorMessages[0]).toMatch(/^price: must be between ₹/);
    expect(await count(t, 'stones')).toBe(before);
  });

  it('refuses a stock number another stone has, whatever its case, with nothing written (409)', async () => {
    await createStoneAs(t, stoneDraft({ sku: 'LG-1' }));
    const picture = await uploadPicture(t);
    const [stonesBefore, picturesBefore] = [await count(t, 'stones'), await count(t, 'stone_media')];
    const response = await as(
      t,
      'StoneManager',
      'POST',
      '/api/stone',
      stoneDraft({ sku: 'lg-1', productMedias: [picture] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual(['Stock number lg-1 is already used by another stone.']);
    expect(await count(t, 'stones')).toBe(stonesBefore);
    expect(await count(t, 'stone_media')).toBe(picturesBefore);
  });

  it('refuses a certificate already recorded for another stone (409), naming that stone', async () => {
    const first = await createStoneAs(t, stoneDraft({ certificateLab: 'GIA', certificateNumber: '2141438172' }));
    const before = await count(t, 'stones');
    const response = await as(
      t,
      'StoneManager',
      'POST',
      '/api/stone',
      stoneDraft({ certificateLab: 'GIA', certificateNumber: '2141438172' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual([
      `Certificate GIA 2141438172 is already recorded for stone ${first.sku}.`,
    ]);
    expect(await count(t, 'stones')).toBe(before);
    // The same number from another lab is another certificate.
    await createStoneAs(t, stoneDraft({ certificateLab: 'IGI', certificateNumber: '2141438172' }));
  });

  it('attaches uploaded pictures in the order given, and refuses unknown ones with nothing written', async () => {
    const [a, b] = [await uploadPicture(t), await uploadPicture(t)];
    const stone = await createStoneAs(t, stoneDraft({ productMedias: [b, a] }));
    expect(stone.productMedias.map((m) => m.id)).toEqual([b, a]);
    expect(stone.productMedias[0]!.url).toBe(`/media/products/${b}/800.webp`);

    const before = await count(t, 'stones');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await as(t, 'StoneManager', 'POST', '/api/stone', stoneDraft({ productMedias: [unknown] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      'productMedias.0: the picture was not uploaded, or was removed; upload it again',
    ]);
    const taken = await as(t, 'StoneManager', 'POST', '/api/stone', stoneDraft({ productMedias: [a] }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorMessages).toEqual(['productMedias.0: the picture belongs to another stone or product']);
    expect(await count(t, 'stones')).toBe(before);
  });
});

describe('who may do what', () => {
  it('lets Admin, Manager and StoneManager manage stones; refuses the others', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    for (const role of ['Admin', 'Manager', 'StoneManager'] as const) {
      expect((await as(t, role, 'POST', '/api/stone', stoneDraft())).statusCode, role).toBe(201);
      expect((await as(t, role, 'GET', '/api/stone')).statusCode, role).toBe(200);
      expect((await as(t, role, 'GET', `/api/stone/id/${stone.id}`)).statusCode, role).toBe(200);
      expect((await as(t, role, 'PUT', '/api/stone', draftOf(stone))).statusCode, role).toBe(200);
      expect((await as(t, role, 'GET', '/api/analytics/minimal/stone')).statusCode, role).toBe(200);
    }
    for (const [role, status] of [
      ['JewelleryManager', 403],
      ['Customer', 403],
      [null, 401],
    ] as const) {
      const calls: [Method, string, object?][] = [
        ['POST', '/api/stone', stoneDraft()],
        ['GET', '/api/stone'],
        ['GET', `/api/stone/id/${stone.id}`],
        ['PUT', '/api/stone', draftOf(stone)],
        ['PUT', '/api/stone/unlist', { id: stone.id }],
        ['PUT', `/api/stone/relist/${stone.id}`],
        ['DELETE', `/api/stone/${stone.id}`],
        ['GET', '/api/analytics/minimal/stone'],
      ];
      for (const [method, url, payload] of calls) {
        expect((await as(t, role, method, url, payload)).statusCode, `${role} ${method} ${url}`).toBe(status);
      }
    }
    // The storefront's reads need no account.
    expect((await as(t, null, 'GET', '/api/stone/for-customer')).statusCode).toBe(200);
    expect((await as(t, null, 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(200);
    expect((await as(t, null, 'GET', '/api/stone/sitemap')).statusCode).toBe(200);
    expect((await as(t, 'StoneManager', 'GET', `/api/stone/id/${stone.id}`)).json().data.state).toBe('available');
  });
});

describe('saving changes to a stone', () => {
  it('keeps the stock number unless a new one is sent, and updates the fields and the date', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    const { sku: _sku, ...withoutSku } = draftOf(stone);
    const response = await as(t, 'StoneManager', 'PUT', '/api/stone', { ...withoutSku, carat: 1.5, price: 120_000 });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as StoneRecord;
    expect(saved).toMatchObject({ sku: stone.sku, carat: 1.5, price: 120_000 });
    expect(saved.updateDate > stone.updateDate).toBe(true);

    const renamed = await as(t, 'StoneManager', 'PUT', '/api/stone', { ...draftOf(saved), sku: 'Renamed-7' });
    expect(renamed.json().data.sku).toBe('Renamed-7');
    expect((await as(t, null, 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(404);
    expect((await as(t, null, 'GET', '/api/stone/sku/renamed-7')).statusCode).toBe(200);
  });

  it('refuses a stock number another stone has, and a new one for a sold stone', async () => {
    const mine = await createStoneAs(t, stoneDraft());
    const theirs = await createStoneAs(t, stoneDraft());
    const taken = await as(t, 'StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), sku: theirs.sku.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessages).toEqual([
      `Stock number ${theirs.sku.toLowerCase()} is already used by another stone.`,
    ]);
    await setState(t, mine.id, 'sold');
    const sold = await as(t, 'StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), sku: 'Brand-New-1' });
    expect(sold.statusCode).toBe(422);
    expect(sold.json().errorMessages).toEqual([
      'The stock number of a stone that is sold cannot change: the order names it.',
    ]);
    // Other fields of a sold stone may still be corrected.
    expect((await as(t, 'StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), clarity: 'VS2' })).statusCode).toBe(
      200,
    );
    expect((await as(t, 'StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), id: 2_000_000 })).statusCode).toBe(
      404,
    );
  });

  it('keeps the pictures listed, in order, and deletes the ones dropped', async () => {
    const [a, b, c] = [await uploadPicture(t), await uploadPicture(t), await uploadPicture(t)];
    const stone = await createStoneAs(t, stoneDraft({ productMedias: [a, b] }));
    const response = await as(t, 'StoneManager', 'PUT', '/api/stone', {
      ...draftOf(stone),
      productMedias: [c, b],
      productMediasToRemove: [a],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as StoneRecord).productMedias.map((m) => m.id)).toEqual([c, b]);
    const [gone] = await queryRows<CountRow>(t.database.db, sql`select count(*) as n from media where id = ${a}`);
    expect(Number(gone!.n)).toBe(0);

    const stranger = await as(t, 'StoneManager', 'PUT', '/api/stone', {
      ...draftOf(stone),
      productMedias: [c, b],
      productMediasToRemove: [a],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMessages).toEqual([`productMediasToRemove.0: picture ${a} is not one of this stone's`]);
  });
});
