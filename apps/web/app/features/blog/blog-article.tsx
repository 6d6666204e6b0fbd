import type { BlogPostPage } from '@facet/contracts/blog';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { formatDate } from '../../lib/format.ts';
import { BlogCoverPicture } from './blog-cover.tsx';
import { BLOG_LIST_PATH } from './blog-paths.ts';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * A post's page: the trail back to the blog, date, title and summary, the cover picture, then
 * the body. The body's HTML was rendered from Markdown and passed through the allow-list on the
 * server (decision 016); this only places it.
 */
export function BlogArticle({ post }: { post: BlogPostPage }) {
  const updated = post.updateDate.slice(0, 10) > post.publishedAt.slice(0, 10);
  return (
    <StaticHtml as="article" className="container-page pt-10 pb-16">
      <ShopBreadcrumb trail={[{ label: 'Blog', to: BLOG_LIST_PATH }]} current={post.title} truncate />
      <header className="mx-auto mt-8 max-w-3xl text-center">
        <p className="eyebrow">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <h1 className="mt-3 text-4xl leading-tight text-balance sm:text-5xl">{post.title}</h1>
        {post.summary ? <p className="mt-4 text-lg leading-8 text-graphite">{post.summary}</p> : null}
      </header>
      {post.cover ? (
        <div className="mx-auto mt-10 aspect-[16/9] max-w-4xl overflow-hidden rounded-sm bg-pearl">
          <BlogCoverPicture
            cover={post.cover}
            sizes="(min-width: 1024px) 56rem, 100vw"
            eager
            className="h-full w-full object-cover"
          />
        </div>
      ) : null}
      <div className="prose-article mx-auto mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
      {updated ? (
        <p className="mx-auto mt-10 max-w-[68ch] border-t border-line pt-4 text-xs text-stone">
          Updated <time dateTime={post.updateDate}>{formatDate(post.updateDate)}</time>
        </p>
      ) : null}
    </StaticHtml>
  );
}
