import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { redirect, type RouterContextProvider } from 'react-router';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { newPasswordForm } from './forms.ts';

/**
 * The server half of the set-a-password pages (see new-password.tsx). Each page says which call
 * takes the token and the new password (`send`) and where to go once it has (`then`).
 */

export function tokenFrom(request: Request) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function submitNewPassword(
  request: Request,
  context: Readonly<RouterContextProvider>,
  call: {
    send: (api: ApiClient, input: { token: string; password: string }) => Promise<ApiResult<unknown>>;
    then: string;
  },
): Promise<{ result: SubmissionResult<string[]> }> {
  const hide = ['password', 'confirmPassword'];
  const submission = parseWithZod(await request.formData(), { schema: newPasswordForm });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: hide }) };
  const { token, password } = submission.value;
  const result = await call.send(apiFor(context), { token, password });
  if (!result.isSuccess) return { result: replyWithApiFailure(submission, result, ['password'], hide) };
  throw redirect(call.then);
}
