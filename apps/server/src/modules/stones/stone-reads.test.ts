import { fromMinor, toMinor } from '@facet/contracts/money';
import { priceStone } from '@facet/contracts/pricing';
import type { StoneDetail } from '@facet/contracts/stones';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoneAs, deleteEveryStone, stoneDraft } from '../../testing/stones.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { purgeOrphanMedia } from '../media/media.service.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';
import { as, count, createStonesTestApp, forCustomer, setState, uploadPicture } from './stones.test-support.ts';

/*
 * What is read of stones: a stone's page, prices that follow the pricing parameters, the
 * back-office list, the dashboard's figures, and pictures kept.
 */

/** A stone's last change as the driver answers it. */
interface UpdateDateRow {
  update_date: Date | string;
}

/** A picture's id. */
interface MediaIdRow {
  id: string;
}

let t: TestApp;
beforeAll(async () => (t = await createStonesTestApp()));
afterAll(() => t.close());

describe('a stone page', () => {
  it('gives the price with its breakdown, the pictures and similar stones of the same shape and category', async () => {
    const picture = await uploadPicture(t);
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
    expect((await as(t, null, 'GET', '/api/stone/sku/NO-SUCH-STONE')).statusCode).toBe(404);
  });
});

describe('prices follow the pricing parameters', () => {
  it('shows new prices as soon as a parameter changes, without writing any stone row', async () => {
    const stone = await createStoneAs(t, stoneDraft({ stoneShape: 'Marquise', price: 150_000 }));
    const priceNow = async () =>
      (await forCustomer(t, '&stoneShapeName=Marquise')).records.find((r) => r.id === stone.id)!;
    const before = await priceNow();
    const beforeRates = await loadPricingParameters(t.database.db);
    expect(before.price).toBe(fromMinor(priceStone(toMinor(150_000), beforeRates).usd.price));
    const [rowBefore] = await queryRows<UpdateDateRow>(
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
    const [rowAfter] = await queryRows<UpdateDateRow>(
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
    expect(all.totalRecords).toBe(await count(t, 'stones'));
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
    await setState(t, stones[0]!.id, 'sold');
    await setState(t, stones[1]!.id, 'on_hold');
    await as(t, 'StoneManager', 'PUT', '/api/stone/unlist', { id: stones[2]!.id });
    const response = await as(t, 'StoneManager', 'GET', '/api/analytics/minimal/stone');
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
    const [kept, orphan] = [await uploadPicture(t), await uploadPicture(t)];
    await createStoneAs(t, stoneDraft({ productMedias: [kept] }));
    await t.database.db.execute(
      sql`update media set create_date = now() - interval '25 hours' where id in (${kept}, ${orphan})`,
    );
    await purgeOrphanMedia(t.database.db);
    const left = await queryRows<MediaIdRow>(t.database.db, sql`select id from media where id in (${kept}, ${orphan})`);
    expect(left.map((row) => row.id)).toEqual([kept]);
  });
});
