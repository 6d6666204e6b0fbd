import { bestDiscount, priceJewellery } from '@facet/contracts/pricing';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../client.ts';
import { productDiscounts, styleDiscounts } from '../schema/discounts.ts';
import { media } from '../schema/media.ts';
import { orderLineHuids } from '../schema/orders.ts';
import { productMedia, products, productVariants } from '../schema/products.ts';
import { stones } from '../schema/stones.ts';
import { users } from '../schema/users.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoOrderHuids } from './demo-order-huids.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { demoOrders, demoShoppers } from './demo-shoppers-and-orders.ts';
import { demoDiscounts } from './demo-catalogue/discounts.ts';
import { listAllDemoPictures } from './demo-catalogue/pictures.ts';
import { demoCatalogue, isDemoProductListed } from './demo-catalogue/products.ts';
import { seedDemoCatalogue } from './demo-catalogue/seed-demo-catalogue.ts';
import { buildDemoVariants } from './demo-catalogue/variants.ts';
import { buildDemoStones } from './demo-stones/demo-stones.ts';
import { seedDemoStones } from './demo-stones/seed-demo-stones.ts';
import { countOf, seedTestDatabases } from './seeds.test-support.ts';

/*
 * What the demo seeds store, on a database seeded with the demo once: the catalogue (products,
 * variants and pictures priced by the stored rates), the stones, and the demo shoppers'
 * delivered orders with their reviews and HUIDs — each once.
 */

/** How many variants there are, and how many distinct SKUs. */
interface SkuCountRow {
  total: string;
  distinct_skus: string;
}

/** A product picture: its media key, its category, the centre stone shape it is drawn with, its place. */
interface PictureRow {
  key: string;
  category: string;
  shape: string | null;
  position: number;
}

/** A product's pictures counted: those drawn for a centre stone shape, and all. */
interface ShapedPictureCount {
  shaped: string | number;
  total: string | number;
}

/** A variant's centre stone: carats and width in hundredths, and its shape. */
interface CentreStoneRow {
  center_stone_carat: number;
  width: number;
  shape: string;
}

/** A stone's cost and state. */
interface KeptStoneRow {
  cost: string;
  state: string;
}

/** A demo order's figures beside the sums of its lines, its states in order, and what was captured. */
interface DemoOrderRow {
  state: string;
  provider: string;
  subtotal: number;
  item_discount: number;
  shipping: number;
  total: number;
  lines_total: number;
  lines_list: number;
  events: string;
  captured: number;
}

/** A review as kept. */
interface ReviewRow {
  rating: number;
  state: string;
  author_name: string;
}

/** The orders and the reviews counted. */
interface OrderAndReviewCount {
  orders: number;
  reviews: number;
}

/** An order line's metal, weight and quantity, and its HUIDs in piece order. */
interface HuidLineRow {
  metal: string;
  weight: number;
  quantity: number;
  huids: string[] | null;
}

const { seededDemo } = seedTestDatabases();

