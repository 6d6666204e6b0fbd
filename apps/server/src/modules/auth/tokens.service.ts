import { createHash, randomBytes } from 'node:crypto';
import { type TokenPurpose, tokenLifetimes } from '@facet/contracts/auth';
import type { Database } from '@facet/db/client';
import { userTokens } from '@facet/db/schema/users';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Links sent by e-mail carry a random token; the table keeps its SHA-256 only. A token works
 * once, until it expires (24 h to confirm an address, 1 h to reset a password, 7 days to
 * accept an invitation), and issuing a new one voids the unused old ones of that purpose.
 */

export const LINK_NO_LONGER_VALID = 'This link has expired or has already been used. Please ask for a new one.';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a token is for and whose it is; `now` is the clock (tests move it). */
interface TokenInput {
  purpose: TokenPurpose;
  now?: Date;
}

export async function issueToken(db: Database, input: TokenInput & { userId: string }): Promise<string> {
  const { userId, purpose, now = new Date() } = input;
  const token = randomBytes(32).toString('base64url');
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + tokenLifetimes[purpose]),
  });
  return token;
}

/** Uses up a token and returns whose it was; refuses an unknown, used or expired one. */
export async function consumeToken(db: Database, input: TokenInput & { token: string }): Promise<string> {
  const { token, purpose, now = new Date() } = input;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!row) throw new AppError('unprocessable', LINK_NO_LONGER_VALID);
  return row.userId;
}
