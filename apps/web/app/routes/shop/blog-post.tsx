import type { BlogPostPage } from '@facet/contracts/blog';
import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { data, type MetaDescriptor, redirect } from 'react-router';
import type { Route } from './+types/blog-post';
import { LoadFailedPage } from '../../components/load-failed-page.tsx';
import { BlogArticle } from '../../features/blog/blog-article.tsx';
import { buildBlogPostJsonLd } from '../../features/blog/blog-json-ld.ts';
import { BLOG_FEED_PATH, blogPostPath } from '../../features/blog/blog-paths.ts';
import { JsonLdScript } from '../../components/json-ld-script.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { pageMeta, rootDataOf } from '../../lib/seo.ts';

/*
 * A blog post, /blogs/{slug} (the slug of its title): the post as its
 * Article, with structured data and its canonical address. A slug the post had before answers
 * 301 to the one it has now; a draft or an unknown slug is the not-found page.
 */

const FAILED_MESSAGE = 'Failed to fetch the blog post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiFor(context).call(blogEndpoints.one, { params: { slug: params.slug } });
  if (!answer.isSuccess) {
    if (answer.statusCode === 404 || answer.statusCode === 400) throw data(null, { status: 404 });
    return data({ post: null }, { status: 503 });
  }
  if (answer.data.redirectTo !== null) throw redirect(blogPostPath(answer.data.redirectTo), { status: 301 });
  if (!answer.data.post) throw data(null, { status: 404 });
  return { post: answer.data.post };
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const post = args.loaderData?.post;
  if (!post) return [{ title: 'Something went wrong' }, { name: 'robots', content: 'noindex' }];
  const root = rootDataOf(args);
  const meta = pageMeta(
    { ...args, location: { pathname: blogPostPath(post.slug) } },
    { title: post.title, description: post.summary || post.title, image: post.cover?.url },
  );
  return [
    ...meta.filter((tag) => !('property' in tag && tag.property === 'og:type')),
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:modified_time', content: post.updateDate },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${root?.company.businessName ?? 'Facet'} blog`,
      href: `${root?.publicUrl ?? ''}${BLOG_FEED_PATH}`,
    },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <LoadFailedPage title="We could not load this post" toastMessage={FAILED_MESSAGE} />;
  return (
    <>
      <BlogArticle post={post} />
      <StructuredData post={post} />
    </>
  );
}

function StructuredData({ post }: { post: BlogPostPage }) {
  const root = useRootData();
  return (
    <JsonLdScript
      build={() =>
        buildBlogPostJsonLd(post, {
          origin: root?.publicUrl ?? '',
          businessName: root?.company.businessName ?? 'Facet',
        })
      }
    />
  );
}
