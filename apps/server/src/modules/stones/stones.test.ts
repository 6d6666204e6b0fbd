import { fromMinor, toMinor } from '@facet/contracts/money';
import type { Role } from '@facet/contracts/permissions';
import { priceStone } from '@facet/contracts/pricing';
import type { StoneCardPage, StoneDetail, StoneRecord } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.ts';
import { createStoneAs, deleteEveryStone, stoneDraft, type StoneDraftPayload } from '../../testing/stones.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await deleteEveryStone(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function as(role: Role | null, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: role ? { cookie: await t.cookieFor(role) } : {},
    ...(payload ? { payload } : {}),
  });
}

async function count(table: 'stones' | 'stone_media' | 'media') {
  const [row] = await queryRows<{ n: string | number }>(
    t.database.db,
    sql`select count(*) as n from ${sql.raw(table)}`,
  );
  return Number(row!.n);
}

async function uploadPicture(): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 240, g: 240, b: 250 } } })
    .png()
    .toBuffer();
  const body = multipartFile({ filename: 'stone.png', contentType: 'image/png', data: png });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, cookie: await t.cookieFor('StoneManager') },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

/** The draft of a stored stone: what an untouched editor sends back. */
function draftOf(stone: StoneRecord): StoneDraftPayload {
  return {
    id: stone.id,
    sku: stone.sku,
    stoneCategory: stone.stoneCategory,
    growthMethod: stone.growthMethod,
    stoneShape: stone.stoneShape,
    carat: stone.carat,
    color: stone.color,
    clarity: stone.clarity,
    cut: stone.cut,
    polish: stone.polish,
    symmetry: stone.symmetry,
    fluorescence: stone.fluorescence,
    length: stone.length,
    width: stone.width,
    depth: stone.depth,
    depthPercent: stone.depthPercent,
    tablePercent: stone.tablePercent,
    certificateLab: stone.certificateLab,
    certificateNumber: stone.certificateNumber,
    certificateUrl: stone.certificateUrl,
    videoUrl: stone.videoUrl,
    price: stone.price,
    productMedias: stone.productMedias.map((m) => m.id),
  };
}

