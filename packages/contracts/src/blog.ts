import { blogEndpoints } from './blog-endpoints.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { mediaRecord } from './media.ts';
import { displayName, freeText } from './plain-text.ts';
import { recordIdParams } from './record-ids.ts';
import { z } from './zod.ts';

/*
 * The blog: posts written by staff (Admin and Manager) in Markdown, drafts until published; a
 * published post keeps its slug, and every slug it had before still leads to it. The lists and
 * limits match the checks of packages/db/src/schema/blog.ts.
 */

export const blogPostStates = ['draft', 'published'] as const;
export type BlogPostState = (typeof blogPostStates)[number];

export const BLOG_TITLE_MAX = 160;
export const BLOG_SUMMARY_MAX = 400;
export const BLOG_BODY_MAX = 100_000;
/** A slug: lower-case letters and digits in words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 120;

export const blogPostStateLabels: Record<BlogPostState, string> = { draft: 'Draft', published: 'Published' };

/** Slugs the blog's own addresses use (/api/blog/staff, /api/blog/sitemap, …): never a post's. */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['staff', 'sitemap', 'preview', 'feed', 'new', 'edit'];

export const BLOG_SLUG_MESSAGE = 'must be lower-case letters and digits, with single hyphens between them';
export const BLOG_SLUG_FROM_TITLE_MESSAGE =
  'The title has no letters or digits to make an address from; write a slug (for example "our-story").';
export const BLOG_SLUG_RESERVED_MESSAGE = 'This slug is used by the shop’s own pages; choose another.';

/**
 * The slug a title gives: lower-case ASCII letters and digits, accents dropped ("Éclat" →
 * "eclat"), "&" read as "and", every other run of characters one hyphen, cut to the longest
 * slug at a word's end where possible. Empty when the title has no ASCII letter or digit.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > BLOG_SLUG_MAX) return slug || word.slice(0, BLOG_SLUG_MAX);
    slug = next;
  }
  return slug;
}

/** A slug as typed: trimmed; lower-case words of letters and digits joined by single hyphens. */
export const blogSlug = z
  .string()
  .trim()
  .min(1)
  .max(BLOG_SLUG_MAX)
  .regex(BLOG_SLUG_PATTERN, BLOG_SLUG_MESSAGE)
  .refine((slug) => !RESERVED_BLOG_SLUGS.includes(slug), BLOG_SLUG_RESERVED_MESSAGE);

/** What staff write: an empty or missing slug is made from the title. */
export const blogPostInput = z.object({
  title: displayName(BLOG_TITLE_MAX),
  slug: z
    .preprocess((slug) => (typeof slug === 'string' && slug.trim() === '' ? undefined : slug), blogSlug.optional())
    .describe('the address /blogs/{slug}; made from the title when left out'),
  summary: freeText(BLOG_SUMMARY_MAX).optional().default('').describe('shown in the list and as the description'),
  body: freeText(BLOG_BODY_MAX).optional().default('').describe('Markdown'),
  coverMediaId: z.uuid().nullable().optional().default(null).describe('a picture uploaded at POST /api/media'),
  state: z.enum(blogPostStates).optional().default('draft'),
});
export type BlogPostInput = z.infer<typeof blogPostInput>;

export const blogPreviewInput = z.object({ body: freeText(BLOG_BODY_MAX).describe('Markdown') });
export type BlogPreviewInput = z.infer<typeof blogPreviewInput>;

export const blogPreviewRecord = z.object({ html: z.string().describe('the body rendered and sanitised') });
export type BlogPreviewRecord = z.infer<typeof blogPreviewRecord>;

/** A post as staff read it, drafts included. */
export const blogPostRecord = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  cover: mediaRecord.nullable(),
  state: z.enum(blogPostStates),
  publishedAt: z.string().nullable().describe('when it was first published'),
  earlierSlugs: z.array(z.string()).describe('addresses that redirect to it'),
  createDate: z.string(),
  updateDate: z.string(),
});
export type BlogPostRecord = z.infer<typeof blogPostRecord>;

/** A published post in the list, the feed and the sitemap. */
export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: mediaRecord.nullable(),
  publishedAt: z.string(),
  updateDate: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** A published post's page: its summary and its body as sanitised HTML. */
export const blogPostPage = blogPostSummary.extend({ html: z.string() });
export type BlogPostPage = z.infer<typeof blogPostPage>;

/** GET /api/blog/{slug}: the post, or, for a slug it had before, the slug it has now (a permanent redirect). */
export const blogPostAnswer = z.object({
  post: blogPostPage.nullable(),
  redirectTo: z.string().nullable().describe('the current slug, when the one asked for is an earlier one'),
});
export type BlogPostAnswer = z.infer<typeof blogPostAnswer>;

export const blogListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(12),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogStaffListQuery = blogListQuery.extend({
  state: z.enum(blogPostStates).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type BlogStaffListQuery = z.infer<typeof blogStaffListQuery>;

export const blogSlugParams = z.object({ slug: z.string().max(200) });
export type BlogSlugParams = z.infer<typeof blogSlugParams>;

export const blogPostIdParams = recordIdParams;
export type BlogPostIdParams = z.infer<typeof blogPostIdParams>;

export const blogSitemapRecord = z.object({ slug: z.string(), updateDate: z.string() });
export type BlogSitemapRecord = z.infer<typeof blogSitemapRecord>;

export const blogShapes = defineShapes(blogEndpoints, {
  list: {
    summary: 'Published posts, newest published first',
    query: blogListQuery,
    response: pagedSchema(blogPostSummary),
  },
  sitemap: {
    summary: 'Every published post’s slug and when it last changed, for sitemap.xml',
    response: z.array(blogSitemapRecord),
  },
  staffList: {
    summary: 'Every post, drafts included, newest first',
    query: blogStaffListQuery,
    response: pagedSchema(blogPostRecord),
  },
  staffOne: { summary: 'One post as written', params: blogPostIdParams, response: blogPostRecord },
  one: {
    summary:
      'A published post with its body as sanitised HTML; for a slug it had before, `redirectTo` its slug now ' +
      '(a permanent redirect). A draft or an unknown slug: 404',
    params: blogSlugParams,
    response: blogPostAnswer,
  },
  preview: {
    summary: 'Markdown rendered and sanitised as the post’s page would show it (the editor’s live preview)',
    body: blogPreviewInput,
    response: blogPreviewRecord,
  },
  create: {
    summary: 'Write a post (its slug made from the title when left out; 409 when another post has or had it)',
    body: blogPostInput,
    response: blogPostRecord,
    status: 201,
  },
  update: {
    summary: 'Change a post (once published, a changed slug keeps the old one as a redirect)',
    params: blogPostIdParams,
    body: blogPostInput,
    response: blogPostRecord,
  },
  remove: { summary: 'Delete a post and its earlier slugs', params: blogPostIdParams, response: z.null() },
});
export type BlogShapes = typeof blogShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    blog: BlogShapes;
  }
}
