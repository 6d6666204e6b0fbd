/**
 * The blog's addresses on the storefront: the list, a post's page (/blogs/{slug}, the slug made
 * from its title) and the feed.
 */
export const BLOG_LIST_PATH = '/blogs';
export const BLOG_FEED_PATH = '/blogs/feed.xml';

export function blogPostPath(slug: string): string {
  return `${BLOG_LIST_PATH}/${encodeURIComponent(slug)}`;
}

/** A page of the list: page 1 is /blogs itself. */
export function blogListPath(page: number): string {
  return page > 1 ? `${BLOG_LIST_PATH}?page=${page}` : BLOG_LIST_PATH;
}