async function forCustomer(query = '', currency: 'USD' | 'INR' = 'USD'): Promise<StoneCardPage> {
  const response = await t.app.inject({ url: `/api/stone/for-customer?currency=${currency}&pageSize=60${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StoneCardPage;
}

async function setState(id: number, state: string) {
  await t.database.db.execute(sql`update stones set state = ${state} where id = ${id}`);
  t.app.referenceCache.drop();
}

async function nextStoneId(): Promise<number> {
  const [row] = await queryRows<{ last_value: string | number; is_called: boolean }>(
    t.database.db,
    sql`select last_value, is_called from stones_id_seq`,
  );
  return row!.is_called ? Number(row!.last_value) + 1 : Number(row!.last_value);
}

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
    const [audit] = await queryRows<{ action: string; after: { sku: string; cost: number } }>(
      t.database.db,
      sql`select action, after from audit_log where entity_type = 'stone' and entity_id = ${String(stone.id)}`,
    );
    expect(audit).toMatchObject({ action: 'stone.created', after: { sku: stone.sku, cost: 85_000 } });
    const read = await as('StoneManager', 'GET', `/api/stone/id/${stone.id}`);
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
    const next = await nextStoneId();
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
    const before = await count('stones');
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
      const response = await as('StoneManager', 'POST', '/api/stone', stoneDraft(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errorMessages, JSON.stringify(change)).toEqual([message]);
    }
    const price = await as('StoneManager', 'POST', '/api/stone', stoneDraft({ price: 0 }));
    expect(price.statusCode).toBe(400);
    expect(price.json().errorMessages[0]).toMatch(/^price: must be between ₹/);
    expect(await count('stones')).toBe(before);
  });

  it('refuses a stock number another stone has, whatever its case, with nothing written (409)', async () => {
    await createStoneAs(t, stoneDraft({ sku: 'LG-1' }));
    const picture = await uploadPicture();
    const [stonesBefore, picturesBefore] = [await count('stones'), await count('stone_media')];
    const response = await as(
      'StoneManager',
      'POST',
      '/api/stone',
      stoneDraft({ sku: 'lg-1', productMedias: [picture] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual(['Stock number lg-1 is already used by another stone.']);
    expect(await count('stones')).toBe(stonesBefore);
    expect(await count('stone_media')).toBe(picturesBefore);
  });

  it('refuses a certificate already recorded for another stone (409), naming that stone', async () => {
    const first = await createStoneAs(t, stoneDraft({ certificateLab: 'GIA', certificateNumber: '2141438172' }));
    const before = await count('stones');
    const response = await as(
      'StoneManager',
      'POST',
      '/api/stone',
      stoneDraft({ certificateLab: 'GIA', certificateNumber: '2141438172' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual([
      `Certificate GIA 2141438172 is already recorded for stone ${first.sku}.`,
    ]);
    expect(await count('stones')).toBe(before);
    // The same number from another lab is another certificate.
    await createStoneAs(t, stoneDraft({ certificateLab: 'IGI', certificateNumber: '2141438172' }));
  });

  it('attaches uploaded pictures in the order given, and refuses unknown ones with nothing written', async () => {
    const [a, b] = [await uploadPicture(), await uploadPicture()];
    const stone = await createStoneAs(t, stoneDraft({ productMedias: [b, a] }));
    expect(stone.productMedias.map((m) => m.id)).toEqual([b, a]);
    expect(stone.productMedias[0]!.url).toBe(`/media/products/${b}/800.webp`);

    const before = await count('stones');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await as('StoneManager', 'POST', '/api/stone', stoneDraft({ productMedias: [unknown] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      'productMedias.0: the picture was not uploaded, or was removed; upload it again',
    ]);
    const taken = await as('StoneManager', 'POST', '/api/stone', stoneDraft({ productMedias: [a] }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorMessages).toEqual(['productMedias.0: the picture belongs to another stone or product']);
    expect(await count('stones')).toBe(before);
  });
});

describe('who may do what', () => {
  it('lets Admin, Manager and StoneManager manage stones; refuses the others', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    for (const role of ['Admin', 'Manager', 'StoneManager'] as const) {
      expect((await as(role, 'POST', '/api/stone', stoneDraft())).statusCode, role).toBe(201);
      expect((await as(role, 'GET', '/api/stone')).statusCode, role).toBe(200);
      expect((await as(role, 'GET', `/api/stone/id/${stone.id}`)).statusCode, role).toBe(200);
      expect((await as(role, 'PUT', '/api/stone', draftOf(stone))).statusCode, role).toBe(200);
      expect((await as(role, 'GET', '/api/analytics/minimal/stone')).statusCode, role).toBe(200);
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
        expect((await as(role, method, url, payload)).statusCode, `${role} ${method} ${url}`).toBe(status);
      }
    }
    // The storefront's reads need no account.
    expect((await as(null, 'GET', '/api/stone/for-customer')).statusCode).toBe(200);
    expect((await as(null, 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(200);
    expect((await as(null, 'GET', '/api/stone/sitemap')).statusCode).toBe(200);
    expect((await as('StoneManager', 'GET', `/api/stone/id/${stone.id}`)).json().data.state).toBe('available');
  });
});

describe('saving changes to a stone', () => {
  it('keeps the stock number unless a new one is sent, and updates the fields and the date', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    const { sku: _sku, ...withoutSku } = draftOf(stone);
    const response = await as('StoneManager', 'PUT', '/api/stone', { ...withoutSku, carat: 1.5, price: 120_000 });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as StoneRecord;
    expect(saved).toMatchObject({ sku: stone.sku, carat: 1.5, price: 120_000 });
    expect(saved.updateDate > stone.updateDate).toBe(true);

    const renamed = await as('StoneManager', 'PUT', '/api/stone', { ...draftOf(saved), sku: 'Renamed-7' });
    expect(renamed.json().data.sku).toBe('Renamed-7');
    expect((await as(null, 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/stone/sku/renamed-7')).statusCode).toBe(200);
  });

  it('refuses a stock number another stone has, and a new one for a sold stone', async () => {
    const mine = await createStoneAs(t, stoneDraft());
    const theirs = await createStoneAs(t, stoneDraft());
    const taken = await as('StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), sku: theirs.sku.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessages).toEqual([
      `Stock number ${theirs.sku.toLowerCase()} is already used by another stone.`,
    ]);
    await setState(mine.id, 'sold');
    const sold = await as('StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), sku: 'Brand-New-1' });
    expect(sold.statusCode).toBe(422);
    expect(sold.json().errorMessages).toEqual([
      'The stock number of a stone that is sold cannot change: the order names it.',
    ]);
    // Other fields of a sold stone may still be corrected.
    expect((await as('StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), clarity: 'VS2' })).statusCode).toBe(200);
    expect((await as('StoneManager', 'PUT', '/api/stone', { ...draftOf(mine), id: 2_000_000 })).statusCode).toBe(404);
  });

  it('keeps the pictures listed, in order, and deletes the ones dropped', async () => {
    const [a, b, c] = [await uploadPicture(), await uploadPicture(), await uploadPicture()];
    const stone = await createStoneAs(t, stoneDraft({ productMedias: [a, b] }));
    const response = await as('StoneManager', 'PUT', '/api/stone', {
      ...draftOf(stone),
      productMedias: [c, b],
      productMediasToRemove: [a],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as StoneRecord).productMedias.map((m) => m.id)).toEqual([c, b]);
    const [gone] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from media where id = ${a}`,
    );
    expect(Number(gone!.n)).toBe(0);

    const stranger = await as('StoneManager', 'PUT', '/api/stone', {
      ...draftOf(stone),
      productMedias: [c, b],
      productMediasToRemove: [a],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMessages).toEqual([`productMediasToRemove.0: picture ${a} is not one of this stone's`]);
  });
});

