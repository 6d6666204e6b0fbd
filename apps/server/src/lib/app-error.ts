/*
 * Services throw AppError(code, message); the error plugin turns the code into an HTTP status
 * and the envelope. The message is shown to the person as it is, so it is a
 * sentence they understand.
 */

export const errorStatus = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unprocessable: 422,
  'too-many-requests': 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messages: string[];
  /** Sent as Retry-After: when a refusal of the moment (503, 429) may be asked again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string | string[], options: { retryAfterSeconds?: number } = {}) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join(' '));
    this.name = 'AppError';
    this.code = code;
    this.messages = messages;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}
