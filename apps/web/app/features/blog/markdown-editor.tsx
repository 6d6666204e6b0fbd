import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { createApiClient } from '../../lib/api-client.ts';

/*
 * A post's Markdown body with its live preview: what is typed is sent (a moment after the last
 * key) to POST /api/blog/preview, which renders and sanitises it exactly as the post's page
 * will. Side by side on a wide screen; on a phone, Write and Preview are two tabs.
 */

const browserApi = createApiClient((path, init) => fetch(path, init));
const PREVIEW_DELAY_MS = 400;

/** The latest preview the server made: for which text, its HTML, and why it failed if it did. */
interface Rendered {
  text: string;
  html: string;
  failure: string | null;
}

function useMarkdownPreview(text: string) {
  const [rendered, setRendered] = useState<Rendered>({ text: '', html: '', failure: null });
  useEffect(() => {
    if (!text.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void browserApi
        .call(blogEndpoints.preview, { body: { body: text } }, { signal: controller.signal })
        .then((answer) => {
          if (controller.signal.aborted) return;
          setRendered((before) =>
            answer.isSuccess
              ? { text, html: answer.data.html, failure: null }
              : { text, html: before.html, failure: answer.errorMessages[0] ?? 'The preview could not be made.' },
          );
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const empty = !text.trim();
  return {
    html: empty ? '' : rendered.html,
    status: empty || rendered.text === text ? (rendered.failure ?? '') : 'Updating…',
  };
}

const tabClass = (active: boolean) =>
  `rounded-full px-4 py-1.5 text-sm transition-colors ${active ? 'bg-ink text-ivory' : 'text-graphite hover:bg-pearl'}`;

export function MarkdownEditor({
  textareaProps,
  defaultValue,
  label,
  hint,
  errors,
}: {
  /** The textarea's wiring from the form (name, id, aria-describedby, …), without its value. */
  textareaProps: Record<string, unknown> & { id: string };
  defaultValue: string;
  label: string;
  hint: string;
  errors: ReactNode;
}) {
  const [text, setText] = useState(defaultValue);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const { html, status } = useMarkdownPreview(text);
  const previewId = useId();
  const describedBy = [textareaProps['aria-describedby'], `${previewId}-hint`].filter(Boolean).join(' ');

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <label htmlFor={textareaProps.id} className="block text-sm font-medium text-graphite">
          {label}
        </label>
        <div className="flex gap-1 lg:hidden" role="group" aria-label="Show">
          <button
            type="button"
            className={tabClass(tab === 'write')}
            aria-pressed={tab === 'write'}
            onClick={() => setTab('write')}
          >
            Write
          </button>
          <button
            type="button"
            className={tabClass(tab === 'preview')}
            aria-pressed={tab === 'preview'}
            aria-controls={previewId}
            onClick={() => setTab('preview')}
          >
            Preview
          </button>
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className={tab === 'write' ? '' : 'hidden lg:block'}>
          <textarea
            {...textareaProps}
            defaultValue={defaultValue}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
            rows={22}
            spellCheck
            className="block min-h-[24rem] w-full resize-y rounded-md border border-line bg-white px-3 py-2.5 font-mono text-sm leading-6 text-ink focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep lg:min-h-[32rem]"
          />
          <p id={`${previewId}-hint`} className="mt-1.5 text-xs text-stone">
            {hint}
          </p>
          {errors}
        </div>
        <section
          id={previewId}
          aria-label="Preview"
          className={`${tab === 'preview' ? '' : 'hidden lg:block'} min-h-[24rem] overflow-auto rounded-md border border-line bg-ivory px-5 py-4 lg:max-h-[36rem] lg:min-h-[32rem]`}
        >
          <p className="mb-4 flex items-center justify-between text-xs tracking-wide text-stone uppercase">
            <span>Preview</span>
            <span className="normal-case">{status}</span>
          </p>
          {html ? (
            <div className="prose-article" data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-sm text-stone">The post’s body shows here as shoppers will read it.</p>
          )}
        </section>
      </div>
    </div>
  );
}
