import type { ProductForUpdate } from '@facet/contracts/products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violatesConstraint } from '../../lib/database-errors.ts';
import { createProductAs, ringDraft } from '../../testing/catalogue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { countProducts, draftOf, forUpdate, post, put } from './products.test-support.ts';

/*
 * Settings: the pieces sold without their centre stone — which pieces may be one, and a
 * setting's stone cost, one figure for every centre stone.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the stone cost of a setting', () => {
  /** A setting: sold without its centre stone, so only its own stones are in its stone cost. */
  function settingDraft(productName: string, stoneCostOf: (metal: string, carat: number | null) => number) {
    const draft = ringDraft({ productName, hasAttachedStone: false });
    return {
      ...draft,
      variants: draft.variants.map((v) => ({ ...v, stoneCost: stoneCostOf(v.metal, v.centerStoneCarat) })),
    };
  }
  const rule = (piece: string, costs: string) =>
    `variants: ${piece} is a setting, sold without its centre stone, so its stone cost (its own side and accent ` +
    `stones only) is the same for every centre stone; it is ${costs}. Enter one stone cost, or sell the piece ` +
    `complete with its stones (General information) if the stone comes with it.`;

  it('is refused (400, in words) when it changes with the centre stone, and nothing is written', async () => {
    const before = await countProducts(t);
    const response = await post(
      t,
      settingDraft('Bare Halo', (_metal, carat) => (carat === 1.5 ? 60_000 : 40_000)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      rule('Yellow Gold · Halo', '₹40,000 with a 1 ct Oval, ₹60,000 with a 1.5 ct Oval'),
      rule('Platinum · Halo', '₹40,000 with a 1 ct Oval, ₹60,000 with a 1.5 ct Oval'),
    ]);
    expect(await countProducts(t)).toBe(before);
  });

  it('is one figure for every centre stone, and may differ by metal', async () => {
    const product = await createProductAs(
      t,
      settingDraft('Even Halo', (metal) => (metal === 'Platinum' ? 7_500 : 5_000)),
    );
    expect(product.hasAttachedStone).toBe(false);
    expect(product.productVarients.map((v) => [v.metal, v.centerStoneCarat, v.stoneCost])).toEqual([
      ['Yellow Gold', 1, 5_000],
      ['Yellow Gold', 1.5, 5_000],
      ['Platinum', 1, 7_500],
      ['Platinum', 1.5, 7_500],
    ]);
  });

  it('is checked on every save against the variants not sent, and when a piece becomes a setting', async () => {
    const setting = await createProductAs(
      t,
      settingDraft('Kept Even', () => 5_000),
    );
    const larger = setting.productVarients.find((v) => v.metal === 'Platinum' && v.centerStoneCarat === 1.5)!;
    const changed = await put(t, { ...draftOf(setting), variants: [{ ...larger, stoneCost: 90_000 }] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errorMessages).toEqual([
      rule('Platinum · Halo', '₹5,000 with a 1 ct Oval, ₹90,000 with a 1.5 ct Oval'),
    ]);
    expect(await forUpdate(t, setting.productId)).toEqual(setting);

    // A piece sold with its centre stone prices that stone in: its stone cost follows the carat.
    const complete = await createProductAs(t, ringDraft({ productName: 'Comes Complete' }));
    const unticked = await put(t, { ...draftOf(complete), hasAttachedStone: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errorMessages[0]).toMatch(/^variants: Yellow Gold · Halo is a setting/);
    expect(await forUpdate(t, complete.productId)).toEqual(complete);
    const evened = await put(t, {
      ...draftOf(complete),
      hasAttachedStone: false,
      variants: complete.productVarients.map((v) => ({ ...v, stoneCost: 3_000 })),
    });
    expect(evened.statusCode).toBe(200);
    expect((evened.json().data as ProductForUpdate).hasAttachedStone).toBe(false);
  });
});