describe('unlisting, relisting and selling', () => {
  it('takes an unlisted stone out of the shop (staff still see its page) and brings it back', async () => {
    const stone = await createStoneAs(t, stoneDraft({ stoneShape: 'Heart', price: 333_333 }));
    const inShop = async () => (await forCustomer('&stoneShapeName=Heart')).records.map((r) => r.id);
    expect(await inShop()).toContain(stone.id);

    const unlisted = await as('StoneManager', 'PUT', '/api/stone/unlist', { id: stone.id });
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.json().data.state).toBe('unlisted');
    expect(await inShop()).not.toContain(stone.id);
    // Its page is gone for shoppers (gone-stone-pages.test.ts has the details).
    const page = await as(null, 'GET', `/api/stone/sku/${stone.sku}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().errorMessages).toEqual(['This stone is no longer available.']);
    expect((await as('Customer', 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(410);
    expect((await as('StoneManager', 'GET', `/api/stone/sku/${stone.sku}`)).statusCode).toBe(200);
    const sitemap = (await as(null, 'GET', '/api/stone/sitemap')).json().data as { sku: string }[];
    expect(sitemap.map((entry) => entry.sku)).not.toContain(stone.sku);

    // Unlisting twice changes nothing and refuses nothing.
    expect((await as('StoneManager', 'PUT', `/api/stone/unlist/${stone.id}`)).statusCode).toBe(200);
    const relisted = await as('StoneManager', 'PUT', `/api/stone/relist/${stone.id}`);
    expect(relisted.json().data.state).toBe('available');
    expect(await inShop()).toContain(stone.id);
    expect((await as(null, 'GET', '/api/stone/sitemap')).json().data).toContainEqual(
      expect.objectContaining({ sku: stone.sku }),
    );
    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'stone' and entity_id = ${String(stone.id)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['stone.created', 'stone.unlisted', 'stone.relisted']);
  });

  it('refuses to unlist a stone on hold or sold, and answers a sold one’s page 410, not in the search', async () => {
    const stone = await createStoneAs(t, stoneDraft({ stoneShape: 'Asscher' }));
    await setState(stone.id, 'on_hold');
    const held = await as('StoneManager', 'PUT', '/api/stone/unlist', { id: stone.id });
    expect(held.statusCode).toBe(422);
    expect(held.json().errorMessages).toEqual([
      'This stone is on hold for a shopper’s checkout, so it cannot be unlisted; only available stones can.',
    ]);
    expect((await forCustomer('&stoneShapeName=Asscher')).records.map((r) => r.id)).not.toContain(stone.id);

    await setState(stone.id, 'sold');
    const relist = await as('StoneManager', 'PUT', '/api/stone/relist', { id: stone.id });
    expect(relist.statusCode).toBe(422);
    expect(relist.json().errorMessages).toEqual([
      'This stone is sold, so it cannot be relisted; only unlisted stones can.',
    ]);
    const page = await as(null, 'GET', `/api/stone/sku/${stone.sku.toLowerCase()}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().data).toMatchObject({ kind: 'stone', reason: 'sold', stone: { sku: stone.sku } });
    expect((await forCustomer('&stoneShapeName=Asscher')).records.map((r) => r.id)).not.toContain(stone.id);
    expect((await as('StoneManager', 'PUT', '/api/stone/unlist', { id: 2_000_000 })).statusCode).toBe(404);
  });
});

