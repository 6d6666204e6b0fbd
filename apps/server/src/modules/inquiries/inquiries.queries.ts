import type { InquiryKind, InquiryState } from '@facet/contracts/inquiries';
import type { Database } from '@facet/db/client';
import { inquiries } from '@facet/db/schema/inquiries';
import { stoneCategories, stoneShapes } from '@facet/db/schema/lookups';
import { products, productVariants } from '@facet/db/schema/products';
import { stones } from '@facet/db/schema/stones';
import { users } from '@facet/db/schema/users';
import { anyContains } from '@facet/db/sql-helpers';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

/*
 * The inquiries' SQL, every column named through the schema's tables (packages/db/src/schema),
 * so that a renamed column fails `npm run typecheck` here rather than a query at run time; the
 * rows' types come from the same tables. The services (inquiries.service.ts,
 * inquiry-reads.service.ts) hold the rules: what a SKU names, the complaint's day, the e-mails.
 */

// ---- Writing

export type StoredInquiry = typeof inquiries.$inferSelect;

/** The stone with this stock number (whatever its case), with its shape's and category's names. */
export async function findStoneBySku(db: Database, sku: string) {
  const [stone] = await db
    .select({
      id: stones.id,
      sku: stones.sku,
      carat: stones.carat,
      shape: stoneShapes.name,
      category: stoneCategories.name,
    })
    .from(stones)
    .innerJoin(stoneShapes, eq(stoneShapes.id, stones.stoneShapeId))
    .innerJoin(stoneCategories, eq(stoneCategories.id, stones.stoneCategoryId))
    .where(sql`lower(${stones.sku}) = lower(${sku})`);
  return stone;
}

/** The jewellery variant with this SKU (variants' SKUs are lower case), with its product's name. */
export async function findVariantBySku(db: Database, sku: string) {
  const [variant] = await db
    .select({ id: productVariants.id, sku: productVariants.sku, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.sku, sql`lower(${sku})`));
  return variant;
}

export async function insertInquiry(
  tx: Database,
  values: typeof inquiries.$inferInsert,
): Promise<StoredInquiry | undefined> {
  const [row] = await tx.insert(inquiries).values(values).returning();
  return row;
}

export async function lockInquiry(tx: Database, id: number) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row;
}

/** The inquiry answered: this reply, by whom, now. */
export async function markInquiryAnswered(tx: Database, id: number, reply: string, answeredBy: string): Promise<void> {
  await tx
    .update(inquiries)
    .set({ state: 'answered', reply, answeredBy, answerDate: new Date() })
    .where(eq(inquiries.id, id));
}

/** Deletes an inquiry; the row it was, or undefined when there was none. */
export async function deleteInquiryRow(tx: Database, id: number) {
  const [row] = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning();
  return row;
}

// ---- Reading

/** Which inquiries a list holds: of a state and a kind (or all), with text in them or with their reference. */
export interface InquiryFilter {
  state: InquiryState | 'all';
  kind: InquiryKind | 'all';
  /** Searched in the name, e-mail, message and SKU, taken literally. */
  search?: string;
  /** The inquiry a reference in the search names (CMP-000042), found too. */
  reference?: { id: number; kind: InquiryKind };
}

function inquiriesWhere(filter: InquiryFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state !== 'all') conditions.push(sql`${inquiries.state} = ${filter.state}`);
  if (filter.kind !== 'all') conditions.push(sql`${inquiries.kind} = ${filter.kind}`);
  if (filter.search) {
    const byReference = filter.reference
      ? sql` or (${inquiries.id} = ${filter.reference.id} and ${inquiries.kind} = ${filter.reference.kind})`
      : sql``;
    const columns = [inquiries.name, inquiries.email, inquiries.message, inquiries.sku].map((column) => sql`${column}`);
    conditions.push(sql`(${anyContains(columns, filter.search)}${byReference})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Inquiries with the stone or jewellery their SKU named while it still exists, and who answered. */
function selectInquiries(db: Database) {
  return db
    .select({
      id: inquiries.id,
      kind: inquiries.kind,
      resolveBy: sql<string | null>`${inquiries.resolveBy}::text`,
      name: inquiries.name,
      email: inquiries.email,
      phoneNumber: inquiries.phoneNumber,
      message: inquiries.message,
      sku: inquiries.sku,
      userId: inquiries.userId,
      state: inquiries.state,
      reply: inquiries.reply,
      answerDate: inquiries.answerDate,
      createDate: inquiries.createDate,
      stoneId: stones.id,
      stoneSku: stones.sku,
      stoneCarat: stones.carat,
      stoneState: stones.state,
      stoneShape: stoneShapes.name,
      stoneCategory: stoneCategories.name,
      productId: products.id,
      productName: products.name,
      variantSku: productVariants.sku,
      answeredBy: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
    })
    .from(inquiries)
    .leftJoin(stones, eq(stones.id, inquiries.stoneId))
    .leftJoin(stoneShapes, eq(stoneShapes.id, stones.stoneShapeId))
    .leftJoin(stoneCategories, eq(stoneCategories.id, stones.stoneCategoryId))
    .leftJoin(productVariants, eq(productVariants.id, inquiries.productVariantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(users, eq(users.id, inquiries.answeredBy));
}

/** A page of the inquiries the filter finds, newest first. */
export function listInquiryRows(db: Database, filter: InquiryFilter, page: { pageNo: number; pageSize: number }) {
  return selectInquiries(db)
    .where(inquiriesWhere(filter))
    .orderBy(desc(inquiries.createDate), desc(inquiries.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
}

export type InquiryRow = Awaited<ReturnType<typeof listInquiryRows>>[number];

/** How many inquiries the filter finds. */
export function countInquiries(db: Database, filter: InquiryFilter): Promise<number> {
  return db.$count(inquiries, inquiriesWhere(filter));
}

export async function findInquiryRow(db: Database, id: number): Promise<InquiryRow | undefined> {
  const [row] = await selectInquiries(db).where(eq(inquiries.id, id));
  return row;
}