describe('which pieces may be settings', () => {
  /** A round pendant in yellow gold, 0.5 or 1 ct, sold as `sold` says. */
  function pendantDraft(productName: string, hasAttachedStone?: boolean) {
    const draft = ringDraft({
      productName,
      jewelleryType: 'Pendant',
      jewellerySubType: 'Diamond Pendant',
      metalAttribute: ['Yellow Gold'],
      ringStyleAttribute: [],
      centerStoneShapeAttribute: [{ shape: 'Round', carats: [0.5, 1] }],
      hasAttachedStone,
    });
    return { ...draft, variants: draft.variants.map((v) => ({ ...v, stoneCost: 8_000 })) };
  }
  const pendantRefusal =
    'hasAttachedStone: only engagement rings can be settings (sold without the centre stone the shopper chooses); ' +
    'a Diamond Pendant is sold complete with its stones';

  it('refuses a pendant as a setting with a sentence, and writes nothing', async () => {
    const before = await countProducts(t);
    const response = await post(t, pendantDraft('Setting Pendant', false));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, errorMessages: [pendantRefusal] });
    expect(await countProducts(t)).toBe(before);
  });

  it('takes an engagement ring as a setting, and shows it to shoppers as one', async () => {
    const draft = ringDraft({ productName: 'Setting Solitaire', hasAttachedStone: false });
    const setting = await createProductAs(t, {
      ...draft,
      variants: draft.variants.map((v) => ({ ...v, stoneCost: 4_000 })),
    });
    expect(setting.hasAttachedStone).toBe(false);
    const listing = await t.app.inject({
      url: '/api/product/for-customer?jewellerySubTypeName=Engagement%20Ring&hasAttachedStone=false&pageSize=60',
    });
    const card = (listing.json().data.records as { name: string; isSetting: boolean }[]).find(
      (record) => record.name === 'Setting Solitaire',
    );
    expect(card?.isSetting).toBe(true);
  });

  it('wants to be told how a piece is sold, and a setting to name its centre stones', async () => {
    const silent = await post(t, pendantDraft('Silent Pendant'));
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errorMessages).toEqual([
      'hasAttachedStone: say how the piece is sold: complete with its stones (true), or as a setting for a centre ' +
        'stone the shopper chooses (false)',
    ]);
    const band = ringDraft({ productName: 'Setting Band', centerStoneShapeAttribute: [], hasAttachedStone: false });
    const bare = await post(t, band);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errorMessages).toEqual([
      'centerStoneShapeAttribute: a setting is made for a centre stone: choose the shapes and carats it takes, or ' +
        'sell the piece complete with its stones',
    ]);
    const complete = await post(t, pendantDraft('Complete Pendant', true));
    expect(complete.statusCode).toBe(201);
  });

  it('refuses to turn a stored pendant into a setting', async () => {
    const pendant = await createProductAs(t, pendantDraft('Turned Pendant', true));
    const response = await put(t, { ...draftOf(pendant), hasAttachedStone: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([pendantRefusal]);
    expect(await forUpdate(t, pendant.productId)).toEqual(pendant);
  });

  it('is held by the database too: no row is a setting of another kind, nor a setting without a centre stone', async () => {
    const pendant = await createProductAs(t, pendantDraft('Held Pendant', true));
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => null,
        (error: unknown) => error,
      );
    const asSetting = await refusal(
      t.database.db.execute(sql`update products set has_attached_stone = false where id = ${pendant.productId}`),
    );
    expect(violatesConstraint(asSetting, 'products_setting_is_engagement_ring', ['23514'])).toBe(true);
    const ring = await createProductAs(t, ringDraft({ productName: 'Held Ring' }));
    const withoutCentre = await refusal(
      t.database.db.execute(
        sql`update products
               set has_attached_stone = false,
                   attributes = jsonb_set(attributes, '{centerStoneShapeAttribute}', '[]'::jsonb)
             where id = ${ring.productId}`,
      ),
    );
    expect(violatesConstraint(withoutCentre, 'products_setting_has_centre_stone', ['23514'])).toBe(true);
    // An engagement ring with a centre stone may be one.
    await t.database.db.execute(sql`update products set has_attached_stone = false where id = ${ring.productId}`);
  });
});
