import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiFor } from '../../lib/api.server.ts';
import { replyWithApiFailure } from '../../lib/form-errors.ts';
import { newPasswordForm } from './forms.ts';

/** The server half of the set-a-password pages (see new-password.tsx). */

export function tokenFrom(request: Request) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function submitNewPassword(
  request: Request,
  context: Readonly<RouterContextProvider>,
  call: { apiPath: string; then: string },
): Promise<{ result: SubmissionResult<string[]> }> {
  const hide = ['password', 'confirmPassword'];
  const submission = parseWithZod(await request.formData(), { schema: newPasswordForm });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: hide }) };
  const { token, password } = submission.value;
  const result = await apiFor(context).post(call.apiPath, { token, password });
  if (!result.isSuccess) return { result: replyWithApiFailure(submission, result, ['password'], hide) };
  throw redirect(call.then);
}
