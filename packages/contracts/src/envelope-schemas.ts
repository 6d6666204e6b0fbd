import { z } from './zod.ts';

/** Zod schemas of the envelope, for route definitions and the OpenAPI document. */

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    errorMessages: z.array(z.string()),
    data,
    isSuccess: z.boolean(),
  });
}

export const failureEnvelopeSchema = envelopeSchema(z.null());

/** Paged data is `{ records, totalRecords }`. */
export function pagedSchema<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), totalRecords: z.number().int().nonnegative() });
}
