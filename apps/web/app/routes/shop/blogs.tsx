import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { Rss } from 'lucide-react';
import { useEffect } from 'react';
import { data, Link, type MetaDescriptor, redirect } from 'react-router';
import type { Route } from './+types/blogs';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { BlogCard } from '../../features/blog/blog-card.tsx';
import { BLOG_FEED_PATH, blogListPath } from '../../features/blog/blog-paths.ts';
import { Pagination } from '../../features/products/pagination.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { useRootData } from '../../lib/root-data.ts';
import { pageMeta, rootDataOf } from '../../lib/seo.ts';
import { toast } from '../../lib/toast.ts';
import { StaticHtml } from '../../components/static-html.tsx';

/*
 * The blog, /blogs: published posts, newest first, twelve to a page (?page=2); each with its
 * cover picture, date, title and summary. The feed (/blogs/feed.xml) is announced in the head.
 */

const PAGE_SIZE = 12;
const FAILED_MESSAGE = 'Failed to fetch the blog';
const DESCRIPTION =
  'Guides from our gemmologists and goldsmiths: how diamonds are graded, natural and lab-grown stones, ring sizes and caring for your jewellery.';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const pageNo = readPage(new URL(request.url).searchParams.get('page'));
  const answer = await apiFor(context).call(blogEndpoints.list, {
    query: { pageNo, pageSize: PAGE_SIZE },
  });
  // 503: search engines come back later rather than forget the page.
  if (!answer.isSuccess) return data({ pageNo, result: null }, { status: 503 });
  const lastPage = Math.max(1, Math.ceil(answer.data.totalRecords / PAGE_SIZE));
  if (pageNo > lastPage) throw redirect(blogListPath(lastPage));
  return { pageNo, result: answer.data };
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const pageNo = args.loaderData?.pageNo ?? 1;
  const businessName = rootDataOf(args)?.company.businessName ?? 'Facet';
  const origin = rootDataOf(args)?.publicUrl ?? '';
  const image = args.loaderData?.result?.records.find((post) => post.cover)?.cover?.url;
  return [
    ...pageMeta(
      { ...args, location: { pathname: blogListPath(pageNo) } },
      { title: pageNo > 1 ? `Blog — page ${pageNo}` : 'Blog', description: DESCRIPTION, image },
    ),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${businessName} blog`,
      href: `${origin}${BLOG_FEED_PATH}`,
    },
  ];
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { pageNo, result } = loaderData;
  const businessName = useRootData()?.company.businessName ?? 'Facet';
  const totalPages = Math.max(1, Math.ceil((result?.totalRecords ?? 0) / PAGE_SIZE));

  // Once per answer: a retry that fails again says so again.
  useEffect(() => {
    if (!loaderData.result) toast.error(FAILED_MESSAGE, { toastId: FAILED_MESSAGE });
  }, [loaderData]);

  return (
    <>
      <StaticHtml as="section" className="border-b border-line bg-pearl/60" aria-labelledby="blog-title">
        <div className="container-page py-8 sm:py-12">
          <ShopBreadcrumb trail={[]} current="Blog" />
          <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 id="blog-title" className="max-w-3xl text-4xl leading-tight text-ink sm:text-5xl">
                The {businessName} journal
              </h1>
              <p className="mt-3 max-w-2xl text-[15px] leading-7 text-graphite">{DESCRIPTION}</p>
            </div>
            <a href={BLOG_FEED_PATH} className="link-underline inline-flex items-center gap-1.5 text-sm text-graphite">
              <Rss className="h-4 w-4" aria-hidden="true" /> RSS feed
            </a>
          </div>
        </div>
      </StaticHtml>
      <StaticHtml className="container-page py-10 sm:py-14">
        {!result ? (
          <p className="py-16 text-center text-graphite">
            We could not load the blog just now.{' '}
            <Link to={blogListPath(pageNo)} reloadDocument data-document-link className="link-underline text-ink">
              Try again
            </Link>
          </p>
        ) : result.records.length === 0 ? (
          <div className="py-16 text-center">
            <h2 className="text-2xl text-ink">No posts yet</h2>
            <p className="mt-2 text-graphite">
              Our first guides are on their way. Until then, our{' '}
              <Link to="/buyers-info" className="link-underline text-ink">
                buyer’s guide
              </Link>{' '}
              answers the questions we hear most.
            </p>
          </div>
        ) : (
          <>
            <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
              {result.records.map((post, index) => (
                <li key={post.slug}>
                  <BlogCard post={post} eager={index < 3} />
                </li>
              ))}
            </ul>
            <Pagination current={pageNo} total={totalPages} hrefFor={blogListPath} />
          </>
        )}
      </StaticHtml>
    </>
  );
}
