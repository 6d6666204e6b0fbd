import { type ShippingRule, totalBag } from '@facet/contracts/bag-totals';
import { mediaPath } from '@facet/contracts/media-sizes';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { reviewAuthorName } from '@facet/contracts/reviews';
import { taxOrder } from '@facet/contracts/tax';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import type { orderLines, orders } from '../schema/orders.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import {
  demoOrders,
  demoShoppers,
  type DemoOrder,
  type DemoReview,
  type DemoShopper,
} from './demo-shoppers-and-orders.ts';

/*
 * Demo orders and reviews, so /reviews and a few product pages look as they will in a shop that
 * has been selling for a while: the demo customer and three more demo shoppers each have an
 * order or two, delivered weeks ago (paid with the test provider, every step an order event),
 * with the lines snapshotted from demo catalogue variants as checkout writes them, the figures
 * totalled by the bag's own arithmetic; most lines carry an approved review. Jewellery only: a
 * sold loose stone would change the demo stone inventory other pages and tests count on.
 * Idempotent: an order is known by its shopper's idempotency key, and kept if it is there.
 * The shoppers and orders themselves are data in demo-shoppers-and-orders.ts; the HUIDs of their
 * hallmarked pieces are a step of their own (demo-order-huids.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A piece of the demo catalogue as an order line snapshots it: its first active variant. */
interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  metal: string;
  price_inr: string | number;
  list_price_inr: string | number;
  picture_key: string | null;
}

async function variantOf(db: Database, product: string): Promise<VariantRow | undefined> {
  const [row] = await queryRows<VariantRow>(
    db,
    sql`select v.id, v.product_id, v.sku, p.name, m.name as metal, v.price_inr, v.list_price_inr,
               (select md.key from product_media pm join media md on md.id = pm.media_id
                 where pm.product_id = p.id order by pm.position limit 1) as picture_key
          from product_variants v
          join products p on p.id = v.product_id
          join metals m on m.id = v.metal_id
         where p.name = ${product} and v.is_active
         order by v.position, v.id
         limit 1`,
  );
  return row;
}

