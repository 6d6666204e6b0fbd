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
import type { Database } from '@facet/db/client';
import { AppError } from '../../lib/app-error.ts';
import { withUniqueKey } from '../../lib/database-errors.ts';
import { announceChange } from '../../lib/reference-cache.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { BLOG_POST_NOT_FOUND, getStaffPost } from './blog-reads.service.ts';
import {
  deleteOldSlug,
  deletePostRow,
  insertOldSlug,
  insertPost,
  isSlugTaken,
  lockPostRow,
  lockSlugs,
  mediaExists,
  type PostColumns,
  type PostRow,
  updatePostRow,
} from './blog.queries.ts';

/*
 * Blog posts' back-office changes (Admin and Manager), each one transaction with its audit
 * entry. A slug is one post's address, now or before: no post takes a slug another post has or
 * had (their old addresses still lead to them). Once a post has been published its address is
 * out in the world, so changing its slug keeps the old one as a redirect; a draft that was never
 * published just changes it. Slug changes queue on one transaction lock, so two saves cannot
 * both take a slug between them.
 */

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
  await lockSlugs(tx);
  if (await isSlugTaken(tx, slug, postId)) throw slugTaken(slug);
}

async function checkCover(tx: Database, coverMediaId: string | null): Promise<void> {
  if (coverMediaId === null) return;
  if (!(await mediaExists(tx, coverMediaId)))
    throw new AppError('unprocessable', 'The cover picture is not one uploaded here; upload it again.');
}

function columnsOf(input: BlogPostInput, slug: string): PostColumns {
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
  const row = await lockPostRow(tx, id);
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
      const row = await insertPost(tx, columnsOf(input, slug), actor.userId, input.state === 'published');
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'blog-post.created',
        entityType: 'blog-post',
        entityId: String(row.id),
        after: audited(row),
      });
      await announceChange(tx, 'content');
      return row.id;
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
        await deleteOldSlug(tx, slug, id);
        if (before.publishedAt !== null) await insertOldSlug(tx, before.slug, id);
      }
      await checkCover(tx, input.coverMediaId);
      const publishNow = input.state === 'published' && before.publishedAt === null;
      const after = await updatePostRow(tx, id, columnsOf(input, slug), publishNow);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'blog-post.changed',
        entityType: 'blog-post',
        entityId: String(id),
        before: audited(before),
        after: audited(after),
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
    await deletePostRow(tx, input.id);
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
