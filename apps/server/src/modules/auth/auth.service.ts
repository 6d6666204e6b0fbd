import {
  type ChangePasswordInput,
  type ForgotPasswordRequestInput,
  type LoginEmailInput,
  type LoginPhoneInput,
  PHONE_SIGN_IN_FAILED,
  type RegisteredCustomerInput,
  type SetNewPasswordInput,
  SIGN_IN_FAILED,
} from '@facet/contracts/auth';
import type { Actor } from '@facet/contracts/permissions';
import type { Database } from '@facet/db/client';
import { hashPassword, verifyPassword } from '@facet/db/passwords';
import { users } from '@facet/db/schema/users';
import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { createSession, endSession, endSessionsOf } from '../sessions/sessions.service.ts';
import { type MailContext, sendConfirmEmail, sendResetPasswordEmail } from './account-mail.ts';
import { assertUncommonPassword } from './password-policy.ts';
import { consumeToken, issueToken } from './tokens.service.ts';

type User = typeof users.$inferSelect;

/** A hash to verify against when there is no account, so that the answer takes as long either way. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('facet-decoy-password-for-timing');
  return decoyHash;
}

/** Refuses an e-mail address or phone number that another account (not `exceptUserId`) has. */
export async function assertEmailAndPhoneFree(
  db: Database,
  input: { email: string; phoneNumber: string; exceptUserId?: string },
) {
  const { email, phoneNumber, exceptUserId } = input;
  const taken = await db
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phoneNumber, phoneNumber)));
  for (const other of taken) {
    if (other.id === exceptUserId) continue;
    if (other.email === email)
      throw new AppError('conflict', 'email: an account with this e-mail address already exists');
    throw new AppError('conflict', 'phoneNumber: an account with this phone number already exists');
  }
}

/** Registration: a customer account, signed in at once, with a link to confirm the e-mail. */
export async function registerCustomer(
  db: Database,
  input: RegisteredCustomerInput,
  mail: MailContext,
): Promise<{ user: User; session: { token: string; expiresAt: Date } }> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertEmailAndPhoneFree(tx, input);
    const [user] = await tx
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        role: 'Customer',
        ringSize: input.ringSize,
        sendNewsAndOffer: input.sendNewsAndOffer,
        isActive: true,
        isAccountActivated: true,
      })
      .returning();
    const token = await issueToken(tx, { userId: user!.id, purpose: 'confirm-email' });
    await sendConfirmEmail(tx, { to: user!, token }, mail);
    return { user: user!, session: await createSession(tx, { userId: user!.id }) };
  });
}

/*
 * Failed sign-ins are counted per identifier as the caller typed it (normalised), not per
 * account found, so that an unknown address is limited exactly like a known one.
 */
export function signInTargetOfEmail(email: string): string {
  return `email:${email}`;
}
export function signInTargetOfPhone(phoneNumber: string): string {
  return `phone:${phoneNumber}`;
}
/** Every identifier an account signs in with: the failure counts a sign-in or a new password clears. */
export function signInTargetsOf(user: { email: string; phoneNumber: string | null }): string[] {
  return [signInTargetOfEmail(user.email), ...(user.phoneNumber ? [signInTargetOfPhone(user.phoneNumber)] : [])];
}

async function checkPassword(user: User | undefined, password: string, failure: string): Promise<User> {
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await decoy(), password), false);
  if (!user || !ok) throw new AppError('unauthenticated', failure);
  if (!user.isActive)
    throw new AppError('forbidden', 'This account is disabled. Please contact us if you think it should not be.');
  return user;
}

/** Signs in by e-mail; a new session replaces the one in hand (the id is rotated). */
export async function signInWithEmail(db: Database, input: LoginEmailInput, previousToken: string | undefined) {
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const signedIn = await checkPassword(user, input.password, SIGN_IN_FAILED);
  return startSession(db, signedIn, previousToken);
}

/** Signs in by phone, for a confirmed phone number only. */
export async function signInWithPhone(db: Database, input: LoginPhoneInput, previousToken: string | undefined) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, input.PhoneNumber), eq(users.phoneNumberConfirmed, true)))
    .limit(1);
  const signedIn = await checkPassword(user, input.password, PHONE_SIGN_IN_FAILED);
  return startSession(db, signedIn, previousToken);
}

async function startSession(db: Database, user: User, previousToken: string | undefined) {
  if (previousToken) await endSession(db, { token: previousToken });
  return { user, session: await createSession(db, { userId: user.id }) };
}

/** Ends the session of the token in hand, if there is one. */
export async function signOut(db: Database, input: { token: string | undefined }): Promise<void> {
  if (input.token) await endSession(db, { token: input.token });
}

export const SEND_PASSWORD_RESET_JOB = 'auth.send-password-reset';

/**
 * Forgotten password: only queues a job, whatever the address, so that the answer takes as long
 * for an address with an account as for one without (the lookup would tell them apart). A burst
 * for one address queues one job.
 */
export async function requestPasswordReset(db: Database, input: ForgotPasswordRequestInput): Promise<void> {
  const { email } = input;
  await enqueueJob(db, {
    kind: SEND_PASSWORD_RESET_JOB,
    payload: { email },
    uniqueKey: `${SEND_PASSWORD_RESET_JOB}:${email}`,
  });
}

/** The job: e-mails a reset link when the address has an active account with a password. */
export async function sendPasswordReset(
  db: Database,
  input: ForgotPasswordRequestInput,
  mail: MailContext,
): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.isActive, true)))
    .limit(1);
  if (!user || !user.passwordHash) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, purpose: 'reset-password' });
    await sendResetPasswordEmail(tx, { to: user, token }, mail);
  });
}

/**
 * Sets the password from a reset link; every session of the account ends. Returns the account's
 * sign-in identifiers, whose failed sign-ins no longer count.
 */
export async function resetPassword(db: Database, input: SetNewPasswordInput): Promise<{ signInTargets: string[] }> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, { token: input.token, purpose: 'reset-password' });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updateDate: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email, phoneNumber: users.phoneNumber });
    await endSessionsOf(tx, { userId });
    return { signInTargets: user ? signInTargetsOf(user) : [] };
  });
}

/** The signed-in change of password; the other sessions of the account end. */
export async function changePassword(
  db: Database,
  input: ChangePasswordInput,
  actor: Actor,
  currentToken: string | undefined,
): Promise<void> {
  const { userId } = actor;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('bad-request', 'currentPassword: is not your current password');
  }
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updateDate: new Date() }).where(eq(users.id, userId));
    await endSessionsOf(tx, { userId, exceptToken: currentToken });
  });
}
