import {
  BLOG_SLUG_FROM_TITLE_MESSAGE,
  BLOG_SLUG_RESERVED_MESSAGE,
  type BlogPostIdParams,
  type BlogPostInput,
  type BlogPostRecord,
  RESERVED_BLOG_SLUGS,
  slugFromTitle,
} from '@facet/contracts/blog';
import type { Actor } from '@facet/contracts/permissions';
import { type Database, queryRows } from '@facet/db/client';
import { blogPostSlugs, blogPosts as b } from '@facet/db/schema/blog';
import { media } from '@facet/db/schema/media';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { BLOG_POST_NOT_FOUND, getStaffPost } from './blog-reads.service.ts';

/*
 * Blog posts' back-office changes (Admin and Manager), each one transaction with its audit
 * entry. A slug is one post's address, now or before: no post takes a slug another post has or
 * had (their old addresses still lead to them). Once a post has been published its address is
 * out in the world, so changing its slug keeps the old one as a redirect; a draft that was never
 * published just changes it. Slug changes queue on one transaction lock, so two saves cannot
 * both take a slug between them.
 */

type PostRow = typeof b.$inferSelect;

function slugTaken(slug: string): AppError {
  return new AppError(
    'conflict',
    `The address /blogs/${slug} belongs to another blog post (now or before); choose another slug.`,
  );
}

function withUniqueSlug<T>(slug: string, work: () => Promise<T>): Promise<T> {
  return withUniqueKey(
    'blog_posts_slug_unique',
    () => slugTaken(slug),
    () => withUniqueKey('blog_post_slugs_pkey', () => slugTaken(slug), work),
  );
}

/** The slug asked for, or the one the title gives. */
function slugFor(input: BlogPostInput): string {
  if (input.slug) return input.slug;
  const slug = slugFromTitle(input.title);
  if (!slug) throw new AppError('bad-request', BLOG_SLUG_FROM_TITLE_MESSAGE);
  if (RESERVED_BLOG_SLUGS.includes(slug)) throw new AppError('bad-request', BLOG_SLUG_RESERVED_MESSAGE);
  return slug;
}

/** Refuses a slug that is (or was) another post's address; `postId` is the post taking it. */
async function claimSlug(tx: Database, slug: string, postId: number | null): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext('blog_posts.slug'))`);
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
  if (current || earlier) throw slugTaken(slug);
}

async function checkCover(tx: Database, coverMediaId: string | null): Promise<void> {
  if (coverMediaId === null) return;
  const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, coverMediaId));
  if (!found) throw new AppError('unprocessable', 'The cover picture is not one uploaded here; upload it again.');
}

function columnsOf(input: BlogPostInput, slug: string) {
  return {
    slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    coverMediaId: input.coverMediaId,
    state: input.state,
  };
}

/** What the audit log keeps of a post (its body only by length: the post itself keeps the text). */
function audited(row: PostRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyLength: row.body.length,
    coverMediaId: row.coverMediaId,
    state: row.state,
    publishedAt: row.publishedAt,
  };
}

async function lockPost(tx: Database, id: number): Promise<PostRow> {
  const [row] = await tx.select().from(b).where(eq(b.id, id)).for('update');
  if (!row) throw new AppError('not-found', BLOG_POST_NOT_FOUND);
  return row;
}

/** POST /api/blog. */
export async function createBlogPost(db: Database, input: BlogPostInput, actor: Actor): Promise<BlogPostRecord> {
  const slug = slugFor(input);
  const id = await withUniqueSlug(slug, () =>
    db.transaction(async (tx) => {
      await claimSlug(tx, slug, null);
      await checkCover(tx, input.coverMediaId);
      const [row] = await tx
        .insert(b)
        .values({
          ...columnsOf(input, slug),
          authorId: actor.userId,
          publishedAt: input.state === 'published' ? sql`now()` : null,
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'blog-post.created',
        entityType: 'blog-post',
        entityId: String(row!.id),
        after: audited(row!),
      });
      await announceChange(tx, 'content');
      return row!.id;
    }),
  );
  return getStaffPost(db, { id });
}

/**
 * PUT /api/blog/{id}. Without a slug the post keeps its own. A post that has been published
 * keeps its old slug as a redirect when the slug changes; going back to an earlier slug takes it
 * out of the redirects.
 */
export async function updateBlogPost(
  db: Database,
  input: BlogPostInput & BlogPostIdParams,
  actor: Actor,
): Promise<BlogPostRecord> {
  const { id } = input;
  await db.transaction(async (tx) => {
    const before = await lockPost(tx, id);
    const slug = input.slug ?? before.slug;
    await withUniqueSlug(slug, async () => {
      if (slug !== before.slug) {
        await claimSlug(tx, slug, id);
        await tx.delete(blogPostSlugs).where(and(eq(blogPostSlugs.slug, slug), eq(blogPostSlugs.postId, id)));
        if (before.publishedAt !== null) await tx.insert(blogPostSlugs).values({ slug: before.slug, postId: id });
      }
      await checkCover(tx, input.coverMediaId);
      const [after] = await tx
        .update(b)
        .set({
          ...columnsOf(input, slug),
          ...(input.state === 'published' && before.publishedAt === null ? { publishedAt: sql`now()` } : {}),
          updateDate: sql`now()`,
        })
        .where(eq(b.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'blog-post.changed',
        entityType: 'blog-post',
        entityId: String(id),
        before: audited(before),
        after: audited(after!),
      });
      await announceChange(tx, 'content');
    });
  });
  return getStaffPost(db, { id });
}

/** DELETE /api/blog/{id}: the post and its earlier slugs go; its cover picture is purged later if unused. */
export async function deleteBlogPost(db: Database, input: BlogPostIdParams, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockPost(tx, input.id);
    await tx.delete(b).where(eq(b.id, input.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'blog-post.deleted',
      entityType: 'blog-post',
      entityId: String(input.id),
      before: audited(before),
    });
    await announceChange(tx, 'content');
  });
}