describe('demo catalogue', () => {
  interface StoredVariant {
    sku: string;
    product: string;
    style: string | null;
    weight: number;
    stone_cost: string;
    discount: number;
    price_inr: string;
    list_price_inr: string;
    price_usd: string;
    list_price_usd: string;
    price_per_unit: number;
    labour: number;
    product_discount: number | null;
    style_discount: number | null;
    conversion: number;
    charge: number;
    shop_discount: number;
    profit_rate: number;
  }

  it('stores every product, variant and picture of the data, priced by the stored rates', async () => {
    const database = await seededDemo();
    const variants = demoCatalogue.flatMap(buildDemoVariants);
    const pictures = listAllDemoPictures();
    expect(await countOf(database, products)).toBe(demoCatalogue.length);
    expect(await countOf(database, productVariants)).toBe(variants.length);
    expect(await countOf(database, media)).toBe(pictures.length);
    expect(await countOf(database, productMedia)).toBe(pictures.length);
    expect(await countOf(database, productDiscounts)).toBe(demoDiscounts.length);
    expect(await countOf(database, styleDiscounts)).toBe(1);
    const listed = await database.db
      .select({ n: count() })
      .from(products)
      .where(sql`is_listed`);
    expect(listed[0]!.n).toBe(demoCatalogue.filter(isDemoProductListed).length);

    const [skus] = await queryRows<SkuCountRow>(
      database.db,
      sql`select count(*) as total, count(distinct sku) as distinct_skus from product_variants`,
    );
    expect(Number(skus!.distinct_skus)).toBe(Number(skus!.total));
    const stored = await queryRows<StoredVariant>(
      database.db,
      sql`select v.sku, p.name as product, rs.name as style, v.weight, v.stone_cost, v.discount,
                 v.price_inr, v.list_price_inr, v.price_usd, v.list_price_usd, m.price_per_unit, m.labour,
                 d.discount as product_discount, sd.discount as style_discount,
                 pp.conversion, pp.charge, pp.shop_discount, pp.profit_rate
            from product_variants v
            join products p on p.id = v.product_id
            join metals m on m.id = v.metal_id
            left join ring_styles rs on rs.id = v.ring_style_id
            left join product_discounts d on d.id = p.discount_id
            left join style_discounts sd on sd.ring_style_id = v.ring_style_id
            cross join pricing_parameters pp`,
    );
    const expectedBySku = new Map(variants.map((v) => [v.sku, v]));
    expect(stored.map((row) => row.sku).sort()).toEqual([...expectedBySku.keys()].sort());
    for (const row of stored) {
      const data = expectedBySku.get(row.sku)!;
      expect([row.weight, Number(row.stone_cost)], row.sku).toEqual([data.weight, data.stoneCost]);
      expect(row.discount, row.sku).toBe(bestDiscount(row.product_discount, row.style_discount));
      const price = priceJewellery(
        {
          weightMg: row.weight,
          metal: { pricePerUnit: row.price_per_unit, labour: row.labour },
          stoneCost: data.stoneCost,
        },
        {
          conversion: row.conversion,
          charge: row.charge,
          shopDiscount: row.shop_discount,
          profitRate: row.profit_rate,
        },
        row.discount,
      );
      expect([row.price_inr, row.list_price_inr, row.price_usd, row.list_price_usd].map(Number), row.sku).toEqual([
        price.inr.price,
        price.inr.listPrice,
        price.usd.price,
        price.usd.listPrice,
      ]);
    }
    // The Vintage style discount (15 %) beats the Festive Edit (10 %) on Marguerite.
    const marguerite = stored.filter((row) => row.product === 'Marguerite Vintage Ring');
    expect(marguerite.length).toBeGreaterThan(0);
    expect(marguerite.every((row) => row.discount === 1500)).toBe(true);
    expect(stored.some((row) => row.discount === 2000)).toBe(true);
    expect(stored.some((row) => row.discount === 1000)).toBe(true);
  });

  it('stores attributes in API units and pictures by metal colour and centre-stone shape', async () => {
    const database = await seededDemo();
    const aurora = (await database.db.select().from(products)).find((p) => p.name === 'Aurora Halo Ring')!;
    expect(aurora.attributes).toEqual(demoCatalogue.find((p) => p.name === 'Aurora Halo Ring')!.attributes);
    expect(aurora.baseWeight).toBe(3400);
    const rows = await queryRows<PictureRow>(
      database.db,
      sql`select m.key, mc.name as category, ss.name as shape, pm.position
            from product_media pm join media m on m.id = pm.media_id
            join media_categories mc on mc.id = pm.media_category_id
            left join stone_shapes ss on ss.id = pm.center_stone_shape_id
           where pm.product_id = ${aurora.id} order by pm.position`,
    );
    // The oval the piece is drawn with first, under the names it always had; then the round.
    expect(rows.slice(0, 6).map((r) => [r.key, r.category])).toEqual([
      ['demo/aurora-halo-ring-white', 'White'],
      ['demo/aurora-halo-ring-yellow', 'Yellow'],
      ['demo/aurora-halo-ring-rose', 'Rose'],
      ['demo/aurora-halo-ring-white-side', 'White'],
      ['demo/aurora-halo-ring-yellow-side', 'Yellow'],
      ['demo/aurora-halo-ring-rose-side', 'Rose'],
    ]);
    expect(rows.map((r) => [r.key, r.category, r.shape])).toEqual([
      ['demo/aurora-halo-ring-white', 'White', 'Oval'],
      ['demo/aurora-halo-ring-yellow', 'Yellow', 'Oval'],
      ['demo/aurora-halo-ring-rose', 'Rose', 'Oval'],
      ['demo/aurora-halo-ring-white-side', 'White', 'Oval'],
      ['demo/aurora-halo-ring-yellow-side', 'Yellow', 'Oval'],
      ['demo/aurora-halo-ring-rose-side', 'Rose', 'Oval'],
      ['demo/aurora-halo-ring-white-round', 'White', 'Round'],
      ['demo/aurora-halo-ring-yellow-round', 'Yellow', 'Round'],
      ['demo/aurora-halo-ring-rose-round', 'Rose', 'Round'],
      ['demo/aurora-halo-ring-white-round-side', 'White', 'Round'],
      ['demo/aurora-halo-ring-yellow-round-side', 'Yellow', 'Round'],
      ['demo/aurora-halo-ring-rose-round-side', 'Rose', 'Round'],
    ]);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, index) => index));
    // A product whose variants share one shape has pictures for every shape.
    const [single] = await queryRows<ShapedPictureCount>(
      database.db,
      sql`select count(pm.center_stone_shape_id) as shaped, count(*) as total
            from product_media pm join products p on p.id = pm.product_id
           where p.name = 'Zara Hexagon Solitaire'`,
    );
    expect([Number(single!.shaped), Number(single!.total)]).toEqual([0, 6]);
    const [centre] = await queryRows<CentreStoneRow>(
      database.db,
      sql`select v.center_stone_carat, v.width, s.name as shape from product_variants v
            join stone_shapes s on s.id = v.center_stone_shape_id
           where v.sku = 'aurora-halo-ring-rose-gold-halo-1.5ct-oval-1.8mm'`,
    );
    expect(centre).toEqual({ center_stone_carat: 150, width: 180, shape: 'Oval' });
  });

  it('adds nothing when run again', async () => {
    const database = await seededDemo();
    const before = await countOf(database, productVariants);
    await database.db.transaction((tx) => seedDemoCatalogue(tx));
    expect(await countOf(database, productVariants)).toBe(before);
    expect(await countOf(database, products)).toBe(demoCatalogue.length);
    expect(await countOf(database, media)).toBe(listAllDemoPictures().length);
  });
});

