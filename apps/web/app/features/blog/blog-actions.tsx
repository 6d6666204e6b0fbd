import { type BlogPostState, blogPostStateLabels } from '@facet/contracts/blog';
import { ConfirmActionButton, rowActionClasses } from '../../components/back-office/confirm-action-button.tsx';
import { useRowAction, useRowActionResults } from '../../components/back-office/use-row-action.ts';
import type { BlogActionOutcome } from './blog-actions.server.ts';

/** A post's state (draft, published) as a badge. */
export function BlogStateBadge({ state }: { state: BlogPostState }) {
  const className = state === 'published' ? 'bg-emerald-50 text-emerald-900' : 'bg-pearl text-graphite';
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs whitespace-nowrap ${className}`}>
      {blogPostStateLabels[state]}
    </span>
  );
}

/** One fetcher for the list's post actions: the page hears the answer even when the row is gone. */
const FETCHER_KEY = 'blog-action:list';

/** The answer to the list's post actions, as a toast. */
export function useBlogActionResults() {
  useRowActionResults(FETCHER_KEY);
}

/** Delete one post, after a confirmation, through the list's action (runBlogAction). */
export function BlogActions({ post }: { post: { id: number; title: string; state: BlogPostState } }) {
  const { fetcher, busy, busyProps } = useRowAction<BlogActionOutcome>(FETCHER_KEY);
  const style = rowActionClasses('links');
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-busy={busy}>
      <ConfirmActionButton
        title={`Delete “${post.title}”?`}
        description={
          post.state === 'published'
            ? 'It is deleted for good: its page and its earlier addresses stop working, and it leaves the blog, the feed and the sitemap.'
            : 'The draft is deleted for good.'
        }
        confirmLabel="Delete"
        danger
        onConfirm={() =>
          void fetcher.submit({ intent: 'delete', id: String(post.id), title: post.title }, { method: 'post' })
        }
        busyProps={busyProps}
        className={style.danger}
        ariaLabel={`Delete “${post.title}”`}
      >
        Delete
      </ConfirmActionButton>
    </div>
  );
}
