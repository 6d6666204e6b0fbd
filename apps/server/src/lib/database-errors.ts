/*
 * PostgreSQL refusals that are the client's doing become 4xx with a sentence, never a 500 and
 * never the SQL (DESIGN §2). Drizzle wraps driver errors, so the cause chain is searched.
 */

interface PgLikeError {
  code: string;
  constraint?: string;
  detail?: string;
  message: string;
}

function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as Partial<PgLikeError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgLikeError;
    }
    current = candidate.cause;
  }
  return undefined;
}

export function describeDatabaseError(error: unknown): { status: number; message: string } | undefined {
  const pg = findPgError(error);
  if (!pg) return undefined;
  switch (pg.code) {
    case '23505':
      return { status: 409, message: 'This already exists.' };
    // A delete of something still referenced: 23503 up to PostgreSQL 17, 23001 (RESTRICT) from 18 (PGlite).
    case '23001':
      return { status: 409, message: 'This is still in use elsewhere and cannot be removed.' };
    case '23503':
      return /^update or delete on table/i.test(pg.message) || /still referenced/i.test(pg.detail ?? '')
        ? { status: 409, message: 'This is still in use elsewhere and cannot be removed.' }
        : { status: 422, message: 'This refers to something that does not exist.' };
    case '23514':
    case '23502':
      return { status: 422, message: 'A value is missing or outside what is allowed.' };
    // Text PostgreSQL cannot store (a NUL character, bytes that are not UTF-8).
    case '22021':
    case '22P05':
      return { status: 400, message: 'A text holds a character that cannot be stored.' };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return { status: 400, message: 'A value has the wrong format or is out of range.' };
    case '40001':
    case '40P01':
      return { status: 409, message: 'Someone else changed this at the same moment; please try again.' };
    default:
      return undefined;
  }
}
