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
  type ReviewState,
  type StaffReviewListQuery,
  type StaffReviewRecord,
} from '@facet/contracts/reviews';
import { type Database, queryRows } from '@facet/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Reading reviews: the approved ones as anyone reads them (every one, newest first, by rating
 * and kind of piece; or one piece's, with its average and count), all of them as staff
 * moderate them, and a customer's own (state per order line). One statement per page, its
 * pictures in a second.
 */

interface ReviewRow {
  id: number;
  rating: number;
  title: string;
  text: string;
  author_name: string;
  product_id: number | null;
  stone_id: number | null;
  subject_name: string;
  sku: string;
  create_date: Date | string;
  state: ReviewState;
  order_id: number;
  order_number: string;
  customer_name: string | null;
  customer_email: string | null;
  moderated_at: Date | string | null;
  total_records: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

// The piece's name is the product's own (the line's copy may carry the metal); a stone keeps the line's.
const selectReviews = sql`
  select r.id, r.rating, r.title, r.text, r.author_name, r.product_id, r.stone_id,
         coalesce(p.name, ol.name) as subject_name, ol.sku, r.create_date, r.state, o.id as order_id,
         o.number as order_number, trim(u.first_name || ' ' || u.last_name) as customer_name,
         u.email as customer_email, r.moderated_at, count(*) over ()::int as total_records
    from reviews r
    join order_lines ol on ol.id = r.order_line_id
    join orders o on o.id = ol.order_id
    left join products p on p.id = r.product_id
    left join users u on u.id = r.user_id`;

/** The pictures of these reviews, in their order. */
async function picturesOf(db: Database, ids: readonly number[]): Promise<Map<number, MediaRecord[]>> {
  const byReview = new Map<number, MediaRecord[]>();
  if (ids.length === 0) return byReview;
  const rows = await queryRows<{ review_id: number; id: string; key: string; width: number; height: number }>(
    db,
    sql`select rp.review_id, m.id, m.key, m.width, m.height
          from review_pictures rp join media m on m.id = rp.media_id
         where rp.review_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by rp.review_id, rp.position`,
  );
  for (const row of rows) {
    const list = byReview.get(row.review_id) ?? [];
    list.push({ id: row.id, url: mediaPath(row.key), width: row.width, height: row.height });
    byReview.set(row.review_id, list);
  }
  return byReview;
}

function toRecord(row: ReviewRow, pictures: MediaRecord[]): ReviewRecord {
  const isStone = row.stone_id !== null;
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    authorName: row.author_name,
    pictures,
    subject: {
      kind: isStone ? 'stone' : 'product',
      id: (isStone ? row.stone_id : row.product_id) ?? 0,
      name: row.subject_name,
      sku: row.sku,
      url: `/${isStone ? 'stone' : 'product'}/${encodeURIComponent(row.sku)}`,
    },
    createDate: iso(row.create_date),
  };
}

function toStaffRecord(row: ReviewRow, pictures: MediaRecord[]): StaffReviewRecord {
  return {
    ...toRecord(row, pictures),
    state: row.state,
    orderId: row.order_id,
    orderNumber: row.order_number,
    customer: row.customer_email === null ? null : { name: row.customer_name ?? '', email: row.customer_email },
    moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
  };
}

async function pageOf<T>(
  db: Database,
  where: SQL,
  page: { pageNo: number; pageSize: number },
  shape: (row: ReviewRow, pictures: MediaRecord[]) => T,
): Promise<Paged<T>> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`${selectReviews} where ${where}
        order by r.create_date desc, r.id desc
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
  );
  let totalRecords = rows[0]?.total_records ?? 0;
  // Past the last page the window count is not there; count on its own.
  if (rows.length === 0 && page.pageNo > 1) {
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from reviews r
            join order_lines ol on ol.id = r.order_line_id
            left join products p on p.id = r.product_id
           where ${where}`,
    );
    totalRecords = counted?.n ?? 0;
  }
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => shape(row, pictures.get(row.id) ?? [])), totalRecords };
}

/** GET /api/reviews: every approved review, newest first, by rating and kind of piece. */
export async function listApprovedReviews(db: Database, input: ReviewListQuery): Promise<Paged<ReviewRecord>> {
  const conditions: SQL[] = [sql`r.state = 'approved'`];
  if (input.rating !== undefined) conditions.push(sql`r.rating = ${input.rating}`);
  if (input.kind === 'stone') conditions.push(sql`r.stone_id is not null`);
  else if (input.kind) {
    conditions.push(
      sql`r.product_id in (select p2.id from products p2
                             join jewellery_sub_types st on st.id = p2.sub_type_id
                             join jewellery_types jt on jt.id = st.jewellery_type_id
                            where jt.name = ${input.kind})`,
    );
  }
  return pageOf(db, sql.join(conditions, sql` and `), input, toRecord);
}

/**
 * GET /api/reviews/product/{sku}: the approved reviews of the piece any of whose variants has
 * this SKU (whatever its case), newest first, with the average rating and count of them all.
 */
export async function listProductReviews(
  db: Database,
  input: ProductReviewParams & ProductReviewQuery,
): Promise<ProductReviews> {
  const [product] = await queryRows<{ product_id: number; n: number; average: number | null }>(
    db,
    sql`select pv.product_id, count(r.id)::int as n, round(avg(r.rating), 1)::float8 as average
          from product_variants pv
          left join reviews r on r.product_id = pv.product_id and r.state = 'approved'
         where lower(pv.sku) = lower(${input.sku})
         group by pv.product_id`,
  );
  if (!product) throw new AppError('not-found', NO_SUCH_REVIEWED_PRODUCT_MESSAGE);
  const page =
    product.n === 0
      ? { records: [], totalRecords: 0 }
      : await pageOf(db, sql`r.state = 'approved' and r.product_id = ${product.product_id}`, input, toRecord);
  return { ...page, averageRating: product.n === 0 ? null : product.average, reviewCount: product.n };
}

/** GET /api/reviews/staff: every review in a state (or all), newest first. */
export async function listStaffReviews(db: Database, input: StaffReviewListQuery): Promise<Paged<StaffReviewRecord>> {
  const where = input.state === 'all' ? sql`true` : sql`r.state = ${input.state}`;
  return pageOf(db, where, input, toStaffRecord);
}

/** One review as staff see it (after a change). */
export async function getStaffReview(db: Database, input: { id: number }): Promise<StaffReviewRecord> {
  const page = await pageOf(db, sql`r.id = ${input.id}`, { pageNo: 1, pageSize: 1 }, toStaffRecord);
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
  const ofOrder =
    input.orderId === undefined
      ? sql``
      : sql`and order_line_id in (select id from order_lines where order_id = ${input.orderId})`;
  const rows = await queryRows<{
    id: number;
    order_line_id: number;
    state: ReviewState;
    rating: number;
    title: string;
    create_date: Date | string;
  }>(
    db,
    sql`select id, order_line_id, state, rating, title, create_date
          from reviews where user_id = ${actor.userId} ${ofOrder}
         order by create_date desc, id desc
         limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    orderLineId: row.order_line_id,
    state: row.state,
    rating: row.rating,
    title: row.title,
    createDate: iso(row.create_date),
  }));
}
