import { z } from './zod.ts';

/*
 * Ids of rows (PostgreSQL `integer` identities): 1 … 2,147,483,647. An id past that range is
 * refused by name, not by the database; one in a path is digits only (no "0x10", "1e3", "+5").
 */

export const MAX_RECORD_ID = 2_147_483_647;

/** An id in a JSON body. */
export const recordId = z.number().int().min(1).max(MAX_RECORD_ID);

/** An id in a path: digits, read as a number. */
export const recordIdParam = z
  .string()
  .regex(/^[0-9]{1,30}$/, 'must be a whole number')
  .transform(Number)
  .pipe(recordId);

/** `{ id }` path parameters. */
export const recordIdParams = z.object({ id: recordIdParam });
export type RecordIdParams = z.infer<typeof recordIdParams>;