describe('a stone page', () => {
  it('gives the price with its breakdown, the pictures and similar stones of the same shape and category', async () => {
    const picture = await uploadPicture();
    const stone = await createStoneAs(
      t,
      stoneDraft({ stoneShape: 'Radiant', carat: 2, price: 200_000, productMedias: [picture] }),
    );
    const near = await createStoneAs(t, stoneDraft({ stoneShape: 'Radiant', carat: 2.1, price: 210_000 }));
    const far = await createStoneAs(t, stoneDraft({ stoneShape: 'Radiant', carat: 3, price: 390_000 }));
    const natural = await createStoneAs(
      t,
      stoneDraft({ stoneShape: 'Radiant', stoneCategory: 'Natural Diamond', carat: 2, price: 200_000 }),
    );
    const response = await t.app.inject({ url: `/api/stone/sku/${stone.sku}?currency=INR` });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data as StoneDetail;
    const price = priceStone(toMinor(200_000), await loadPricingParameters(t.database.db)).inr;
    expect(detail).toMatchObject({
      sku: stone.sku,
      currency: 'INR',
      state: 'available',
      price: fromMinor(price.price),
      listPrice: fromMinor(price.listPrice),
      image: { url: `/media/products/${picture}/800.webp` },
    });
    expect(toMinor(detail.breakdown.stones) + toMinor(detail.breakdown.tax)).toBe(price.price);
    expect(detail.breakdown.tax).toBeGreaterThan(0);
    const similar = detail.similar.map((s) => s.id);
    expect(similar.slice(0, 2)).toEqual([near.id, far.id]);
    expect(similar).not.toContain(natural.id);
    expect(similar).not.toContain(stone.id);
    expect((await as(null, 'GET', '/api/stone/sku/NO-SUCH-STONE')).statusCode).toBe(404);
  });
});

