import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, blogPostInput, slugFromTitle } from './blog.ts';

describe('slugFromTitle', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugFromTitle('The 4Cs of Diamonds')).toBe('the-4cs-of-diamonds');
    expect(slugFromTitle('  Natural vs. lab-grown — diamonds!  ')).toBe('natural-vs-lab-grown-diamonds');
    expect(slugFromTitle('Éclat & Brillance')).toBe('eclat-and-brillance');
    expect(slugFromTitle('What’s your ring size?')).toBe('whats-your-ring-size');
  });

  it('is empty when the title has no ASCII letter or digit', () => {
    expect(slugFromTitle('हीरा')).toBe('');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('is cut at a word’s end to the longest slug', () => {
    const slug = slugFromTitle('diamond '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith('diamond')).toBe(true);
    expect(slugFromTitle('a'.repeat(300))).toHaveLength(BLOG_SLUG_MAX);
  });
});

describe('blogPostInput', () => {
  it('reads an empty slug as none, and defaults to a draft', () => {
    expect(blogPostInput.parse({ title: 'Hello', slug: '  ' })).toEqual({
      title: 'Hello',
      slug: undefined,
      summary: '',
      body: '',
      coverMediaId: null,
      state: 'draft',
    });
  });

  it('refuses a slug with capitals or spaces, and the blog’s own words', () => {
    expect(blogPostInput.safeParse({ title: 'Hello', slug: 'Hello World' }).success).toBe(false);
    expect(blogPostInput.safeParse({ title: 'Hello', slug: 'staff' }).success).toBe(false);
    expect(blogPostInput.safeParse({ title: 'Hello', slug: 'hello-world' }).success).toBe(true);
  });
});
