import { customJewelleryRequests } from '@facet/db/schema/custom-jewellery';
import { orders } from '@facet/db/schema/orders';
import { products } from '@facet/db/schema/products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ago, asAdmin, DAY_MS, expectOnlyFor, insertRequest } from './analytics.test-support.ts';

/*
 * The back-office areas' figures (GET /api/analytics/minimal/…): customers, staff by role,
 * custom jewellery requests and jewellery pieces, each for its area's roles. The Orders area's
 * figures and the dashboard's series: order-figures.test.ts; what waits: needs-attention.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard figures', () => {
  it('counts customers', async () => {
    const figures = async () =>
      (
        await t.app.inject({ url: '/api/analytics/minimal/customer', headers: { cookie: await t.cookieFor('Admin') } })
      ).json().data;
    // The demo's shoppers are counted too: the new one is read as the difference it makes.
    const before = await figures();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ira',
        lastName: 'Menon',
        email: 'ira.menon@example.org',
        password: 'Princess-Cut-6060',
        phoneNumber: '+91 99000 11223',
        sendNewsAndOffer: true,
      },
    });
    expect(await figures()).toEqual({
      total: before.total + 1,
      active: before.active + 1,
      emailConfirmed: before.emailConfirmed,
      newLast30Days: before.newLast30Days + 1,
      subscribedToNews: before.subscribedToNews + 1,
    });
  });

  it('counts staff by role', async () => {
    const response = await t.app.inject({
      url: '/api/analytics/minimal/member',
      headers: { cookie: await t.cookieFor('Admin') },
    });
    expect(response.json().data).toEqual({
      total: 4,
      active: 4,
      awaitingActivation: 0,
      byRole: { Admin: 1, Manager: 1, StoneManager: 1, JewelleryManager: 1 },
    });
  });
});

describe('custom jewellery figures', () => {
  beforeAll(async () => {
    await t.database.db.delete(customJewelleryRequests);
    await insertRequest(t, 'new', ago(60 * 60 * 1000));
    await insertRequest(t, 'new', ago(29 * DAY_MS));
    await insertRequest(t, 'in_discussion', ago(2 * DAY_MS));
    await insertRequest(t, 'quoted', ago(3 * DAY_MS));
    await insertRequest(t, 'declined', ago(31 * DAY_MS));
    await insertRequest(t, 'completed', ago(90 * DAY_MS));
  });

  it('counts the requests in every state and those received in the last 30 days', async () => {
    const response = await asAdmin(t, '/api/analytics/minimal/custom-jewellery');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 6,
      byState: { new: 2, in_discussion: 1, quoted: 1, accepted: 0, declined: 1, completed: 1 },
      receivedLast30Days: 4,
    });
  });

  it('is for the Custom Jewelleries area: Admin, Manager and JewelleryManager', async () => {
    await expectOnlyFor(t, '/api/analytics/minimal/custom-jewellery', ['Admin', 'Manager', 'JewelleryManager']);
  });
});

describe('jewellery figures', () => {
  /** A piece written straight to the tables, with its variants (one per metal) and pictures. */
  async function insertPiece(piece: {
    listed: boolean;
    addedAt?: Date;
    activeVariants: number;
    inactiveVariants?: number;
    pictures?: number;
    discounted?: boolean;
  }): Promise<void> {
    const { id } = await oneRow<{ id: number }>(
      t.database.db,
      sql`insert into products (name, sub_type_id, base_weight, gender_id, attributes, is_listed, discount_id, create_date)
          values ('Figures ring', (select min(id) from jewellery_sub_types), 3000, (select min(id) from genders),
                  '{}'::jsonb, ${piece.listed},
                  ${piece.discounted ? sql`(select min(id) from product_discounts)` : null},
                  ${piece.addedAt ?? new Date()})
          returning id`,
    );
    const variants = piece.activeVariants + (piece.inactiveVariants ?? 0);
    for (let i = 0; i < variants; i += 1) {
      await t.database.db.execute(
        sql`insert into product_variants (product_id, sku, metal_id, weight, stone_cost, price_inr, list_price_inr,
                                          price_usd, list_price_usd, is_active)
            values (${id}, ${`figures-ring-${id}-${i}`}, (select id from metals order by id offset ${i} limit 1),
                    3000, 0, 5000000, 5000000, 60000, 60000, ${i < piece.activeVariants})`,
      );
    }
    for (let i = 0; i < (piece.pictures ?? 0); i += 1) {
      await t.database.db.execute(
        sql`with picture as (
              insert into media (key, width, height, byte_size) values (${`figures-${id}-${i}`}, 800, 800, 1000)
              returning id
            )
            insert into product_media (product_id, media_id, media_category_id, position)
            select ${id}, picture.id, (select min(id) from media_categories), ${i} from picture`,
      );
    }
  }

  beforeAll(async () => {
    // Orders' lines keep their variants; with the orders gone the demo catalogue can go too.
    await t.database.db.delete(orders);
    await t.database.db.delete(products);
    await t.database.db.execute(sql`insert into product_discounts (name, discount) values ('Figures sale', 1000)`);
    await insertPiece({ listed: true, activeVariants: 3, inactiveVariants: 1, pictures: 2, discounted: true });
    await insertPiece({ listed: true, activeVariants: 2, pictures: 1, addedAt: ago(29 * DAY_MS) });
    // Listed, but every variant dropped: the shop cannot show it.
    await insertPiece({ listed: true, activeVariants: 0, inactiveVariants: 2, pictures: 1, addedAt: ago(31 * DAY_MS) });
    await insertPiece({ listed: false, activeVariants: 1, addedAt: ago(200 * DAY_MS) });
    // Unlisted with no variant at all is not "listed without variants".
    await insertPiece({ listed: false, activeVariants: 0, discounted: true });
  });

  it('counts pieces listed and unlisted, active variants, new pieces, and those missing pictures or variants', async () => {
    const response = await asAdmin(t, '/api/analytics/minimal/product');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 5,
      listed: 3,
      unlisted: 2,
      variants: 6,
      addedLast30Days: 3,
      withoutPictures: 2,
      listedWithoutVariants: 1,
      discounted: 2,
    });
  });

  it('is for the Jewelleries area: Admin, Manager and JewelleryManager', async () => {
    await expectOnlyFor(t, '/api/analytics/minimal/product', ['Admin', 'Manager', 'JewelleryManager']);
  });
});