describe('demo stones', () => {
  interface StoredStone {
    sku: string;
    category: string;
    shape: string;
    carat: number;
    color: string;
    length: number;
    depth_percent: number;
    certificate_lab: string | null;
    certificate_number: string | null;
    cost: string;
    state: string;
    created_by: string | null;
  }

  it('stores every demo stone in stored units, once, and leaves a stone staff changed alone', async () => {
    const database = await seededDemo();
    const expected = buildDemoStones();
    const stored = await queryRows<StoredStone>(
      database.db,
      sql`select s.sku, c.name as category, sh.name as shape, s.carat, s.color, s.length, s.depth_percent,
                 s.certificate_lab, s.certificate_number, s.cost, s.state, u.email as created_by
            from stones s join stone_categories c on c.id = s.stone_category_id
            join stone_shapes sh on sh.id = s.stone_shape_id
            left join users u on u.id = s.created_by
           order by s.sku`,
    );
    expect(stored).toHaveLength(expected.length);
    const bySku = new Map(stored.map((row) => [row.sku, row]));
    for (const stone of expected) {
      const row = bySku.get(stone.sku)!;
      expect(
        [row.category, row.shape, row.carat, row.color, row.length, row.depth_percent, Number(row.cost), row.state],
        stone.sku,
      ).toEqual([
        stone.category,
        stone.shape,
        Math.round(stone.carat * 100),
        stone.color,
        Math.round(stone.length * 100),
        Math.round(stone.depthPercent * 100),
        stone.cost * 100,
        stone.state,
      ]);
      expect([row.certificate_lab, row.certificate_number]).toEqual([stone.certificateLab, stone.certificateNumber]);
      expect(row.created_by).toBe('stone.manager@example.com');
    }

    // Run again (as an interrupted first start would): nothing added, a changed stone kept.
    await database.db.execute(sql`update stones set cost = 12345600, state = 'sold' where sku = 'ND-10001'`);
    await database.db.transaction((tx) => seedDemoStones(tx));
    expect(await countOf(database, stones)).toBe(expected.length);
    const [kept] = await queryRows<KeptStoneRow>(
      database.db,
      sql`select cost, state from stones where sku = 'ND-10001'`,
    );
    expect([Number(kept!.cost), kept!.state]).toEqual([12_345_600, 'sold']);
  });
});

