import { randomBytes } from 'node:crypto';

/* The fake PayPal's answers: PayPal's error body (problem), a field's refusal (invalid). */

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Answer = { status: number; body: unknown };

export function problem(status: number, name: string, issue: string, description: string): Answer {
  const messages: Record<number, string> = {
    400: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    404: 'The specified resource does not exist.',
    422: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  };
  return {
    status,
    body: {
      name,
      message: messages[status] ?? description,
      debug_id: randomBytes(7).toString('hex'),
      details: [{ issue, description }],
    },
  };
}

export function invalid(field: string, description: string): Answer {
  const answer = problem(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', description);
  (answer.body as { details: Record<string, unknown>[] }).details[0]!.field = field;
  return answer;
}
