/*
 * PostgreSQL refusals that are the client's doing become 4xx with a sentence, never a 500 and
 * never the SQL. They are recognised by their SQLSTATE and the name of the constraint, never by
 * the server's English message (which differs between versions and translations). Drizzle wraps
 * driver errors, so the cause chain is searched.
 */

/** The SQLSTATE codes the shop answers (PostgreSQL's "Appendix A. Error Codes"). */
export const SQLSTATE = {
  restrictViolation: '23001',
  notNullViolation: '23502',
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  invalidTextRepresentation: '22P02',
  numericValueOutOfRange: '22003',
  datetimeFieldOverflow: '22008',
  invalidDatetimeFormat: '22007',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** What the database said, as PGlite and node-postgres both report it. */
export interface DatabaseRefusal {
  code: string;
  /** The violated constraint, for the 23xxx codes. */
  constraint?: string;
  table?: string;
}

export function databaseRefusalOf(error: unknown): DatabaseRefusal | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as Partial<DatabaseRefusal> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
        ...(typeof candidate.table === 'string' ? { table: candidate.table } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether the error is a refusal by the named constraint (with one of `codes`, when given). */
export function violatesConstraint(error: unknown, constraint: string, codes?: readonly string[]): boolean {
  const refusal = databaseRefusalOf(error);
  return refusal?.constraint === constraint && (!codes || codes.includes(refusal.code));
}

/** Runs `work`, answering a refusal by `constraint` (with one of `codes`) with `refusal()`. */
export async function withConstraint<T>(
  constraint: string,
  codes: readonly string[],
  refusal: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatesConstraint(error, constraint, codes)) throw refusal();
    throw error;
  }
}

/**
 * Runs `work`, answering a refusal by the unique key `constraint` with `refusal()` — the key is
 * the one judge of a duplicate, including two saves at the same moment.
 */
export function withUniqueKey<T>(constraint: string, refusal: () => Error, work: () => Promise<T>): Promise<T> {
  return withConstraint(constraint, [SQLSTATE.uniqueViolation], refusal, work);
}

/**
 * Whether removing a row was refused because other rows still point at it: 23503 up to
 * PostgreSQL 17, 23001 for an ON DELETE RESTRICT key from 18 (PGlite). Only a caller that knows
 * it was removing may ask: 23503 is also what writing a row that points at nothing gives.
 */
export function isStillReferenced(error: unknown): boolean {
  const code = databaseRefusalOf(error)?.code;
  return code === SQLSTATE.restrictViolation || code === SQLSTATE.foreignKeyViolation;
}

const STILL_IN_USE = { status: 409, message: 'This is still in use elsewhere and cannot be removed.' };
const POINTS_AT_NOTHING = { status: 422, message: 'This refers to something that does not exist.' };

/**
 * The answer to a refusal. A foreign-key violation (23503) means two things that the SQLSTATE
 * and the constraint name do not tell apart: a written row points at nothing, or a removed row
 * is still pointed at. `statement` says which the caller was doing.
 */
export function describeDatabaseError(
  error: unknown,
  statement: 'write' | 'remove' = 'write',
): { status: number; message: string } | undefined {
  const refusal = databaseRefusalOf(error);
  if (!refusal) return undefined;
  switch (refusal.code) {
    case SQLSTATE.uniqueViolation:
      return { status: 409, message: 'This already exists.' };
    case SQLSTATE.restrictViolation:
      return STILL_IN_USE;
    case SQLSTATE.foreignKeyViolation:
      return statement === 'remove' ? STILL_IN_USE : POINTS_AT_NOTHING;
    case SQLSTATE.checkViolation:
    case SQLSTATE.notNullViolation:
      return { status: 422, message: 'A value is missing or outside what is allowed.' };
    // Text PostgreSQL cannot store (a NUL character, bytes that are not UTF-8).
    case SQLSTATE.characterNotInRepertoire:
    case SQLSTATE.untranslatableCharacter:
      return { status: 400, message: 'A text holds a character that cannot be stored.' };
    case SQLSTATE.invalidTextRepresentation:
    case SQLSTATE.numericValueOutOfRange:
    case SQLSTATE.invalidDatetimeFormat:
    case SQLSTATE.datetimeFieldOverflow:
      return { status: 400, message: 'A value has the wrong format or is out of range.' };
    case SQLSTATE.serializationFailure:
    case SQLSTATE.deadlockDetected:
      return { status: 409, message: 'Someone else changed this at the same moment; please try again.' };
    default:
      return undefined;
  }
}
