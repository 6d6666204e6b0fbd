import type { Database } from '@facet/db/client';
import { metals } from '@facet/db/schema/metals';
import { orderLineHuids, orderLines, orders } from '@facet/db/schema/orders';
import { pricingParameters } from '@facet/db/schema/pricing-parameters';
import { products, productVariants } from '@facet/db/schema/products';
import { eq, sql } from 'drizzle-orm';

/*
 * The HUIDs' SQL (decision 025), every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time; the rows' types come from the same tables. The services
 * (order-huids.service.ts, order-huids-save.service.ts) hold the rules.
 */

/** The codes of each line of the order that has some, piece 1 first, in the lines' order, with the line's name. */
export function listLineHuidRows(db: Database, orderId: number) {
  return db
    .select({
      lineId: orderLines.id,
      line: sql<string>`${orderLines.name} || ', ' || ${orderLines.details}`,
      huids: sql<string[]>`json_agg(${orderLineHuids.huid} order by ${orderLineHuids.piece})`,
    })
    .from(orderLines)
    .innerJoin(orderLineHuids, eq(orderLineHuids.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.id, orderLines.position)
    .orderBy(orderLines.position);
}

/** Every line of the order with what tells whether its pieces need a HUID, in the lines' order. */
export function listHuidFactRows(db: Database, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      details: orderLines.details,
      quantity: orderLines.quantity,
      stoneId: orderLines.stoneId,
      metal: metals.name,
      weight: productVariants.weight,
      huidExemptReason: products.huidExemptReason,
      huidMinWeight: sql<number | null>`(select ${pricingParameters.huidMinWeight} from ${pricingParameters}
                                           where ${pricingParameters.id} = 1)`,
    })
    .from(orderLines)
    .leftJoin(productVariants, eq(productVariants.id, orderLines.productVariantId))
    .leftJoin(metals, eq(metals.id, productVariants.metalId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position);
}

/** The number of the order that holds a HUID (whatever its case), if any. */
export async function findOrderHoldingHuid(tx: Database, huid: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: orders.number })
    .from(orderLineHuids)
    .innerJoin(orderLines, eq(orderLines.id, orderLineHuids.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(sql`upper(${orderLineHuids.huid})`, sql`upper(${huid})`));
  return row?.number;
}

/** Records the codes, one row a piece, in one statement. */
export async function insertHuids(
  tx: Database,
  rows: readonly Pick<typeof orderLineHuids.$inferInsert, 'orderLineId' | 'piece' | 'huid'>[],
): Promise<void> {
  await tx.insert(orderLineHuids).values([...rows]);
}
