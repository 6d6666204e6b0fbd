/** The message every failed call shows when the server had nothing better to say. */
export const SOMETHING_IS_WRONG = 'Something is wrong.';

/** Every /api response is this envelope; the HTTP status equals `statusCode`. */
export interface Envelope<T> {
  statusCode: number;
  errorMessages: string[];
  data: T;
  isSuccess: boolean;
}

export type FailureEnvelope = Envelope<null> & { isSuccess: false };

export function successEnvelope<T>(data: T, statusCode = 200): Envelope<T> {
  return { statusCode, errorMessages: [], data, isSuccess: true };
}

export function failureEnvelope(statusCode: number, errorMessages: string[]): FailureEnvelope {
  return { statusCode, errorMessages, data: null, isSuccess: false };
}

/**
 * 410 Gone with data: the one failure that carries something — a gone page's item and its
 * alternatives (contracts/gone-pages.ts). Still a failure: `isSuccess` is false.
 */
export function goneEnvelope<T>(data: T, message: string): Envelope<T> & { isSuccess: false } {
  return { statusCode: 410, errorMessages: [message], data, isSuccess: false };
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'statusCode' in value &&
    typeof value.statusCode === 'number' &&
    'isSuccess' in value &&
    typeof value.isSuccess === 'boolean' &&
    'errorMessages' in value &&
    Array.isArray(value.errorMessages)
  );
}

/** Paged data is `{ records, totalRecords }`. */
export interface Paged<T> {
  records: T[];
  totalRecords: number;
}
