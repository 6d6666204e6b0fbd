import type { Route } from './+types/new';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { BlogForm } from '../../../features/blog/blog-form.tsx';
import { saveBlogPost } from '../../../features/blog/blog-save.server.ts';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterSave } from '../../../lib/revalidate-after-action.ts';

export function meta() {
  return [{ title: 'New blog post · Back-office' }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'blog');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'blog');
  return saveBlogPost(apiFor(context), await request.formData());
}

export const shouldRevalidate = notAfterSave;

export default function NewBlogPost() {
  return (
    <>
      <DetailBreadcrumb listTo="/blog" listLabel="Blog">
        New
      </DetailBreadcrumb>
      <PageHeader
        title="New blog post"
        description="Write in Markdown and see it as shoppers will beside it. Save it as a draft until it is ready to publish."
      />
      <BlogForm post={null} />
    </>
  );
}
