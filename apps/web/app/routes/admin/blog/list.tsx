import { type BlogPostRecord, blogPostStateLabels, blogPostStates } from '@facet/contracts/blog';
import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { Newspaper, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import type { TableColumn } from '../../../components/back-office/data-table.tsx';
import { FilterBar, FilterSelect } from '../../../components/back-office/filter-bar.tsx';
import { ListEmpty } from '../../../components/back-office/list-empty.tsx';
import { listPageOf, readPageNumber } from '../../../components/back-office/list-query.ts';
import { ListResults } from '../../../components/back-office/list-results.tsx';
import { ListThumbnail } from '../../../components/back-office/list-thumbnail.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pager } from '../../../components/back-office/pager.tsx';
import { useListPage } from '../../../components/back-office/use-list-page.ts';
import { runBlogAction } from '../../../features/blog/blog-actions.server.ts';
import { BlogActions, BlogStateBadge, useBlogActionResults } from '../../../features/blog/blog-actions.tsx';
import { blogPostPath } from '../../../features/blog/blog-paths.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDate } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';

export function meta() {
  return [{ title: 'Blog · Back-office' }];
}

const PAGE_SIZE = 20;
const LIST_FAILED = 'Failed to fetch the blog posts';

/** The filter as the URL holds it; a state that names nothing is left out. */
function readFilters(url: URL) {
  const state = url.searchParams.get('state')?.trim() ?? '';
  return {
    state: (blogPostStates as readonly string[]).includes(state) ? state : '',
    page: readPageNumber(url),
  };
}
type Filters = ReturnType<typeof readFilters>;

function filterQuery(filters: Omit<Filters, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  return params;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'blog');
  const filters = readFilters(new URL(request.url));
  const result = await apiFor(context).call(blogEndpoints.staffList, {
    query: {
      state: blogPostStates.find((state) => state === filters.state),
      pageNo: filters.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { filters, ...listPageOf(result) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'blog');
  return runBlogAction(apiFor(context), await request.formData());
}

/** When it was published, or that it is a draft (and since when). */
function dateOf(post: BlogPostRecord): string {
  if (post.state === 'published' && post.publishedAt) return `Published ${formatDate(post.publishedAt)}`;
  return `Changed ${formatDate(post.updateDate)}`;
}

function BlogThumbnail({ post }: { post: BlogPostRecord }) {
  return (
    <ListThumbnail
      image={post.cover?.url ?? null}
      fallback={<Newspaper className="h-6 w-6 text-stone" />}
      fallbackClassName="border-line bg-pearl"
    />
  );
}

function EditLink({ post }: { post: BlogPostRecord }) {
  return (
    <Link to={`/blog/edit/${post.id}`} className="link-underline text-ink" aria-label={`Edit “${post.title}”`}>
      Edit
    </Link>
  );
}

function ViewLink({ post }: { post: BlogPostRecord }) {
  if (post.state !== 'published') return null;
  return (
    <Link to={blogPostPath(post.slug)} className="link-underline text-ink" aria-label={`View “${post.title}”`}>
      View
    </Link>
  );
}

const columns: TableColumn<BlogPostRecord>[] = [
  {
    id: 'title',
    header: 'Post',
    cell: ({ row }) => (
      <span className="flex items-center gap-3">
        <BlogThumbnail post={row.original} />
        <span className="min-w-0">
          <span className="block font-medium text-ink">{row.original.title}</span>
          <span className="block font-mono text-xs break-all text-stone">{blogPostPath(row.original.slug)}</span>
        </span>
      </span>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <BlogStateBadge state={row.original.state} /> },
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <span className="whitespace-nowrap">{dateOf(row.original)}</span>,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="flex items-center gap-4 text-sm whitespace-nowrap">
        <EditLink post={row.original} />
        <ViewLink post={row.original} />
        <BlogActions post={row.original} />
      </div>
    ),
  },
];

function BlogFilters({ filters }: { filters: Filters }) {
  const toQuery = (form: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    return filterQuery({ state: values.state ?? '' });
  };
  return (
    <FilterBar
      label="Filter the posts"
      columns="lg:grid-cols-[minmax(0,1fr)_auto]"
      toQuery={toQuery}
      filtered={Boolean(filters.state)}
      clearTo="/blog"
    >
      <FilterSelect
        id="blog-state"
        name="state"
        label="State"
        defaultValue={filters.state}
        options={[['', 'All posts'], ...blogPostStates.map((state) => [state, blogPostStateLabels[state]] as const)]}
      />
    </FilterBar>
  );
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { filters, records, totalRecords, failed } = loaderData;
  useBlogActionResults();
  const { loading } = useListPage({ pathname: '/blog', failed, failedMessage: LIST_FAILED });
  const query = useMemo(() => filterQuery(filters), [filters]);
  const empty = (
    <ListEmpty
      failed={failed}
      failedMessage={LIST_FAILED}
      filtered={Boolean(filters.state)}
      noMatch="No post is in this state."
      clearTo="/blog"
    >
      <p>No posts yet. Posts are guides and news shoppers read at /blogs.</p>
      <Link to="/blog/new" className="button-primary mt-4 px-5 py-2">
        <Plus className="h-4 w-4" aria-hidden="true" /> Write the first post
      </Link>
    </ListEmpty>
  );

  return (
    <>
      <PageHeader
        title="Blog"
        description="Guides and news for shoppers at /blogs, written in Markdown. Drafts are seen only here."
        actions={
          <Link to="/blog/new" className="button-primary px-5 py-2.5">
            <Plus className="h-4 w-4" aria-hidden="true" /> New post
          </Link>
        }
      />
      <BlogFilters key={query.toString()} filters={filters} />
      <ListResults
        caption="Blog posts"
        columns={columns}
        records={records}
        empty={empty}
        loading={loading}
        card={(post) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <span className="flex min-w-0 items-center gap-3">
                <BlogThumbnail post={post} />
                <span className="min-w-0 font-medium break-words text-ink">{post.title}</span>
              </span>
              <BlogStateBadge state={post.state} />
            </div>
            <p className="mt-2 font-mono text-xs break-all text-stone">{blogPostPath(post.slug)}</p>
            <p className="mt-1 text-xs text-graphite">{dateOf(post)}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
              <EditLink post={post} />
              <ViewLink post={post} />
              <BlogActions post={post} />
            </div>
          </>
        )}
      />
      {failed ? null : <Pager page={filters.page} pageSize={PAGE_SIZE} total={totalRecords} query={query} />}
    </>
  );
}
