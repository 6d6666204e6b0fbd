import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { data, Link } from 'react-router';
import type { Route } from './+types/edit';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { BlogStateBadge } from '../../../features/blog/blog-actions.tsx';
import { BlogForm } from '../../../features/blog/blog-form.tsx';
import { blogPostPath } from '../../../features/blog/blog-paths.ts';
import { saveBlogPost } from '../../../features/blog/blog-save.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { formatDate } from '../../../lib/format.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';

const NO_SUCH_POST = 'There is no such blog post.';

function postIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response(NO_SUCH_POST, { status: 404 });
  return id;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.post.title;
  return [{ title: title ? `Edit “${title}” · Back-office` : 'Edit blog post · Back-office' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'blog');
  const post = await apiFor(context).call(blogEndpoints.staffOne, { params: { id: postIdOf(params) } });
  if (!post.isSuccess) {
    if (post.statusCode === 404) throw new Response(NO_SUCH_POST, { status: 404 });
    throw data('Failed to fetch the blog post', { status: post.statusCode });
  }
  return { post: post.data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireArea(context, request, 'blog');
  return saveBlogPost(apiFor(context), await request.formData(), postIdOf(params));
}

export const shouldRevalidate = notAfterSave;

export default function EditBlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <>
      <DetailBreadcrumb listTo="/blog" listLabel="Blog">
        Edit
      </DetailBreadcrumb>
      <PageHeader
        title={`Edit “${post.title}”`}
        description={
          post.state === 'published' && post.publishedAt
            ? `Published ${formatDate(post.publishedAt)} at ${blogPostPath(post.slug)}.`
            : 'A draft: only staff see it.'
        }
        actions={
          <span className="flex items-center gap-4 self-center">
            <BlogStateBadge state={post.state} />
            {post.state === 'published' ? (
              <Link to={blogPostPath(post.slug)} className="link-underline text-sm text-ink">
                View the post
              </Link>
            ) : null}
          </span>
        }
      />
      {/* Another post (or the same one after a save) starts a fresh form. */}
      <BlogForm key={`${post.id}-${post.updateDate}`} post={post} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
