import type { CarrierRecord } from '@facet/contracts/carriers';
import type { OrderDetail } from '@facet/contracts/orders';
import { shopDateOf } from '@facet/contracts/shop-dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoInstances, type TwoInstances } from '../../testing/instances.ts';
import { addToBag, checkoutCustomer, huidsFor, placeAndPay } from '../../testing/orders.ts';
import { oneRow } from '../../testing/rows.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * Two parcels never share a carrier's tracking number, on the PostgreSQL server with two
 * instances: 8 orders shipped at once with one Blue Dart number — one books it, 7 are refused
 * and stay being made. The unique key on (carrier, number) is the only guard (nothing locks
 * across orders): without it all 8 ship (tried by dropping the index).
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ORDERS = 8;

let t: TestApp;
let instance: TwoInstances['instance'];
const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(t.database.db, query);

describe.runIf(onServer)('shipping at once, two instances on one PostgreSQL server', () => {
  twoInstances((made) => ({ t, instance } = made));

  it(`books one Blue Dart number on exactly one of ${ORDERS} orders shipped at once with it`, async () => {
    const ring = await one<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.id = v.product_id
           where p.name = 'Seraphine Three Stone Ring' and v.is_active order by v.id limit 1`,
    );
    const orders: OrderDetail[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const buyer = await checkoutCustomer(t, `parcel.race.${i}@example.com`);
      await addToBag(t, buyer.cookie, { kind: 'product', sku: ring.sku, ringSize: '6' });
      const paid = await placeAndPay(t, buyer.cookie, buyer.addressId);
      const moved = await t.injectAs('Manager', {
        method: 'PUT',
        url: '/api/order-detail/updateStatus',
        payload: { id: paid.id, status: 'Processing' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      orders.push(moved.json().data as OrderDetail);
    }
    const carriers = (await t.injectAs('Admin', { method: 'GET', url: '/api/carriers' })).json()
      .data as CarrierRecord[];
    const blueDart = carriers.find((carrier) => carrier.name === 'Blue Dart')!;
    const manager = await t.cookieFor('Manager');
    const answers = await Promise.all(
      orders.map((order, i) =>
        instance(i).inject({
          method: 'PUT',
          url: '/api/order-detail/updateStatus',
          headers: { cookie: manager },
          payload: {
            id: order.id,
            status: 'Shipped',
            carrierId: blueDart.id,
            trackingNumber: '98765432109',
            estimatedDelivery: shopDateOf(new Date(Date.now() + 2 * 86_400_000)),
            huids: huidsFor(order),
          },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(ORDERS - 1);
    for (const answer of refused) {
      expect(answer.json().errorMessages).toEqual([
        'The Blue Dart tracking number 98765432109 is already on another parcel.',
      ]);
    }
    const booked = await one<{ n: number }>(
      sql`select count(*)::int as n from shipments where tracking_number = '98765432109'`,
    );
    expect(booked.n).toBe(1);
    const shipped = await one<{ n: number }>(
      sql`select count(*)::int as n from orders where id in (${sql.join(
        orders.map((order) => sql`${order.id}`),
        sql`, `,
      )}) and state = 'Shipped'`,
    );
    expect(shipped.n).toBe(1);
  }, 120_000);
});
