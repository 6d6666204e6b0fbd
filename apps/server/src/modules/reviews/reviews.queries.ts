import type { ReviewState } from '@facet/contracts/reviews';
import type { Database } from '@facet/db/client';
import { jewellerySubTypes, jewelleryTypes } from '@facet/db/schema/lookups';
import { media } from '@facet/db/schema/media';
import { orderLines, orders } from '@facet/db/schema/orders';
import { products, productVariants } from '@facet/db/schema/products';
import { reviewPictures, reviews } from '@facet/db/schema/reviews';
import { users } from '@facet/db/schema/users';
import { and, desc, eq, inArray, like, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/*
 * The reviews' SQL, every column named through the schema's tables (packages/db/src/schema), so
 * that a renamed column fails `npm run typecheck` here rather than a query at run time; the rows'
 * types come from the same tables. The services (reviews.service.ts, review-reads.service.ts)
 * hold the rules: whose line, which state, the pages.
 */

// ---- Writing

/** The order line a customer would review, with its order's state and owner, locking the order (not the line). */
export async function lockOrderLineToReview(tx: Database, orderLineId: number) {
  const [line] = await tx
    .select({
      id: orderLines.id,
      productId: productVariants.productId,
      stoneId: orderLines.stoneId,
      state: orders.state,
      userId: orders.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(productVariants, eq(productVariants.id, orderLines.productVariantId))
    .where(eq(orderLines.id, orderLineId))
    .for('update', { of: orders });
  return line;
}

export async function hasReviewOfLine(tx: Database, orderLineId: number): Promise<boolean> {
  const [row] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderLineId, orderLineId));
  return row !== undefined;
}

/**
 * Of these pictures, the ones in the review folder that this customer uploaded and no review
 * uses yet, locked (FOR UPDATE, which the purge job skips); their ids.
 */
export async function lockClaimablePictureIds(
  tx: Database,
  ids: readonly string[],
  folder: string,
  userId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, [...ids]),
        like(media.key, `${folder}/%`),
        eq(media.uploadedBy, userId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reviewPictures)
            .where(eq(reviewPictures.mediaId, media.id)),
        ),
      ),
    )
    .for('update', { of: media });
  return rows.map((row) => row.id);
}

/** The new review, or undefined when its line has one already (the unique line key). */
export async function insertReview(tx: Database, values: typeof reviews.$inferInsert) {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderLineId })
    .returning();
  return row;
}

/** The review's pictures, in the order given. */
export async function insertReviewPictures(tx: Database, reviewId: number, mediaIds: readonly string[]): Promise<void> {
  await tx.insert(reviewPictures).values(mediaIds.map((mediaId, position) => ({ reviewId, mediaId, position })));
}

export async function lockReview(tx: Database, id: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

/** Publishes or hides a review, by whom and when. */
export async function setReviewState(tx: Database, id: number, state: ReviewState, moderatedBy: string): Promise<void> {
  await tx
    .update(reviews)
    .set({ state, moderatedBy, moderatedAt: new Date(), updateDate: new Date() })
    .where(eq(reviews.id, id));
}

// ---- Reading

// A second copy of products for the subquery (the page's own join has the first); in SQL, `from ${products} as ${otherProducts}`.
const otherProducts = alias(products, 'p2');

/** The conditions a page of reviews is read by. */
export const reviewIs = {
  approved: () => sql`${reviews.state} = 'approved'`,
  inState: (state: ReviewState) => sql`${reviews.state} = ${state}`,
  any: () => sql`true`,
  rated: (rating: number) => sql`${reviews.rating} = ${rating}`,
  ofAStone: () => sql`${reviews.stoneId} is not null`,
  /** Of a piece of this kind of jewellery (its type's name: rings, earrings …). */
  ofJewelleryType: (name: string) =>
    sql`${reviews.productId} in (select ${otherProducts.id} from ${products} as ${otherProducts}
                                   join ${jewellerySubTypes} on ${jewellerySubTypes.id} = ${otherProducts.subTypeId}
                                   join ${jewelleryTypes} on ${jewelleryTypes.id} = ${jewellerySubTypes.jewelleryTypeId}
                                  where ${jewelleryTypes.name} = ${name})`,
  ofProduct: (productId: number) => sql`${reviews.productId} = ${productId}`,
  withId: (id: number) => sql`${reviews.id} = ${id}`,
};

/** All of the conditions. */
export function allOf(conditions: readonly SQL[]): SQL {
  return sql.join([...conditions], sql` and `);
}

/**
 * A page of reviews, newest first, with what any page shows: the piece's name (the product's
 * own, as the line's copy may carry the metal; a stone keeps the line's), the order, the
 * customer, and the count of all the matches.
 */
export function listReviewPage(db: Database, where: SQL, page: { pageNo: number; pageSize: number }) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      authorName: reviews.authorName,
      productId: reviews.productId,
      stoneId: reviews.stoneId,
      subjectName: sql<string>`coalesce(${products.name}, ${orderLines.name})`,
      sku: orderLines.sku,
      createDate: reviews.createDate,
      state: reviews.state,
      orderId: orders.id,
      orderNumber: orders.number,
      customerName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      customerEmail: users.email,
      moderatedAt: reviews.moderatedAt,
      totalRecords: sql<number>`count(*) over ()::int`,
    })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createDate), desc(reviews.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

export type ReviewRow = Awaited<ReturnType<typeof listReviewPage>>[number];

/** How many reviews match (a page past the last has no window count to read it from). */
export async function countReviews(db: Database, where: SQL): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(where);
  return counted?.n ?? 0;
}

/** The pictures of these reviews, by review and in their order. */
export function listReviewPictures(db: Database, reviewIds: readonly number[]) {
  return db
    .select({
      reviewId: reviewPictures.reviewId,
      id: media.id,
      key: media.key,
      width: media.width,
      height: media.height,
    })
    .from(reviewPictures)
    .innerJoin(media, eq(media.id, reviewPictures.mediaId))
    .where(inArray(reviewPictures.reviewId, [...reviewIds]))
    .orderBy(reviewPictures.reviewId, reviewPictures.position);
}

/**
 * The product any of whose variants has this SKU (whatever its case), with the count and the
 * average rating (to one decimal) of its approved reviews; undefined when no variant has it.
 */
export async function findReviewedProductSummary(db: Database, sku: string) {
  const [product] = await db
    .select({
      productId: productVariants.productId,
      n: sql<number>`count(${reviews.id})::int`,
      average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
    })
    .from(productVariants)
    .leftJoin(reviews, and(eq(reviews.productId, productVariants.productId), sql`${reviews.state} = 'approved'`))
    .where(sql`lower(${productVariants.sku}) = lower(${sku})`)
    .groupBy(productVariants.productId);
  return product;
}

/** A customer's own reviews, newest first (of one order's lines when given), at most 500. */
export function listCustomerReviewRows(db: Database, userId: string, orderId: number | undefined) {
  const ofOrder =
    orderId === undefined
      ? undefined
      : inArray(
          reviews.orderLineId,
          db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)),
        );
  return db
    .select({
      id: reviews.id,
      orderLineId: reviews.orderLineId,
      state: reviews.state,
      rating: reviews.rating,
      title: reviews.title,
      createDate: reviews.createDate,
    })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), ofOrder))
    .orderBy(desc(reviews.createDate), desc(reviews.id))
    .limit(500);
}
