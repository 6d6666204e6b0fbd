import { type Database, queryRows } from '@facet/db/client';
import { blogPostSlugs, blogPosts as b } from '@facet/db/schema/blog';
import { media } from '@facet/db/schema/media';
import { and, eq, ne, sql } from 'drizzle-orm';

/*
 * The SQL of the blog's back-office changes, every column named through the schema's tables
 * (packages/db/src/schema), so that a renamed column fails `npm run typecheck` here rather than a
 * query at run time; the rows' types come from the same tables. The service (blog.service.ts)
 * holds the rules, the audit and the refusals.
 */

export type PostRow = typeof b.$inferSelect;

/** What a post is made or changed with. */
export type PostColumns = Pick<typeof b.$inferInsert, 'slug' | 'title' | 'summary' | 'body' | 'coverMediaId' | 'state'>;

/** Slug changes queue on this transaction lock, so two saves cannot both take a slug between them. */
export async function lockSlugs(tx: Database): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext('blog_posts.slug'))`);
}

/** Whether the slug is, or was, the address of a post other than `postId` (null: of any post). */
export async function isSlugTaken(tx: Database, slug: string, postId: number | null): Promise<boolean> {
  const others = (column: typeof b.id | typeof blogPostSlugs.postId) =>
    postId === null ? undefined : ne(column, postId);
  const [current] = await tx
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.slug, slug), others(b.id)));
  const [earlier] = await tx
    .select({ id: blogPostSlugs.postId })
    .from(blogPostSlugs)
    .where(and(eq(blogPostSlugs.slug, slug), others(blogPostSlugs.postId)));
  return current !== undefined || earlier !== undefined;
}

export async function mediaExists(tx: Database, id: string): Promise<boolean> {
  const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id));
  return found !== undefined;
}

/** The post, its row locked (for update). */
export async function lockPostRow(tx: Database, id: number): Promise<PostRow | undefined> {
  const [row] = await tx.select().from(b).where(eq(b.id, id)).for('update');
  return row;
}

/** A new post, published now when `published`. */
export async function insertPost(
  tx: Database,
  columns: PostColumns,
  authorId: string,
  published: boolean,
): Promise<PostRow> {
  const [row] = await tx
    .insert(b)
    .values({ ...columns, authorId, publishedAt: published ? sql`now()` : null })
    .returning();
  return row!;
}

/** Changes the post; `publishNow` marks it published now. */
export async function updatePostRow(
  tx: Database,
  id: number,
  columns: PostColumns,
  publishNow: boolean,
): Promise<PostRow> {
  const [row] = await tx
    .update(b)
    .set({ ...columns, ...(publishNow ? { publishedAt: sql`now()` } : {}), updateDate: sql`now()` })
    .where(eq(b.id, id))
    .returning();
  return row!;
}

/** The post's slug is no longer one of its old addresses (it is its address again). */
export async function deleteOldSlug(tx: Database, slug: string, postId: number): Promise<void> {
  await tx.delete(blogPostSlugs).where(and(eq(blogPostSlugs.slug, slug), eq(blogPostSlugs.postId, postId)));
}

/** Keeps the post's old address, which leads to it. */
export async function insertOldSlug(tx: Database, slug: string, postId: number): Promise<void> {
  await tx.insert(blogPostSlugs).values({ slug, postId });
}

export async function deletePostRow(tx: Database, id: number): Promise<void> {
  await tx.delete(b).where(eq(b.id, id));
}
