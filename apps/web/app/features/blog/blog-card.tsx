import type { BlogPostSummary } from '@facet/contracts/blog';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { BlogCoverPicture } from './blog-cover.tsx';
import { blogPostPath } from './blog-paths.ts';

/** A post in the list: cover picture, date, title (the link) and summary. */
export function BlogCard({ post, eager }: { post: BlogPostSummary; eager: boolean }) {
  return (
    <article className="group relative flex flex-col">
      <div className="aspect-[16/9] overflow-hidden rounded-sm bg-pearl">
        {post.cover ? (
          <BlogCoverPicture
            cover={post.cover}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            eager={eager}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <p className="mt-4 text-xs tracking-wide text-stone">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </p>
      <h2 className="mt-1 text-2xl leading-snug text-ink">
        {/* The whole card is the link's target; the title names it. */}
        <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 hover:text-gold-deep">
          {post.title}
        </Link>
      </h2>
      {post.summary ? <p className="mt-2 text-sm leading-6 text-graphite">{post.summary}</p> : null}
    </article>
  );
}