async function seedShoppers(db: Database): Promise<Map<string, { id: string; shopper: DemoShopper }>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      demoShoppers.map(({ address: _address, ...shopper }) => ({
        ...shopper,
        role: 'Customer' as const,
        passwordHash,
        isActive: true,
        isAccountActivated: true,
        emailConfirmed: true,
        phoneNumberConfirmed: true,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await queryRows<Pick<typeof users.$inferSelect, 'id' | 'email'>>(
    db,
    sql`select id, email from users where email in (${sql.join(
      demoShoppers.map((shopper) => sql`${shopper.email}`),
      sql`, `,
    )})`,
  );
  const byEmail = new Map<string, { id: string; shopper: DemoShopper }>();
  for (const shopper of demoShoppers) {
    const row = rows.find((candidate) => candidate.email === shopper.email);
    if (row) byEmail.set(shopper.email, { id: row.id, shopper });
  }
  return byEmail;
}

async function seedOrder(
  db: Database,
  order: DemoOrder,
  buyer: { id: string; shopper: DemoShopper },
  pricing: { charge: number; conversion: number; shipping: ShippingRule },
): Promise<void> {
  const [known] = await queryRows<Pick<typeof orders.$inferSelect, 'id'>>(
    db,
    sql`select id from orders where user_id = ${buyer.id} and idempotency_key = ${order.key}`,
  );
  if (known) return;
  const lines: { variant: VariantRow; ringSize: string | null; review?: DemoReview }[] = [];
  for (const line of order.lines) {
    const variant = await variantOf(db, line.product);
    if (variant) lines.push({ variant, ringSize: line.ringSize ?? null, review: line.review });
  }
  if (lines.length === 0) return;
  // Every demo piece is jewellery: taxed at the jewellery class's rate, the pricing chain's charge.
  const priced = lines.map(({ variant }) => ({
    price: Number(variant.price_inr),
    listPrice: Number(variant.list_price_inr),
    quantity: 1,
    taxRateBp: pricing.charge,
  }));
  const figures = totalBag(priced, 0, pricing.shipping);
  const taxed = taxOrder(
    priced.map((line) => ({ amount: line.price, rateBp: line.taxRateBp })),
    0,
    figures.shipping,
  );
  const delivered = new Date(Date.now() - order.deliveredDaysAgo * DAY_MS);
  const at = (daysBeforeDelivery: number) => new Date(delivered.getTime() - daysBeforeDelivery * DAY_MS);
  const placed = at(16);
  const { shopper } = buyer;
  const address = {
    fullName: `${shopper.firstName} ${shopper.lastName}`,
    phoneNumber: shopper.phoneNumber,
    line1: shopper.address.line1,
    line2: '',
    city: shopper.address.city,
    state: shopper.address.state,
    postalCode: shopper.address.postalCode,
    country: 'IN',
  };
  const tracking = `EM${String(order.deliveredDaysAgo).padStart(3, '0')}${order.key.length}IN`;
  const [row] = await queryRows<Pick<typeof orders.$inferSelect, 'id' | 'number'>>(
    db,
    sql`insert into orders (user_id, state, provider, currency, delivery, email, address, subtotal, item_discount,
                            coupon_discount, shipping, tax, tax_removed, tax_rate, total, idempotency_key,
                            hold_until, tracking_number, paid_at, create_date, update_date, conversion,
                            shipping_tax, shipping_tax_rate, shipping_hsn)
        values (${buyer.id}, 'Delivered', 'test-payment', 'INR', 'india', ${shopper.email}, ${JSON.stringify(address)}::jsonb,
                ${figures.subtotal}, ${figures.itemDiscounts}, 0, ${figures.shipping}, ${figures.taxIncluded}, 0,
                ${pricing.charge}, ${figures.total}, ${order.key}, ${new Date(placed.getTime() + 30 * 60_000)},
                ${tracking}, ${new Date(placed.getTime() + 5 * 60_000)}, ${placed}, ${delivered}, ${pricing.conversion},
                ${taxed.shipping.tax}, ${taxed.shipping.rateBp}, '7113')
        returning id, number`,
  );
  const orderId = row!.id;
  for (const [position, line] of lines.entries()) {
    const { variant } = line;
    const [inserted] = await queryRows<Pick<typeof orderLines.$inferSelect, 'id'>>(
      db,
      sql`insert into order_lines (order_id, position, product_variant_id, sku, name, details, ring_size, quantity,
                                   unit_price, list_price, line_total, picture_url, tax_class, hsn, tax_rate,
                                   amount, tax)
          values (${orderId}, ${position}, ${variant.id}, ${variant.sku}, ${variant.name}, ${variant.metal},
                  ${line.ringSize}, 1, ${Number(variant.price_inr)}, ${Number(variant.list_price_inr)},
                  ${Number(variant.price_inr)}, ${variant.picture_key ? mediaPath(variant.picture_key) : null},
                  'jewellery', '7113', ${pricing.charge}, ${taxed.lines[position]!.amount},
                  ${taxed.lines[position]!.tax})
          returning id`,
    );
    if (line.review) {
      const written = at(-3 - position);
      await db.execute(
        sql`insert into reviews (order_line_id, user_id, author_name, product_id, rating, title, text, state,
                                 moderated_at, create_date, update_date)
            values (${inserted!.id}, ${buyer.id}, ${reviewAuthorName(shopper.firstName, shopper.lastName)},
                    ${variant.product_id}, ${line.review.rating}, ${line.review.title}, ${line.review.text},
                    'approved', ${at(-5 - position)}, ${written}, ${written})
            on conflict (order_line_id) do nothing`,
      );
    }
  }
  // Every step of its life, as checkout, the payment and staff would have written them.
  const steps: [string | null, string, 'customer' | 'payment' | 'staff', Date, string, string | null][] = [
    [null, 'PendingPayment', 'customer', placed, 'Order placed.', null],
    [
      'PendingPayment',
      'Paid',
      'payment',
      new Date(placed.getTime() + 5 * 60_000),
      `Paid with ${paymentProviderLabels['test-payment']}.`,
      null,
    ],
    ['Paid', 'Processing', 'staff', at(14), 'Sent to the workshop.', null],
    ['Processing', 'Shipped', 'staff', at(3), '', tracking],
    ['Shipped', 'Delivered', 'staff', delivered, '', null],
  ];
  for (const [from, to, mover, when, note, trackingNumber] of steps) {
    await db.execute(
      sql`insert into order_events (order_id, from_state, to_state, mover, actor_id, note, tracking_number, create_date)
          values (${orderId}, ${from}, ${to}, ${mover}, ${mover === 'customer' ? buyer.id : null}, ${note},
                  ${trackingNumber}, ${when})`,
    );
  }
  await db.execute(
    sql`insert into order_payments (order_id, provider, status, amount, currency, provider_order_id,
                                    provider_payment_id, captured_amount, create_date, update_date)
        values (${orderId}, 'test-payment', 'captured', ${figures.total}, 'INR', ${`test_order_${order.key}`},
                ${`test_pay_${order.key}`}, ${figures.total}, ${placed}, ${new Date(placed.getTime() + 5 * 60_000)})`,
  );
}

/** What the demo orders are priced with: the pricing parameters' rupee figures. */
interface PricingRow {
  charge: number;
  conversion: number;
  shipping_cost: number;
  free_shipping_from_inr: number;
}

/** The demo shoppers, their delivered orders and their approved reviews (seed step demo-orders-v1). */
export async function seedDemoOrders(db: Database): Promise<void> {
  const buyers = await seedShoppers(db);
  const [parameters] = await queryRows<PricingRow>(
    db,
    sql`select charge, conversion, shipping_cost, free_shipping_from_inr from pricing_parameters where id = 1`,
  );
  if (!parameters) return;
  // The demo orders were paid in rupees: the rupee shipping rule.
  const pricing = {
    charge: parameters.charge,
    conversion: parameters.conversion,
    shipping: { fee: parameters.shipping_cost, freeFrom: parameters.free_shipping_from_inr },
  };
  for (const order of demoOrders) {
    const buyer = buyers.get(order.shopper);
    if (buyer) await seedOrder(db, order, buyer, pricing);
  }
}
