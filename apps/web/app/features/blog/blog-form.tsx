import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  BLOG_SLUG_MAX,
  BLOG_SUMMARY_MAX,
  BLOG_TITLE_MAX,
  type BlogPostRecord,
  slugFromTitle,
} from '@facet/contracts/blog';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useActionData, useFetcher, useNavigate } from 'react-router';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { Field, FieldErrors, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import { BlogCoverField } from './blog-cover-field.tsx';
import { blogFormSchema } from './blog-form-fields.ts';
import { blogPostPath } from './blog-paths.ts';
import type { BlogSaveOutcome } from './blog-save.server.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

/*
 * A blog post's fields, for a new post and an existing one, sent to the page's action
 * (saveBlogPost). The slug follows the title until it is edited; once the post has been
 * published its address is out in the world, so the slug is locked until staff choose to change
 * it, told that the old address will redirect. Saved, it goes back to the list.
 */

const MARKDOWN_HINT =
  'Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link, > for a quote, | for a table. HTML is not shown as written: only safe formatting reaches the page.';

function BlogField(props: { meta: FieldMetadata<unknown>; label: string; hint?: ReactNode; children: ReactNode }) {
  return <Field {...props} />;
}

/** The slug: made from the title until edited; a published post's locked until unlocked on purpose. */
function useSlug(post: BlogPostRecord | null) {
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [edited, setEdited] = useState(post !== null);
  const [unlocked, setUnlocked] = useState(false);
  const wasPublished = post?.publishedAt != null;
  return {
    slug,
    locked: wasPublished && !unlocked,
    moved: wasPublished && post !== null && slug !== post.slug,
    unlock: () => setUnlocked(true),
    fromTitle: (title: string) => {
      if (!edited) setSlug(slugFromTitle(title));
    },
    type: (value: string) => {
      setEdited(true);
      setSlug(value);
    },
  };
}

export function BlogForm({ post }: { post: BlogPostRecord | null }) {
  const fetcher = useFetcher<BlogSaveOutcome>();
  // Without a script the form is sent as a page, and the answer comes back as the page's.
  const pageOutcome = useActionData<BlogSaveOutcome>();
  const navigate = useNavigate();
  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? pageOutcome) : undefined;
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  useEffect(() => {
    if (outcome?.ok) void navigate('/blog');
  }, [outcome, navigate]);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: post ? `blog-post-${post.id}` : 'blog-post-new',
    lastResult: outcome?.result,
    constraint: getZodConstraint(blogFormSchema),
    defaultValue: post
      ? { title: post.title, slug: post.slug, summary: post.summary, body: post.body, state: post.state }
      : { state: 'draft' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogFormSchema }),
  });
  const field = (name: string) => fields[name]!;
  const slug = useSlug(post);
  const saving = fetcher.state !== 'idle';
  const slugMeta = field('slug');
  const { defaultValue: _slugDefault, ...slugProps } = getInputProps(slugMeta, {
    type: 'text',
    ariaDescribedBy: slugMeta.descriptionId,
  });
  const body = field('body');
  const { defaultValue: _bodyDefault, ...bodyProps } = getTextareaProps(body, { ariaDescribedBy: body.descriptionId });
  const state = field('state');
  const publishedAt = post?.publishedAt ?? null;

  const slugHint = slug.locked ? (
    <>
      Published at <span className="font-mono">{blogPostPath(post!.slug)}</span>; the address is kept so links to it
      keep working.{' '}
      <button type="button" onClick={slug.unlock} className="link-underline text-ink">
        Change the address
      </button>
    </>
  ) : slug.moved ? (
    <span className="text-amber-900">
      The old address <span className="font-mono">{blogPostPath(post!.slug)}</span> will redirect to the new one.
    </span>
  ) : (
    <>
      The address: <span className="font-mono">{blogPostPath(slug.slug || 'your-title')}</span>. Made from the title
      until you edit it: lower-case letters, digits and hyphens.
    </>
  );

  return (
    <fetcher.Form method="post" className="space-y-6" aria-busy={saving} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />

      <FormSection
        title="The post"
        description="Its title, address and the summary shown in the list and to search engines."
      >
        <div className="grid gap-5 lg:grid-cols-2">
          <BlogField meta={field('title')} label="Title">
            <input
              {...getInputProps(field('title'), { type: 'text', ariaDescribedBy: field('title').descriptionId })}
              maxLength={BLOG_TITLE_MAX}
              autoComplete="off"
              onChange={(event) => slug.fromTitle(event.target.value)}
              className={inputClass}
            />
          </BlogField>
          <BlogField meta={slugMeta} label="Slug" hint={slugHint}>
            <input
              {...slugProps}
              value={slug.slug}
              onChange={(event) => slug.type(event.target.value)}
              readOnly={slug.locked}
              maxLength={BLOG_SLUG_MAX}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className={`${inputClass} font-mono ${slug.locked ? 'bg-pearl text-stone' : ''}`}
            />
          </BlogField>
        </div>
        <div className="mt-5">
          <BlogField
            meta={field('summary')}
            label="Summary"
            hint="One or two sentences: the list, link previews and search results show it."
          >
            <textarea
              {...getTextareaProps(field('summary'), { ariaDescribedBy: field('summary').descriptionId })}
              rows={3}
              maxLength={BLOG_SUMMARY_MAX}
              className={inputClass}
            />
          </BlogField>
        </div>
      </FormSection>

      <FormSection title="Cover picture" description="Shown above the post and beside it in the list.">
        <BlogCoverField
          saved={post?.cover ?? null}
          errors={field('coverMediaId').errors}
          errorId={field('coverMediaId').errorId}
        />
      </FormSection>

      <FormSection title="Body">
        <MarkdownEditor
          textareaProps={bodyProps}
          defaultValue={post?.body ?? ''}
          label="Text (Markdown)"
          hint={MARKDOWN_HINT}
          errors={<FieldErrors id={body.errorId} errors={body.errors} />}
        />
      </FormSection>

      <FormSection title="Publishing">
        <fieldset aria-describedby={state.descriptionId}>
          <legend className="sr-only">State</legend>
          <div className="flex flex-wrap gap-6">
            {(
              [
                ['draft', 'Draft', 'Only staff see it.'],
                ['published', 'Published', 'On the blog, in the feed and the sitemap.'],
              ] as const
            ).map(([value, label, note]) => {
              const props = getInputProps(state, { type: 'radio', value });
              return (
                <label key={value} className="flex cursor-pointer items-start gap-3">
                  <input {...props} id={`${state.id}-${value}`} className="mt-1 h-4 w-4 accent-ink" />
                  <span>
                    <span className="block text-sm font-medium text-graphite">{label}</span>
                    <span className="block text-xs text-stone">{note}</span>
                  </span>
                </label>
              );
            })}
          </div>
          <p id={state.descriptionId} className="mt-3 text-xs text-stone">
            {publishedAt
              ? 'First published on the date it keeps; a draft again leaves the blog until published again.'
              : 'The first time it is published, it is dated today.'}
          </p>
          <FieldErrors id={state.errorId} errors={state.errors} />
        </fieldset>
      </FormSection>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={saving}>
          {saving ? 'Saving…' : post ? 'Save the post' : 'Add the post'}
        </button>
        <Link to="/blog" className="link-underline text-sm text-graphite">
          Cancel
        </Link>
      </div>
    </fetcher.Form>
  );
}