describe('demo orders', () => {
  it('gives the demo shoppers delivered orders with consistent figures, every step an event, and approved reviews, once', async () => {
    const database = await seededDemo();
    const orders = await queryRows<DemoOrderRow>(
      database.db,
      sql`select o.state, o.provider, o.subtotal::float8 as subtotal, o.item_discount::float8 as item_discount,
                 o.shipping::float8 as shipping, o.total::float8 as total,
                 (select sum(line_total)::float8 from order_lines where order_id = o.id) as lines_total,
                 (select sum(list_price * quantity)::float8 from order_lines where order_id = o.id) as lines_list,
                 (select string_agg(to_state, ' ' order by id) from order_events where order_id = o.id) as events,
                 (select sum(captured_amount)::float8 from order_payments where order_id = o.id and status = 'captured') as captured
            from orders o order by o.id`,
    );
    expect(orders).toHaveLength(demoOrders.length);
    for (const order of orders) {
      expect([order.state, order.provider]).toEqual(['Delivered', 'test-payment']);
      expect(order.subtotal).toBe(order.lines_list);
      expect(order.total).toBe(order.subtotal - order.item_discount + order.shipping);
      expect(order.total).toBe(order.lines_total + order.shipping);
      expect(order.captured).toBe(order.total);
      expect(order.events).toBe('PendingPayment Paid Processing Shipped Delivered');
    }
    const reviews = await queryRows<ReviewRow>(
      database.db,
      sql`select rating, state, author_name from reviews order by id`,
    );
    const written = demoOrders.flatMap((order) => order.lines.filter((line) => line.review));
    expect(reviews).toHaveLength(written.length);
    expect(reviews.every((review) => review.state === 'approved')).toBe(true);
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([3, 4, 5]));
    expect(reviews.map((review) => review.author_name)).toContain('Meera S.');

    // Run again (as an interrupted first start would): nothing added.
    await database.db.transaction((tx) => seedDemoOrders(tx));
    expect(await countOf(database, users)).toBe(demoAccounts.length + demoShoppers.length - 1);
    const [counted] = await queryRows<OrderAndReviewCount>(
      database.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from reviews) as reviews`,
    );
    expect(counted).toEqual({ orders: demoOrders.length, reviews: written.length });
  });

  it('gives every hallmarked piece of the delivered demo orders its HUID, and no other piece one, once', async () => {
    const database = await seededDemo();
    const lines = await queryRows<HuidLineRow>(
      database.db,
      sql`select m.name as metal, v.weight, ol.quantity,
                 (select json_agg(h.huid order by h.piece) from order_line_huids h where h.order_line_id = ol.id) as huids
            from order_lines ol join product_variants v on v.id = ol.product_variant_id join metals m on m.id = v.metal_id`,
    );
    const hallmarked = lines.filter((line) => /Gold|Silver/.test(line.metal) && line.weight >= 2000);
    expect(hallmarked.length).toBeGreaterThan(0);
    for (const line of lines) {
      if (hallmarked.includes(line)) {
        expect(line.huids, line.metal).toHaveLength(line.quantity);
        for (const huid of line.huids!) expect(huid).toMatch(/^[A-Z0-9]{6}$/);
      } else {
        expect(line.huids, line.metal).toBeNull();
      }
    }
    const before = await countOf(database, orderLineHuids);
    await database.db.transaction((tx) => seedDemoOrderHuids(tx));
    expect(await countOf(database, orderLineHuids)).toBe(before);
  });
});
