import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { companyEndpoints } from '@facet/contracts/company-endpoints';
import type { Route } from './+types/blog-feed';
import { buildBlogFeed } from '../features/blog/blog-feed.ts';
import { apiFor } from '../lib/api.server.ts';
import { requestContext } from '../lib/request-context.ts';

/** The newest posts a feed reader is given. */
const FEED_SIZE = 20;

/** /blogs/feed.xml: the blog's RSS 2.0 feed of its newest published posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  const api = apiFor(context);
  const [posts, company] = await Promise.all([
    api.call(blogEndpoints.list, { query: { pageNo: 1, pageSize: FEED_SIZE } }),
    api.call(companyEndpoints.read),
  ]);
  // An empty feed would tell readers every post is gone: ask them to come back.
  if (!posts.isSuccess) {
    return new Response('The feed is not available right now.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
  const businessName = company.isSuccess ? company.data.businessName : 'Facet';
  return new Response(buildBlogFeed(posts.data.records, { origin: publicUrl, businessName }), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
