import type { Paged } from '@facet/contracts/envelope';
import type { MediaRecord } from '@facet/contracts/media';
import { mediaPath } from '@facet/contracts/media-sizes';
import type { Actor } from '@facet/contracts/permissions';
import {
  type CustomerReviewQuery,
  type CustomerReviewRecord,
  NO_SUCH_REVIEW_MESSAGE,
  NO_SUCH_REVIEWED_PRODUCT_MESSAGE,
  type ProductReviewParams,
  type ProductReviewQuery,
  type ProductReviews,
  type ReviewListQuery,
  type ReviewRecord,
  type StaffReviewListQuery,
  type StaffReviewRecord,
} from '@facet/contracts/reviews';
import type { Database } from '@facet/db/client';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import {
  allOf,
  countReviews,
  findReviewedProductSummary,
  listCustomerReviewRows,
  listReviewPage,
  listReviewPictures,
  reviewIs,
  type ReviewRow,
} from './reviews.queries.ts';

/*
 * Reading reviews: the approved ones as anyone reads them (every one, newest first, by rating
 * and kind of piece; or one piece's, with its average and count), all of them as staff
 * moderate them, and a customer's own (state per order line). One statement per page, its
 * pictures in a second.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** The pictures of these reviews, in their order. */
async function picturesOf(db: Database, ids: readonly number[]): Promise<Map<number, MediaRecord[]>> {
  const byReview = new Map<number, MediaRecord[]>();
  if (ids.length === 0) return byReview;
  const rows = await listReviewPictures(db, ids);
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

function toRecord(row: ReviewRow, pictures: MediaRecord[]): ReviewRecord {
  const isStone = row.stoneId !== null;
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    authorName: row.authorName,
    pictures,
    subject: {
      kind: isStone ? 'stone' : 'product',
      id: (isStone ? row.stoneId : row.productId) ?? 0,
      name: row.subjectName,
      sku: row.sku,
      url: `/${isStone ? 'stone' : 'product'}/${encodeURIComponent(row.sku)}`,
    },
    createDate: iso(row.createDate),
  };
}

function toStaffRecord(row: ReviewRow, pictures: MediaRecord[]): StaffReviewRecord {
  return {
    ...toRecord(row, pictures),
    state: row.state,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customer: row.customerEmail === null ? null : { name: row.customerName ?? '', email: row.customerEmail },
    moderatedAt: row.moderatedAt === null ? null : iso(row.moderatedAt),
  };
}

async function pageOf<T>(
  db: Database,
  where: SQL,
  page: { pageNo: number; pageSize: number },
  shape: (row: ReviewRow, pictures: MediaRecord[]) => T,
): Promise<Paged<T>> {
  const rows = await listReviewPage(db, where, page);
  let totalRecords = rows[0]?.totalRecords ?? 0;
  // Past the last page the window count is not there; count on its own.
  if (rows.length === 0 && page.pageNo > 1) totalRecords = await countReviews(db, where);
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => shape(row, pictures.get(row.id) ?? [])), totalRecords };
}

/** GET /api/reviews: every approved review, newest first, by rating and kind of piece. */
export async function listApprovedReviews(db: Database, input: ReviewListQuery): Promise<Paged<ReviewRecord>> {
  const conditions: SQL[] = [reviewIs.approved()];
  if (input.rating !== undefined) conditions.push(reviewIs.rated(input.rating));
  if (input.kind === 'stone') conditions.push(reviewIs.ofAStone());
  else if (input.kind) conditions.push(reviewIs.ofJewelleryType(input.kind));
  return pageOf(db, allOf(conditions), input, toRecord);
}

/**
 * GET /api/reviews/product/{sku}: the approved reviews of the piece any of whose variants has
 * this SKU (whatever its case), newest first, with the average rating and count of them all.
 */
export async function listProductReviews(
  db: Database,
  input: ProductReviewParams & ProductReviewQuery,
): Promise<ProductReviews> {
  const product = await findReviewedProductSummary(db, input.sku);
  if (!product) throw new AppError('not-found', NO_SUCH_REVIEWED_PRODUCT_MESSAGE);
  const page =
    product.n === 0
      ? { records: [], totalRecords: 0 }
      : await pageOf(db, allOf([reviewIs.approved(), reviewIs.ofProduct(product.productId)]), input, toRecord);
  return { ...page, averageRating: product.n === 0 ? null : product.average, reviewCount: product.n };
}

/** GET /api/reviews/staff: every review in a state (or all), newest first. */
export async function listStaffReviews(db: Database, input: StaffReviewListQuery): Promise<Paged<StaffReviewRecord>> {
  const where = input.state === 'all' ? reviewIs.any() : reviewIs.inState(input.state);
  return pageOf(db, where, input, toStaffRecord);
}

/** One review as staff see it (after a change). */
export async function getStaffReview(db: Database, input: { id: number }): Promise<StaffReviewRecord> {
  const page = await pageOf(db, reviewIs.withId(input.id), { pageNo: 1, pageSize: 1 }, toStaffRecord);
  const [record] = page.records;
  if (!record) throw new AppError('not-found', NO_SUCH_REVIEW_MESSAGE);
  return record;
}

/**
 * GET /api/reviews/for-customer: the signed-in customer's own reviews, newest first (of one
 * order's lines when asked; the most recent 500 otherwise — a customer has few).
 */
export async function listCustomerReviews(
  db: Database,
  input: CustomerReviewQuery,
  actor: Actor,
): Promise<CustomerReviewRecord[]> {
  const rows = await listCustomerReviewRows(db, actor.userId, input.orderId);
  return rows.map((row) => ({
    id: row.id,
    orderLineId: row.orderLineId,
    state: row.state,
    rating: row.rating,
    title: row.title,
    createDate: iso(row.createDate),
  }));
}
