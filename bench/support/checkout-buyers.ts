import { type Database, queryRows } from '@facet/db/client';
import { type addresses, users } from '@facet/db/schema/users';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/modules/sessions/sessions.service.ts';
import { BUYERS, STONES_PER_BUYER } from './checkout-settings.ts';

/* The checkout benchmark's shop: its buyers (each signed in, with an address), their own stones, the pieces on sale. */

export interface Buyer {
  index: number;
  cookie: string;
  addressId: string;
  currency: 'INR' | 'USD';
  /** The next of their own stones to buy. */
  round: number;
}

/** A listed piece a buyer may put in the bag. */
interface PieceRow {
  sku: string;
  is_ring: boolean;
}

export const stoneSku = (buyer: number, round: number) => `BENCH-CO-${buyer}-${round}`;

/** Pieces that can be bought alone: complete pieces other than rings, and rings with a size. */
export async function pickPieces(db: Database): Promise<Record<string, unknown>[]> {
  const variants = await queryRows<PieceRow>(
    db,
    sql`select v.sku, jt.name = 'Ring' as is_ring
          from product_variants v join products p on p.id = v.product_id
          join jewellery_sub_types st on st.id = p.sub_type_id
          join jewellery_types jt on jt.id = st.jewellery_type_id
         where p.is_listed and v.is_active and (p.has_attached_stone or v.center_stone_shape_id is null)
         order by v.id`,
  );
  if (variants.length === 0) throw new Error('the demo shop has no piece to sell');
  const sizes = ['5', '6', '6.5', '7'];
  return variants.map((v, i) =>
    v.is_ring ? { kind: 'product', sku: v.sku, ringSize: sizes[i % sizes.length] } : { kind: 'product', sku: v.sku },
  );
}

export async function insertStones(db: Database): Promise<void> {
  await db.execute(
    sql`insert into stones (sku, stone_category_id, stone_shape_id, carat, color, clarity, cut, certificate_lab, cost)
        select 'BENCH-CO-' || b || '-' || r, (select id from stone_categories where name = 'Natural Diamond'),
               (select id from stone_shapes where name = 'Round'),
               50 + (b + r) % 100, 'G', 'VS2', 'Excellent', 'GIA', 10000000 + (b * 1000 + r) * 100
          from generate_series(0, ${BUYERS - 1}) b, generate_series(0, ${STONES_PER_BUYER - 1}) r`,
  );
  await db.execute(sql`analyze stones`);
}

export async function makeBuyers(db: Database): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const [user] = await db
      .insert(users)
      .values({
        firstName: 'Bench',
        lastName: `Buyer ${i}`,
        email: `bench.checkout.${i}@example.com`,
        isAccountActivated: true,
        emailConfirmed: true,
      })
      .returning({ id: users.id });
    const { token } = await createSession(db, { userId: user!.id });
    const abroad = i % 3 === 2;
    const [address] = await queryRows<Pick<typeof addresses.$inferSelect, 'id'>>(
      db,
      abroad
        ? sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
              values (${user!.id}, 'Amy Lee', '+12125550123', '5 Park Avenue', 'New York', 'NY', '10016', 'US', true)
              returning id`
        : sql`insert into addresses (user_id, full_name, phone_number, line1, city, state, postal_code, country, is_default)
              values (${user!.id}, 'Asha Rao', '+919820012345', '12 Marine Drive', 'Mumbai', 'Maharashtra', '400002', 'IN', true)
              returning id`,
    );
    buyers.push({
      index: i,
      cookie: `${SESSION_COOKIE}=${token}`,
      addressId: address!.id,
      currency: abroad ? 'USD' : 'INR',
      round: 0,
    });
  }
  return buyers;
}
