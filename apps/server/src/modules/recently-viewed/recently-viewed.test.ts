import { fromMinor } from '@facet/contracts/money';
import { inCurrency, priceStone } from '@facet/contracts/pricing';
import { RECENTLY_VIEWED_MAX, type RecentlyViewedCards } from '@facet/contracts/recently-viewed';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../testing/customers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadPricingParameters } from '../pricing/repricing.service.ts';

interface VariantRow {
  sku: string;
  product_id: number;
  product_name: string;
  metal: string;
  price_usd: number;
  list_price_usd: number;
  price_inr: number;
}

interface SkuRow {
  sku: string;
}

interface StoneRow {
  id: number;
  sku: string;
  cost: number;
}

/*
 * GET /api/recently-viewed on the demo shop (decision 045): anyone may price the pieces and stones
 * their browser remembers; what shoppers cannot see or buy today is left out without a word, and
 * the list asked is checked (how many, how long, which currency) before anything is read.
 */

let t: TestApp;
let pieces: VariantRow[];
let stones: StoneRow[];

beforeAll(async () => {
  t = await createTestApp();
  pieces = await queryRows<VariantRow>(
    t.database.db,
    sql`select distinct on (p.id) v.sku, p.id as product_id, p.name as product_name, m.name as metal,
               v.price_usd, v.list_price_usd, v.price_inr
          from product_variants v join products p on p.id = v.product_id join metals m on m.id = v.metal_id
         where p.is_listed and v.is_active
         order by p.id, v.id limit 3`,
  );
  stones = await queryRows<StoneRow>(
    t.database.db,
    sql`select id, sku, cost from stones where state = 'available' order by id limit 4`,
  );
});
afterAll(() => t.close());

async function ask(query: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/api/recently-viewed${query}`, headers: cookie ? { cookie } : {} });
}
async function cardsOf(query: string): Promise<RecentlyViewedCards> {
  const answer = await ask(query);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: RecentlyViewedCards }).data;
}
const skusOf = (cards: RecentlyViewedCards) => cards.records.map((card) => `${card.kind}:${card.sku}`);

describe('recently viewed cards', () => {
  it('prices the pieces and stones asked, in the order asked, today, with no credentials', async () => {
    const [first, second] = pieces;
    const [stone] = stones;
    const answer = await ask(`?products=${second!.sku},${first!.sku}&stones=${stone!.sku.toLowerCase()}&currency=USD`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const cards = (answer.json() as { data: RecentlyViewedCards }).data;
    expect(skusOf(cards)).toEqual([`product:${second!.sku}`, `product:${first!.sku}`, `stone:${stone!.sku}`]);
    expect(cards.records[1]).toMatchObject({
      kind: 'product',
      name: first!.product_name,
      detail: first!.metal,
      price: fromMinor(Number(first!.price_usd)),
      listPrice: fromMinor(Number(first!.list_price_usd)),
      currency: 'USD',
      stoneShape: null,
    });
    const rates = await loadPricingParameters(t.database.db);
    const priced = inCurrency(priceStone(Number(stone!.cost), rates), 'USD');
    expect(cards.records[2]).toMatchObject({ kind: 'stone', price: fromMinor(priced.price), currency: 'USD' });
    expect(cards.records[2]!.stoneShape).toEqual(expect.any(String));
  });

  it('prices in rupees when asked, and in the currency the shopper chose otherwise', async () => {
    const [first] = pieces;
    const inr = await cardsOf(`?products=${first!.sku}&currency=INR`);
    expect(inr.records[0]).toMatchObject({ price: fromMinor(Number(first!.price_inr)), currency: 'INR' });
    const chosen = await t.app.inject({
      method: 'GET',
      url: `/api/recently-viewed?products=${first!.sku}`,
      cookies: { currency: 'INR' },
    });
    expect((chosen.json() as { data: RecentlyViewedCards }).data.records[0]!.currency).toBe('INR');
  });

  it('answers nothing for nothing asked', async () => {
    expect((await cardsOf('')).records).toEqual([]);
    expect((await cardsOf('?products=&stones=,,')).records).toEqual([]);
  });

  it('leaves out unknown SKUs, unlisted pieces, inactive variants and stones sold, held or unlisted', async () => {
    const [, , unlisted] = pieces;
    const [, sold, held, hidden] = stones;
    const db = t.database.db;
    await db.execute(sql`update products set is_listed = false where id = ${unlisted!.product_id}`);
    await db.execute(sql`update stones set state = 'sold' where id = ${sold!.id}`);
    await db.execute(sql`update stones set state = 'on_hold' where id = ${held!.id}`);
    await db.execute(sql`update stones set state = 'unlisted' where id = ${hidden!.id}`);
    const [first] = pieces;
    const cards = await cardsOf(
      `?products=${first!.sku},${unlisted!.sku},no-such-piece&stones=${sold!.sku},${held!.sku},${hidden!.sku},NO-SUCH`,
    );
    expect(skusOf(cards)).toEqual([`product:${first!.sku}`]);

    const [inactive] = await queryRows<SkuRow>(
      db,
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
           where p.is_listed and not v.is_active limit 1`,
    );
    if (inactive) expect((await cardsOf(`?products=${inactive.sku}`)).records).toEqual([]);
  });

  it('finds pieces and stones whatever the case they are asked in, each once', async () => {
    const [first] = pieces;
    const [stone] = stones;
    const cards = await cardsOf(
      `?products=${first!.sku.toUpperCase()},${first!.sku}&stones=${stone!.sku.toLowerCase()},${stone!.sku.toUpperCase()}`,
    );
    expect(skusOf(cards)).toEqual([`product:${first!.sku}`, `stone:${stone!.sku}`]);
  });

  it('answers the same to a signed-in customer: nothing of theirs is read or kept', async () => {
    const anna = await newCustomer(t, 'anna.recent@example.com');
    const [first] = pieces;
    const signedIn = await ask(`?products=${first!.sku}&currency=USD`, anna.cookie);
    const anonymous = await ask(`?products=${first!.sku}&currency=USD`);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('refuses too many SKUs, too long a SKU, an unknown currency and repeated keys with a sentence (400)', async () => {
    const many = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, (_, i) => `piece-${i}`).join(',');
    const refusals = [
      `?products=${many}`,
      `?stones=${many}`,
      `?products=${'a'.repeat(201)}`,
      `?products=${'a,'.repeat(2_000)}`,
      '?currency=EUR',
      '?products=a&products=b',
    ];
    for (const query of refusals) {
      const answer = await ask(query);
      expect(answer.statusCode, query).toBe(400);
      const body = answer.json() as { isSuccess: boolean; errorMessages: string[] };
      expect(body.isSuccess, query).toBe(false);
      expect(body.errorMessages.join(' '), query).toMatch(/[a-z]{3,}/);
    }
    const tooMany = (await ask(`?products=${many}`)).json() as { errorMessages: string[] };
    expect(tooMany.errorMessages.join(' ')).toMatch(/at most 12 pieces/);
  });

  it('is a read: other methods are refused', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/recently-viewed', payload: {} });
    expect(answer.statusCode).toBe(405);
  });
});
