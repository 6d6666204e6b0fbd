import type { Submission, SubmissionResult } from '@conform-to/react';
import type { ApiFailure } from './api-client.ts';

/*
 * The API answers a refused form with one line per problem, "field: what is wrong". These put
 * each line under its field, and the rest above the form.
 */

export function splitApiErrors(messages: readonly string[], fields: readonly string[]) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const message of messages) {
    const match = /^([\w.]+): (.*)$/.exec(message);
    const field = match?.[1];
    if (match && field && fields.includes(field)) {
      (fieldErrors[field] ??= []).push(match[2]!);
    } else {
      formErrors.push(message);
    }
  }
  return { fieldErrors, formErrors };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The submission's reply carrying the API's refusal, for Conform to show. */
export function replyWithApiFailure(
  submission: Submission<unknown>,
  failure: ApiFailure,
  fields: readonly string[],
  hideFields: string[] = [],
): SubmissionResult<string[]> {
  const { fieldErrors, formErrors } = splitApiErrors(failure.errorMessages, fields);
  return submission.reply({ fieldErrors, formErrors, hideFields });
}
