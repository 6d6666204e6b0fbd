import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LIFETIME_MS,
  PHONE_CODE_MAX_TRIES,
  type VerifyEmailInput,
  type VerifyPhoneInput,
} from '@facet/contracts/auth';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { phoneCodes, users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { type MailContext, sendConfirmEmail } from '../auth/account-mail.ts';
import { consumeToken, issueToken } from '../auth/tokens.service.ts';
import { queueSms } from '../messages/messages.service.ts';

/*
 * Confirming an e-mail address (a link, 24 h) and a phone number (a 6-digit code by SMS,
 * 10 minutes, 5 tries).
 */

async function userOf(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return user;
}

export async function sendEmailConfirmation(db: Database, actor: Actor, mail: MailContext): Promise<void> {
  const user = await userOf(db, actor.userId);
  if (user.emailConfirmed) throw new AppError('conflict', 'Your e-mail address is already confirmed.');
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, purpose: 'confirm-email' });
    await sendConfirmEmail(tx, { to: user, token }, mail);
  });
}

/** The link target: confirms whoever the link was sent to (no sign-in needed). */
export async function confirmEmail(db: Database, input: VerifyEmailInput): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, { token: input.token, purpose: 'confirm-email' });
    await tx.update(users).set({ emailConfirmed: true, updateDate: new Date() }).where(eq(users.id, userId));
  });
}

function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** Texts a new code to the actor's phone number; the shop's name (from `mail`) signs it. */
export async function sendPhoneCode(db: Database, actor: Actor, mail: MailContext): Promise<{ sentTo: string }> {
  const now = new Date();
  const user = await userOf(db, actor.userId);
  if (!user.phoneNumber) throw new AppError('unprocessable', 'Add a phone number to your details first.');
  if (user.phoneNumberConfirmed) throw new AppError('conflict', 'Your phone number is already confirmed.');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    phoneNumber: user.phoneNumber,
    codeHash: hashCode(user.id, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + PHONE_CODE_LIFETIME_MS),
    createdAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(phoneCodes)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: row });
    await queueSms(tx, {
      to: user.phoneNumber!,
      text: `${code} is your ${mail.company.businessName} code to confirm your phone number. It expires in 10 minutes.`,
      secrets: [code],
    });
  });
  return { sentTo: user.phoneNumber };
}

export async function confirmPhone(db: Database, input: VerifyPhoneInput, actor: Actor): Promise<void> {
  const now = new Date();
  const { userId } = actor;
  const { code } = input;
  const user = await userOf(db, userId);
  const [entry] = await db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId));
  if (!entry || entry.expiresAt <= now || entry.phoneNumber !== user.phoneNumber) {
    throw new AppError('unprocessable', 'This code has expired. Please ask for a new one.');
  }
  const expected = Buffer.from(entry.codeHash, 'hex');
  const given = Buffer.from(hashCode(userId, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = entry.attempts + 1;
    if (attempts >= PHONE_CODE_MAX_TRIES) {
      await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
      throw new AppError('unprocessable', 'That code was wrong too many times. Please ask for a new one.');
    }
    await db.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.userId, userId));
    const left = PHONE_CODE_MAX_TRIES - attempts;
    throw new AppError('bad-request', `code: is not the code we sent (${left} ${left === 1 ? 'try' : 'tries'} left)`);
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ phoneNumberConfirmed: true, updateDate: new Date() }).where(eq(users.id, userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  });
}
