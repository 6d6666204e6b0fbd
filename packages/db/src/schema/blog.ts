import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BLOG_BODY_MAX, BLOG_SLUG_MAX, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, blogPostStates } from '@facet/contracts/blog';
import { media } from './media.ts';
import { users } from './users.ts';
import { oneOf } from '../sql-helpers.ts';

const limit = (value: number) => sql.raw(String(value));
const slugPattern = sql.raw(`'^[a-z0-9]+(-[a-z0-9]+)*$'`);

/**
 * A blog post, written by staff (Admin and Manager) in Markdown (`body`, rendered and sanitised
 * on the server when shown). A draft is seen only in the back-office; `published_at` is set the
 * first time it is published. Its slug is kept once published; an earlier slug is kept in
 * blog_post_slugs and redirects to the post.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    body: text().notNull().default(''),
    coverMediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    state: text({ enum: blogPostStates }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_posts_state_valid', oneOf(t.state, blogPostStates)),
    check(
      'blog_posts_slug_valid',
      sql`${t.slug} ~ ${slugPattern} and char_length(${t.slug}) <= ${limit(BLOG_SLUG_MAX)}`,
    ),
    check('blog_posts_title_length', sql`char_length(${t.title}) between 1 and ${limit(BLOG_TITLE_MAX)}`),
    check('blog_posts_summary_length', sql`char_length(${t.summary}) <= ${limit(BLOG_SUMMARY_MAX)}`),
    check('blog_posts_body_length', sql`char_length(${t.body}) <= ${limit(BLOG_BODY_MAX)}`),
    check('blog_posts_published_dated', sql`${t.state} <> 'published' or ${t.publishedAt} is not null`),
    index('blog_posts_state_published_at_idx').on(t.state, t.publishedAt),
  ],
);

/** A slug a post had before: its address still leads to the post (a permanent redirect). */
export const blogPostSlugs = pgTable(
  'blog_post_slugs',
  {
    slug: text().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_post_slugs_post_idx').on(t.postId)],
);
