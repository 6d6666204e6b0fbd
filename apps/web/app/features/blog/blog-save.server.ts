import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import type { ApiClient } from '../../lib/api-client.ts';
import { replyWithApiFailure, splitApiErrors } from '../../lib/form-errors.ts';
import { blogFormFields, blogFormSchema } from './blog-form-fields.ts';

/*
 * Saves the blog post form: POST /api/blog for a new post, PUT /api/blog/{id} for an existing
 * one. The form is checked against the API's own schema first (the browser did too, unless it
 * runs no script); the API's refusal comes back with each line beside its field.
 */

export interface BlogSaveOutcome {
  ok: boolean;
  /** For a toast. */
  message: string;
  /** For the form (Conform): the fields' and the form's problems. */
  result: SubmissionResult<string[]>;
}

const problems = (count: number) => (count === 1 ? 'one problem' : `${count} problems`);

function refusalMessage(messages: readonly string[]): string {
  const { formErrors } = splitApiErrors(messages, blogFormFields);
  if (messages.length === 1 && formErrors[0]) return `The post is not saved: ${formErrors[0]}`;
  return `The post is not saved: ${problems(messages.length)}, shown on the form.`;
}

export async function saveBlogPost(api: ApiClient, formData: FormData, id?: number): Promise<BlogSaveOutcome> {
  const submission = parseWithZod(formData, { schema: blogFormSchema });
  if (submission.status !== 'success') {
    const count = Object.values(submission.error ?? {}).flat().length;
    return {
      ok: false,
      message: `The post is not saved: ${problems(count)}, shown on the form.`,
      result: submission.reply(),
    };
  }
  const result =
    id === undefined
      ? await api.call(blogEndpoints.create, { body: submission.value })
      : await api.call(blogEndpoints.update, { params: { id }, body: submission.value });
  if (!result.isSuccess) {
    return {
      ok: false,
      message: refusalMessage(result.errorMessages),
      result: replyWithApiFailure(submission, result, blogFormFields),
    };
  }
  const post = result.data;
  const where = post.state === 'published' ? 'published' : 'saved as a draft';
  return {
    ok: true,
    message: `“${post.title}” is ${where}.`,
    result: submission.reply({ resetForm: true }),
  };
}
