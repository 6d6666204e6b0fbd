import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { sessions } from '@facet/db/schema/users';
import { and, eq, lte, ne } from 'drizzle-orm';
import { sessionActorStatement } from './sessions.queries.ts';

/*
 * Opaque random session tokens in an httpOnly cookie; the table keeps only their SHA-256, so a
 * leaked database cannot be replayed as cookies.
 */

export const SESSION_COOKIE = 'facet_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  input: { userId: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { userId } = input;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashSessionToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The person a session token belongs to, if the session is live and the account active. */
export async function findSessionActor(db: Database, input: { token: string }): Promise<Actor | null> {
  const [row] = await sessionActorStatement(db, { tokenHash: hashSessionToken(input.token) });
  return row ?? null;
}

export async function endSession(db: Database, input: { token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashSessionToken(input.token)));
}

/** Ends every session of a person, or every one but the session in hand. */
export async function endSessionsOf(db: Database, input: { userId: string; exceptToken?: string }): Promise<void> {
  const { userId, exceptToken } = input;
  await db
    .delete(sessions)
    .where(
      exceptToken
        ? and(eq(sessions.userId, userId), ne(sessions.id, hashSessionToken(exceptToken)))
        : eq(sessions.userId, userId),
    );
}

export async function purgeExpiredSessions(db: Database): Promise<number> {
  const removed = await db.delete(sessions).where(lte(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return removed.length;
}
