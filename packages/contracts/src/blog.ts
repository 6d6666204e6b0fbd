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
