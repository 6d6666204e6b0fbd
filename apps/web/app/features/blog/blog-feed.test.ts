import type { BlogPostSummary } from '@facet/contracts/blog';
import { describe, expect, it } from 'vitest';
import { buildBlogFeed } from './blog-feed.ts';
import { buildBlogPostJsonLd } from './blog-json-ld.ts';

const post: BlogPostSummary = {
  slug: 'the-4cs-of-diamonds',
  title: 'The 4Cs <of> "diamonds" & more',
  summary: 'Cut, colour, clarity & carat.',
  cover: { id: '00000000-0000-4000-8000-000000000001', url: '/media/blog/4cs/800.webp', width: 1600, height: 900 },
  publishedAt: '2026-03-01T10:00:00.000Z',
  updateDate: '2026-03-05T10:00:00.000Z',
};
const context = { origin: 'https://shop.example', businessName: 'Facet & Co' };

describe('the blog feed', () => {
  it('is RSS 2.0 with each post’s address, summary, date and cover, every text escaped', () => {
    const xml = buildBlogFeed([post], context);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Facet &amp; Co blog</title>');
    expect(xml).toContain('<title>The 4Cs &lt;of&gt; &quot;diamonds&quot; &amp; more</title>');
    expect(xml).toContain('<link>https://shop.example/blogs/the-4cs-of-diamonds</link>');
    expect(xml).toContain('<description>Cut, colour, clarity &amp; carat.</description>');
    expect(xml).toContain('<pubDate>Sun, 01 Mar 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<enclosure url="https://shop.example/media/blog/4cs/800.webp"');
    expect(xml).toContain('href="https://shop.example/blogs/feed.xml" rel="self"');
  });

  it('is a valid empty channel without posts', () => {
    const xml = buildBlogFeed([], context);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('</channel>');
  });
});

describe('the blog post’s structured data', () => {
  it('is a BlogPosting with headline, dates, picture, and the shop as author and publisher', () => {
    expect(buildBlogPostJsonLd({ ...post, html: '<p>x</p>' }, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': 'https://shop.example/blogs/the-4cs-of-diamonds#article',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/blogs/the-4cs-of-diamonds' },
      url: 'https://shop.example/blogs/the-4cs-of-diamonds',
      headline: post.title,
      description: post.summary,
      datePublished: post.publishedAt,
      dateModified: post.updateDate,
      image: ['https://shop.example/media/blog/4cs/800.webp'],
      author: { '@type': 'Organization', name: 'Facet & Co', url: 'https://shop.example/' },
      publisher: { '@type': 'Organization', name: 'Facet & Co', url: 'https://shop.example/' },
    });
  });
});