describe('deleting a stone', () => {
  it('deletes the stone and its pictures', async () => {
    const picture = await uploadPicture();
    const stone = await createStoneAs(t, stoneDraft({ productMedias: [picture] }));
    const response = await as('StoneManager', 'DELETE', `/api/stone/${stone.id}`);
    expect(response.statusCode).toBe(200);
    expect((await as('StoneManager', 'GET', `/api/stone/id/${stone.id}`)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from media where id = ${picture}`,
    );
    expect(Number(left!.n)).toBe(0);
    expect((await as('StoneManager', 'DELETE', `/api/stone/${stone.id}`)).statusCode).toBe(404);
  });

  it('refuses (409) a stone something still points at, such as an order line, and keeps it', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    // Orders arrive later; a table pointing at stones as their lines will shows the rule holds.
    await t.database.exec(
      'create table test_order_lines (id serial primary key, stone_id integer references stones (id) on delete restrict)',
    );
    try {
      await t.database.db.execute(sql`insert into test_order_lines (stone_id) values (${stone.id})`);
      const response = await as('StoneManager', 'DELETE', `/api/stone/${stone.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().errorMessages).toEqual(['This stone is in an order; unlist it instead.']);
      expect((await as('StoneManager', 'GET', `/api/stone/id/${stone.id}`)).statusCode).toBe(200);
    } finally {
      await t.database.exec('drop table test_order_lines');
    }
  });
});

describe('prices follow the pricing parameters', () => {
  it('shows new prices as soon as a parameter changes, without writing any stone row', async () => {
    const stone = await createStoneAs(t, stoneDraft({ stoneShape: 'Marquise', price: 150_000 }));
    const priceNow = async () =>
      (await forCustomer('&stoneShapeName=Marquise')).records.find((r) => r.id === stone.id)!;
    const before = await priceNow();
    const beforeRates = await loadPricingParameters(t.database.db);
    expect(before.price).toBe(fromMinor(priceStone(toMinor(150_000), beforeRates).usd.price));
    const [rowBefore] = await queryRows<{ update_date: Date | string }>(
      t.database.db,
      sql`select update_date from stones where id = ${stone.id}`,
    );

    const cookie = await t.cookieFor('Admin');
    for (const [url, payload] of [
      ['/api/conversion/profit-rate', { profitRate: 55 }],
      ['/api/conversion', { conversion: 91.5 }],
      ['/api/conversion/shop-discount', { shopDiscount: 5 }],
    ] as const) {
      const change = await t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
      expect(change.statusCode, change.body).toBe(200);
      const rates = await loadPricingParameters(t.database.db);
      const expected = priceStone(toMinor(150_000), rates);
      const after = await priceNow();
      expect(after.price, url).toBe(fromMinor(expected.usd.price));
      expect(after.listPrice, url).toBe(fromMinor(expected.usd.listPrice));
      const page = (await t.app.inject({ url: `/api/stone/sku/${stone.sku}?currency=INR` })).json().data;
      expect(page.price, url).toBe(fromMinor(expected.inr.price));
    }
    expect((await priceNow()).price).not.toBe(before.price);
    const [rowAfter] = await queryRows<{ update_date: Date | string }>(
      t.database.db,
      sql`select update_date from stones where id = ${stone.id}`,
    );
    expect(new Date(rowAfter!.update_date).getTime()).toBe(new Date(rowBefore!.update_date).getTime());
    await t.app.inject({
      method: 'PUT',
      url: '/api/conversion/shop-discount',
      headers: { cookie },
      payload: { shopDiscount: 0 },
    });
  });
});

describe('the back-office list', () => {
  it('searches stock and certificate numbers literally, filters and pages', async () => {
    await createStoneAs(t, stoneDraft({ sku: 'Srch_100', certificateLab: 'HRD', certificateNumber: 'HRD-77%-1' }));
    await createStoneAs(t, stoneDraft({ sku: 'Srch-1000', stoneShape: 'Pear' }));
    const cookie = await t.cookieFor('StoneManager');
    const search = async (query: string) => {
      const response = await t.app.inject({ url: `/api/stone?${query}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { records: { sku: string; state: string }[]; totalRecords: number };
    };
    expect((await search('search=srch_')).records.map((r) => r.sku)).toEqual(['Srch_100']);
    expect((await search('search=77%25')).records.map((r) => r.sku)).toEqual(['Srch_100']);
    expect((await search('search=srch&stoneShape=pear')).records.map((r) => r.sku)).toEqual(['Srch-1000']);
    const all = await search('pageSize=3&sort=newest');
    expect(all.records).toHaveLength(3);
    expect(all.totalRecords).toBe(await count('stones'));
    const second = await search('pageSize=3&pageNo=2&sort=newest');
    expect(second.records.map((r) => r.sku)).not.toContain(all.records[0]!.sku);
    expect((await search('state=sold')).records.every((r) => r.state === 'sold')).toBe(true);
    const bad = await t.app.inject({ url: '/api/stone?state=gone', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('dashboard figures and pictures kept', () => {
  it('counts stones by state', async () => {
    await deleteEveryStone(t);
    const stones = await Promise.all([1, 2, 3, 4, 5].map(() => createStoneAs(t, stoneDraft())));
    await setState(stones[0]!.id, 'sold');
    await setState(stones[1]!.id, 'on_hold');
    await as('StoneManager', 'PUT', '/api/stone/unlist', { id: stones[2]!.id });
    const response = await as('StoneManager', 'GET', '/api/analytics/minimal/stone');
    expect(response.json().data).toEqual({
      total: 5,
      available: 2,
      onHold: 1,
      sold: 1,
      unlisted: 1,
      addedLast30Days: 5,
    });
  });

  it('never purges a stone’s picture as an orphan', async () => {
    const [kept, orphan] = [await uploadPicture(), await uploadPicture()];
    await createStoneAs(t, stoneDraft({ productMedias: [kept] }));
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '25 hours' where id in (${kept}, ${orphan})`,
    );
    await purgeOrphanMedia(t.database.db);
    const left = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from media where id in (${kept}, ${orphan})`,
    );
    expect(left.map((row) => row.id)).toEqual([kept]);
  });
});

// Meaningful on the PostgreSQL server (CI runs this file there too): PGlite runs one query at a time.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('at the same moment', () => {
  beforeEach(() => deleteEveryStone(t));

  it('records each unlisting and relisting of a stone once, and ends in a state they explain', async () => {
    const stone = await createStoneAs(t, stoneDraft());
    const changes = Array.from({ length: 12 }, (_, i) =>
      as('StoneManager', 'PUT', `/api/stone/${i % 2 === 0 ? 'unlist' : 'relist'}/${stone.id}`),
    );
    const statuses = (await Promise.all(changes)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [row] = await queryRows<{ state: string }>(
      t.database.db,
      sql`select state from stones where id = ${stone.id}`,
    );
    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${String(stone.id)} and action in ('stone.unlisted', 'stone.relisted') order by id`,
    );
    // Transitions alternate, starting with an unlisting: the last one recorded is the state it is in.
    audits.forEach((audit, i) => expect(audit.action).toBe(i % 2 === 0 ? 'stone.unlisted' : 'stone.relisted'));
    expect(row!.state).toBe(audits.length % 2 === 1 ? 'unlisted' : 'available');
  });

  it('lets a save and a delete of one stone finish one after the other, never half-way', async () => {
    for (let round = 0; round < 5; round++) {
      const picture = await uploadPicture();
      const stone = await createStoneAs(t, stoneDraft({ productMedias: [picture] }));
      const [saved, deleted] = await Promise.all([
        as('StoneManager', 'PUT', '/api/stone', { ...draftOf(stone), carat: 1.2 }),
        as('StoneManager', 'DELETE', `/api/stone/${stone.id}`),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([200, 404]).toContain(saved.statusCode);
      expect(await count('stones')).toBe(0);
      expect(await count('stone_media')).toBe(0);
    }
  });

  it('gives stones added at once distinct stock numbers, and one stock number to one stone', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, () => as('StoneManager', 'POST', '/api/stone', stoneDraft())),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(made.map((r) => r.json().data.sku)).size).toBe(8);

    const twins = await Promise.all(
      Array.from({ length: 5 }, () => as('StoneManager', 'POST', '/api/stone', stoneDraft({ sku: 'TWIN-1' }))),
    );
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of twins.filter((r) => r.statusCode === 409)) {
      expect(refused.json().errorMessages).toEqual(['Stock number TWIN-1 is already used by another stone.']);
    }
  });
});
