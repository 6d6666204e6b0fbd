import type { BlogPostPage } from '@facet/contracts/blog';
import type { JsonLdContext } from '../../components/json-ld-script.tsx';
import { blogPostPath } from './blog-paths.ts';

/*
 * schema.org structured data for a blog post's page: an Article (BlogPosting) with its headline,
 * dates, picture, and the shop as author and publisher (posts are the shop's voice, not one
 * member of staff's, whose name the shop does not publish).
 */

export function buildBlogPostJsonLd(post: BlogPostPage, context: JsonLdContext): Record<string, unknown> {
  const url = `${context.origin}${blogPostPath(post.slug)}`;
  const shop = { '@type': 'Organization', name: context.businessName, url: `${context.origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title,
    ...(post.summary ? { description: post.summary } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updateDate,
    ...(post.cover ? { image: [`${context.origin}${post.cover.url}`] } : {}),
    author: shop,
    publisher: shop,
  };
}
