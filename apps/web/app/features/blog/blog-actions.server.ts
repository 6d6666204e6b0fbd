import { blogEndpoints } from '@facet/contracts/blog-endpoints';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { z } from '@facet/contracts/zod';
import type { ApiClient } from '../../lib/api-client.ts';

/* Deleting a post from the list, after a confirmation; the answer is a sentence for a toast. */

export interface BlogActionOutcome {
  intent: 'delete' | 'unknown';
  ok: boolean;
  message: string;
}

const blogActionForm = z.object({
  intent: z.literal('delete'),
  id: z.coerce.number().int().positive(),
  title: z.string().trim().max(200).optional().default('The post'),
});

export async function runBlogAction(api: ApiClient, formData: FormData): Promise<BlogActionOutcome> {
  const parsed = blogActionForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { intent: 'unknown', ok: false, message: 'There is no such blog post.' };
  const { intent, id, title } = parsed.data;
  const result = await api.call(blogEndpoints.remove, { params: { id } });
  return result.isSuccess
    ? { intent, ok: true, message: `“${title}” is deleted.` }
    : { intent, ok: false, message: result.errorMessages[0] ?? SOMETHING_IS_WRONG };
}
