import { type ShippingRule, totalBag } from '@facet/contracts/bag-totals';
import { DEFAULT_HUID_MIN_WEIGHT_MG, needsHuid } from '@facet/contracts/hallmark';
import { mediaPath } from '@facet/contracts/media-sizes';
import { paymentProviderLabels } from '@facet/contracts/payment-providers';
import { reviewAuthorName } from '@facet/contracts/reviews';
import { createHash } from 'node:crypto';
import { taxOrder } from '@facet/contracts/tax';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { users } from '../schema/users.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/*
 * Demo orders and reviews, so /reviews and a few product pages look as they will in a shop that
 * has been selling for a while: the demo customer and three more demo shoppers each have an
 * order or two, delivered weeks ago (paid with the test provider, every step an order event),
 * with the lines snapshotted from demo catalogue variants as checkout writes them, the figures
 * totalled by the bag's own arithmetic; most lines carry an approved review. Jewellery only: a
 * sold loose stone would change the demo stone inventory other pages and tests count on.
 * Idempotent: an order is known by its shopper's idempotency key, and kept if it is there.
 */

interface DemoShopper {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: { line1: string; city: string; state: string; postalCode: string };
}

/** The demo customer (demo-accounts) and the shoppers this step adds; they sign in with the demo password. */
export const demoShoppers: readonly DemoShopper[] = [
  {
    email: 'customer@example.com',
    firstName: 'Meera',
    lastName: 'Shah',
    phoneNumber: '+919820000005',
    address: { line1: '14 Carter Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
  },
  {
    email: 'priya.nair@example.com',
    firstName: 'Priya',
    lastName: 'Nair',
    phoneNumber: '+919845000011',
    address: { line1: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560025' },
  },
  {
    email: 'arjun.kapoor@example.com',
    firstName: 'Arjun',
    lastName: 'Kapoor',
    phoneNumber: '+919811000012',
    address: { line1: '7 Prithviraj Road', city: 'New Delhi', state: 'Delhi', postalCode: '110011' },
  },
  {
    email: 'sana.qureshi@example.com',
    firstName: 'Sana',
    lastName: 'Qureshi',
    phoneNumber: '+919830000013',
    address: { line1: '3 Camac Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' },
  },
];

interface DemoReview {
  rating: number;
  title: string;
  text: string;
}

interface DemoOrder {
  key: string;
  shopper: string;
  /** Delivered this many days ago (placed about two weeks before). */
  deliveredDaysAgo: number;
  lines: { product: string; ringSize?: string; review?: DemoReview }[];
}

export const demoOrders: readonly DemoOrder[] = [
  {
    key: 'demo-order-meera-1',
    shopper: 'customer@example.com',
    deliveredDaysAgo: 64,
    lines: [
      {
        product: 'Aurora Halo Ring',
        ringSize: '6',
        review: {
          rating: 5,
          title: 'Even prettier than the pictures',
          text: 'The halo catches light from every angle and the ring sits low enough that it never snags on my sweaters. It arrived a few days early, beautifully boxed, with the certificate inside.',
        },
      },
    ],
  },
  {
    key: 'demo-order-meera-2',
    shopper: 'customer@example.com',
    deliveredDaysAgo: 12,
    lines: [
      {
        product: 'Heirloom Court Band',
        ringSize: '6',
        review: {
          rating: 4,
          title: 'Comfortable for everyday wear',
          text: 'A simple, solid band that feels lovely on. I wear it every day with my engagement ring. One star off only because I would have liked a slightly brighter polish out of the box.',
        },
      },
    ],
  },
  {
    key: 'demo-order-priya-1',
    shopper: 'priya.nair@example.com',
    deliveredDaysAgo: 41,
    lines: [
      {
        product: 'Seraphine Three Stone Ring',
        ringSize: '5.5',
        review: {
          rating: 5,
          title: 'He got it exactly right',
          text: 'My fiancé chose this with a lot of help from the team on WhatsApp. The side stones are perfectly matched and the setting feels secure. I keep catching myself staring at it.',
        },
      },
      {
        product: 'Celeste Eternity Band',
        ringSize: '5.5',
        review: {
          rating: 4,
          title: 'Sparkles all the way round',
          text: 'Stacks neatly with my three stone ring. It took a few days to get used to a full eternity band, but the stones are set cleanly and it is very comfortable now.',
        },
      },
    ],
  },
  {
    key: 'demo-order-arjun-1',
    shopper: 'arjun.kapoor@example.com',
    deliveredDaysAgo: 27,
    lines: [
      {
        product: 'Atlas Solid Band',
        ringSize: '9',
        review: {
          rating: 5,
          title: 'Solid, well made, great fit',
          text: 'I was unsure about ordering a wedding band online, but the ring size guide was accurate and the band feels substantial without being heavy. Good value for the weight of metal.',
        },
      },
      {
        product: 'Aurora Halo Ring',
        ringSize: '6.5',
        review: {
          rating: 4,
          title: 'She said yes',
          text: 'Beautiful ring and careful packaging. Delivery took a week longer than I hoped because of the made-to-order time, but the team kept me updated the whole way.',
        },
      },
    ],
  },
  {
    key: 'demo-order-sana-1',
    shopper: 'sana.qureshi@example.com',
    deliveredDaysAgo: 19,
    lines: [
      {
        product: 'Elara Solitaire Ring',
        ringSize: '7',
        review: {
          rating: 3,
          title: 'Lovely ring, slow delivery',
          text: 'The ring itself is elegant and the prongs are neat. It took almost four weeks to arrive though, and I had to ask twice for an update. Happy with the piece, less so with the wait.',
        },
      },
    ],
  },
];

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
  const rows = await queryRows<{ id: string; email: string }>(
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
  const [known] = await queryRows<{ id: number }>(
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
  const [row] = await queryRows<{ id: number; number: string }>(
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
    const [inserted] = await queryRows<{ id: number }>(
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

/** The demo shoppers, their delivered orders and their approved reviews (seed step demo-orders-v1). */
export async function seedDemoOrders(db: Database): Promise<void> {
  const buyers = await seedShoppers(db);
  const [parameters] = await queryRows<{
    charge: number;
    conversion: number;
    shipping_cost: number;
    free_shipping_from_inr: number;
  }>(db, sql`select charge, conversion, shipping_cost, free_shipping_from_inr from pricing_parameters where id = 1`);
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

/**
 * A demo piece's HUID: six capitals or digits made from its order, line and piece, so the same
 * database always shows the same codes and a second run adds nothing.
 */
export function demoHuid(orderKey: string, position: number, piece: number): string {
  const digest = createHash('sha256').update(`${orderKey}:${position}:${piece}`).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(digest.subarray(0, 6), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The HUIDs of the demo orders' hallmarked pieces, as staff would have entered them when the
 * orders shipped (seed step demo-order-huids-v1): gold and silver lines of the shop's HUID
 * weight or more, one per piece. A line that has its HUIDs is left alone.
 */
export async function seedDemoOrderHuids(db: Database): Promise<void> {
  const keys = demoOrders.map((order) => sql`${order.key}`);
  const lines = await queryRows<{
    id: number;
    position: number;
    quantity: number;
    key: string;
    metal: string;
    weight: number;
    huid_exempt_reason: string | null;
    huid_min_weight: number | null;
  }>(
    db,
    sql`select ol.id, ol.position, ol.quantity, o.idempotency_key as key, m.name as metal, v.weight,
               p.huid_exempt_reason, (select huid_min_weight from pricing_parameters where id = 1) as huid_min_weight
          from orders o
          join order_lines ol on ol.order_id = o.id
          join product_variants v on v.id = ol.product_variant_id
          join metals m on m.id = v.metal_id
          join products p on p.id = v.product_id
         where o.idempotency_key in (${sql.join(keys, sql`, `)}) and o.state in ('Shipped', 'Delivered')
           and not exists (select 1 from order_line_huids h where h.order_line_id = ol.id)`,
  );
  for (const line of lines) {
    const facts = {
      kind: 'product',
      metal: line.metal,
      weightMg: line.weight,
      huidExemptReason: line.huid_exempt_reason,
    } as const;
    if (!needsHuid(facts, { minWeightMg: line.huid_min_weight ?? DEFAULT_HUID_MIN_WEIGHT_MG })) continue;
    for (let piece = 1; piece <= line.quantity; piece += 1) {
      await db.execute(
        sql`insert into order_line_huids (order_line_id, piece, huid)
            values (${line.id}, ${piece}, ${demoHuid(line.key, line.position, piece)})
            on conflict do nothing`,
      );
    }
  }
}
