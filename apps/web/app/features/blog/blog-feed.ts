import type { BlogPostSummary } from '@facet/contracts/blog';
import { escapeXml } from '../../lib/xml.ts';
import { BLOG_FEED_PATH, BLOG_LIST_PATH, blogPostPath } from './blog-paths.ts';

/*
 * The blog's RSS 2.0 feed (/blogs/feed.xml): the newest published posts, each with its title,
 * address, summary, date and cover picture; readers fetch the post itself for the text.
 */

export interface BlogFeedContext {
  /** The shop's public origin, without a trailing slash. */
  origin: string;
  businessName: string;
}

/** RSS dates are RFC 822: "Tue, 24 Nov 2026 10:00:00 GMT". */
const rssDate = (iso: string) => new Date(iso).toUTCString();

export function buildBlogFeed(posts: readonly BlogPostSummary[], context: BlogFeedContext): string {
  const { origin, businessName } = context;
  const items = posts.map((post) => {
    const url = `${origin}${blogPostPath(post.slug)}`;
    const cover = post.cover
      ? `\n      <enclosure url="${escapeXml(`${origin}${post.cover.url}`)}" length="0" type="image/webp"/>`
      : '';
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <description>${escapeXml(post.summary)}</description>
      <pubDate>${rssDate(post.publishedAt)}</pubDate>${cover}
    </item>`;
  });
  const newest = posts[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${businessName} blog`)}</title>
    <link>${escapeXml(`${origin}${BLOG_LIST_PATH}`)}</link>
    <atom:link href="${escapeXml(`${origin}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Guides to diamonds, gold and jewellery from ${businessName}.`)}</description>
    <language>en-IN</language>${newest ? `\n    <lastBuildDate>${rssDate(newest.publishedAt)}</lastBuildDate>` : ''}
${items.join('\n')}
  </channel>
</rss>
`;
}
