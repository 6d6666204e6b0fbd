import type {
  BlogListQuery,
  BlogPostAnswer,
  BlogPostIdParams,
  BlogPostRecord,
  BlogPostSummary,
  BlogPreviewInput,
  BlogPreviewRecord,
  BlogSitemapRecord,
  BlogSlugParams,
  BlogStaffListQuery,
} from '@facet/contracts/blog';
import type { Paged } from '@facet/contracts/envelope';
import type { MediaRecord } from '@facet/contracts/media';
import { mediaPath } from '@facet/contracts/media-sizes';
import type { Database } from '@facet/db/client';
import { blogPostSlugs, blogPosts as b } from '@facet/db/schema/blog';
import { media } from '@facet/db/schema/media';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * The blog as shoppers read it (published posts only, newest published first, the body as
 * sanitised HTML) and as staff read it (every post, drafts included, the body as written).
 */

export const BLOG_POST_NOT_FOUND = 'There is no such blog post.';

const postColumns = {
  post: b,
  cover: { key: media.key, width: media.width, height: media.height },
};

type PostRow = { post: typeof b.$inferSelect; cover: { key: string; width: number; height: number } | null };

function coverOf(row: PostRow): MediaRecord | null {
  if (!row.cover || !row.post.coverMediaId) return null;
  return { id: row.post.coverMediaId, url: mediaPath(row.cover.key), width: row.cover.width, height: row.cover.height };
}

function toSummary(row: PostRow): BlogPostSummary {
  return {
    slug: row.post.slug,
    title: row.post.title,
    summary: row.post.summary,
    cover: coverOf(row),
    // Only published posts are summarised, and a published post always has its date (a check).
    publishedAt: row.post.publishedAt!.toISOString(),
    updateDate: row.post.updateDate.toISOString(),
  };
}

function toRecord(row: PostRow, earlierSlugs: string[]): BlogPostRecord {
  return {
    id: row.post.id,
    slug: row.post.slug,
    title: row.post.title,
    summary: row.post.summary,
    body: row.post.body,
    cover: coverOf(row),
    state: row.post.state,
    publishedAt: row.post.publishedAt === null ? null : row.post.publishedAt.toISOString(),
    earlierSlugs,
    createDate: row.post.createDate.toISOString(),
    updateDate: row.post.updateDate.toISOString(),
  };
}

const published = eq(b.state, 'published');

function selectPosts(db: Database) {
  return db.select(postColumns).from(b).leftJoin(media, eq(media.id, b.coverMediaId));
}

/** GET /api/blog: a page of published posts, newest published first. */
export async function listPublishedPosts(db: Database, input: BlogListQuery): Promise<Paged<BlogPostSummary>> {
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(published)
      .orderBy(desc(b.publishedAt), desc(b.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ n: count() }).from(b).where(published),
  ]);
  return { records: rows.map(toSummary), totalRecords: Number(total?.n ?? 0) };
}

/** GET /api/blog/sitemap: every published post's slug and when it last changed. */
export async function listPublishedSlugs(db: Database): Promise<BlogSitemapRecord[]> {
  const rows = await db
    .select({ slug: b.slug, updateDate: b.updateDate })
    .from(b)
    .where(published)
    .orderBy(desc(b.publishedAt), desc(b.id));
  return rows.map((row) => ({ slug: row.slug, updateDate: row.updateDate.toISOString() }));
}

/**
 * GET /api/blog/{slug}: a published post with its body rendered; for a slug the post had
 * before (or its current one in other letter case), the slug to redirect to. A draft, and a
 * slug nobody has, are not found.
 */
export async function readPublishedPost(db: Database, input: BlogSlugParams): Promise<BlogPostAnswer> {
  const slug = input.slug.toLowerCase();
  const [row] = await selectPosts(db).where(and(eq(b.slug, slug), published));
  if (row) {
    if (slug !== input.slug) return { post: null, redirectTo: row.post.slug };
    return { post: { ...toSummary(row), html: await renderMarkdown(row.post.body) }, redirectTo: null };
  }
  const [earlier] = await db
    .select({ slug: b.slug })
    .from(blogPostSlugs)
    .innerJoin(b, eq(b.id, blogPostSlugs.postId))
    .where(and(eq(blogPostSlugs.slug, slug), published));
  if (earlier) return { post: null, redirectTo: earlier.slug };
  throw new AppError('not-found', BLOG_POST_NOT_FOUND);
}

async function earlierSlugsOf(db: Database, ids: readonly number[]): Promise<Map<number, string[]>> {
  const bySlug = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return bySlug;
  const rows = await db
    .select({ postId: blogPostSlugs.postId, slug: blogPostSlugs.slug })
    .from(blogPostSlugs)
    .where(inArray(blogPostSlugs.postId, [...ids]))
    .orderBy(desc(blogPostSlugs.createDate), blogPostSlugs.slug);
  for (const row of rows) bySlug.get(row.postId)?.push(row.slug);
  return bySlug;
}

/** GET /api/blog/staff: a page of every post, drafts included, newest first. */
export async function listStaffPosts(db: Database, input: BlogStaffListQuery): Promise<Paged<BlogPostRecord>> {
  const where = input.state ? eq(b.state, input.state) : undefined;
  const [rows, [total]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(desc(b.createDate), desc(b.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ n: count() }).from(b).where(where),
  ]);
  const earlier = await earlierSlugsOf(
    db,
    rows.map((row) => row.post.id),
  );
  return {
    records: rows.map((row) => toRecord(row, earlier.get(row.post.id) ?? [])),
    totalRecords: Number(total?.n ?? 0),
  };
}

/** GET /api/blog/staff/{id}: one post as written. */
export async function getStaffPost(db: Database, input: BlogPostIdParams): Promise<BlogPostRecord> {
  const [row] = await selectPosts(db).where(eq(b.id, input.id));
  if (!row) throw new AppError('not-found', BLOG_POST_NOT_FOUND);
  const earlier = await earlierSlugsOf(db, [row.post.id]);
  return toRecord(row, earlier.get(row.post.id) ?? []);
}

/** POST /api/blog/preview: Markdown as the post's page would show it. */
export async function previewBlogBody(input: BlogPreviewInput): Promise<BlogPreviewRecord> {
  return { html: await renderMarkdown(input.body) };
}

/**
 * The Markdown renderer and its allow-list (about 100 modules) are loaded with the first post
 * read, not with the server: a start (and a restart after a crash) should not wait for them.
 */
async function renderMarkdown(body: string): Promise<string> {
  const { renderBlogMarkdown } = await import('./blog-markdown.ts');
  return renderBlogMarkdown(body);
}
