import type { Paged } from '@facet/contracts/envelope';
import type { ActivateAccountInput } from '@facet/contracts/auth';
import type { Actor } from '@facet/contracts/permissions';
import type {
  ChangeRoleInput,
  CurrentUser,
  InviteMemberInput,
  UpdateOwnDetailsInput,
  UserIdParams,
  UserListQuery,
  UserRecord,
} from '@facet/contracts/users';
import type { Database } from '@facet/db/client';
import { hashPassword } from '@facet/db/passwords';
import { AppError } from '../../lib/app-error.ts';
import { type MailContext, sendInvitationEmail } from '../auth/account-mail.ts';
import { assertEmailAndPhoneFree } from '../auth/auth.service.ts';
import { assertUncommonPassword } from '../auth/password-policy.ts';
import { consumeToken, issueToken } from '../auth/tokens.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { endSessionsOf } from '../sessions/sessions.service.ts';
import {
  activateMemberAccount,
  countUsers,
  findUserRow,
  insertUser,
  listUserRows,
  lockActiveAdminIds,
  updateUser,
  type UserRow,
} from './users.queries.ts';

function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    ringSize: row.ringSize,
    sendNewsAndOffer: row.sendNewsAndOffer,
    emailConfirmed: row.emailConfirmed,
    phoneNumberConfirmed: row.phoneNumberConfirmed,
    isActive: row.isActive,
    isAccountActivated: row.isAccountActivated,
    createDate: row.createDate.toISOString(),
    updateDate: row.updateDate.toISOString(),
  };
}

function toUserRecord(row: UserRow): UserRecord {
  const { ringSize: _ringSize, sendNewsAndOffer: _news, phoneNumberConfirmed: _phone, ...record } = toCurrentUser(row);
  return record;
}

/** What the audit log keeps of an account (never the password hash). */
function auditView(row: UserRow) {
  return { email: row.email, role: row.role, isActive: row.isActive, isAccountActivated: row.isAccountActivated };
}

async function findUser(db: Database, id: string): Promise<UserRow> {
  const row = await findUserRow(db, id);
  if (!row) throw new AppError('not-found', 'There is no such account.');
  return row;
}

/** The signed-in person's own account (the one a sign-in or registration just opened, too). */
export async function getCurrentUser(db: Database, actor: Pick<Actor, 'userId'>): Promise<CurrentUser> {
  const row = await findUserRow(db, actor.userId);
  if (!row) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return toCurrentUser(row);
}

/** GET /api/user/:id: one member's or customer's account (the back-office customer page). */
export async function getUser(db: Database, input: UserIdParams): Promise<UserRecord> {
  return toUserRecord(await findUser(db, input.id));
}

/** Members and customers, a page at a time. */
export async function listUsers(db: Database, input: UserListQuery): Promise<Paged<UserRecord>> {
  const [rows, total] = await Promise.all([listUserRows(db, input), countUsers(db, input)]);
  return { records: rows.map(toUserRecord), totalRecords: total };
}

/** PUT /api/user: a new phone number has to be confirmed again. */
export async function updateOwnDetails(db: Database, input: UpdateOwnDetailsInput, actor: Actor): Promise<CurrentUser> {
  const { userId } = actor;
  return db.transaction(async (tx) => {
    const current = await findUser(tx, userId);
    if (input.phoneNumber !== current.phoneNumber) {
      await assertEmailAndPhoneFree(tx, { email: current.email, phoneNumber: input.phoneNumber, exceptUserId: userId });
    }
    const row = await updateUser(tx, userId, {
      ...input,
      phoneNumberConfirmed: input.phoneNumber === current.phoneNumber ? current.phoneNumberConfirmed : false,
      updateDate: new Date(),
    });
    return toCurrentUser(row!);
  });
}

/**
 * Locks the active Admins' rows and refuses a change that would leave none, or that an Admin
 * makes to themselves. Locking makes two Admins demoting each other at once take turns.
 */
async function assertNotLastAdminOrSelf(db: Database, actor: Actor, target: UserRow, what: string) {
  if (target.id === actor.userId) throw new AppError('unprocessable', `You cannot ${what} your own account.`);
  if (target.role !== 'Admin' || !target.isActive) return;
  const activeAdmins = await lockActiveAdminIds(db);
  if (activeAdmins.filter((id) => id !== target.id).length === 0) {
    throw new AppError('unprocessable', `You cannot ${what} the last active Admin.`);
  }
}

export async function changeRole(db: Database, input: ChangeRoleInput, actor: Actor): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const target = await findUser(tx, input.userId);
    if (target.role === 'Customer') throw new AppError('unprocessable', 'Customers have no staff role to change.');
    if (target.role === input.role) return toUserRecord(target);
    if (target.role === 'Admin') await assertNotLastAdminOrSelf(tx, actor, target, 'demote');
    else if (target.id === actor.userId) throw new AppError('unprocessable', 'You cannot change your own role.');
    const row = await updateUser(tx, target.id, { role: input.role, updateDate: new Date() });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.role-changed',
      entityType: 'user',
      entityId: target.id,
      before: auditView(target),
      after: auditView(row!),
    });
    return toUserRecord(row!);
  });
}

/** Disables (isActive false: no sign-in, sessions end at once) or enables an account. */
export async function setActive(
  db: Database,
  input: UserIdParams & { active: boolean },
  actor: Actor,
): Promise<UserRecord> {
  const { id: userId, active } = input;
  return db.transaction(async (tx) => {
    const target = await findUser(tx, userId);
    if (!active) await assertNotLastAdminOrSelf(tx, actor, target, 'disable');
    if (target.isActive === active) return toUserRecord(target);
    const row = await updateUser(tx, userId, { isActive: active, updateDate: new Date() });
    if (!active) await endSessionsOf(tx, { userId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: active ? 'user.enabled' : 'user.disabled',
      entityType: 'user',
      entityId: userId,
      before: auditView(target),
      after: auditView(row!),
    });
    return toUserRecord(row!);
  });
}

/** An Admin invites a member of staff: an account waiting for its password, and a link to set it. */
export async function inviteMember(
  db: Database,
  input: InviteMemberInput,
  actor: Actor,
  mail: MailContext,
): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    await assertEmailAndPhoneFree(tx, input);
    const row = await insertUser(tx, { ...input, isActive: true, isAccountActivated: false, emailConfirmed: false });
    const token = await issueToken(tx, { userId: row!.id, purpose: 'activate-account' });
    await sendInvitationEmail(tx, { to: row!, token }, mail);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.invited',
      entityType: 'user',
      entityId: row!.id,
      after: auditView(row!),
    });
    return toUserRecord(row!);
  });
}

export async function resendActivation(
  db: Database,
  input: UserIdParams,
  actor: Actor,
  mail: MailContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findUser(tx, input.id);
    if (target.isAccountActivated) throw new AppError('conflict', 'This account is already activated.');
    const token = await issueToken(tx, { userId: target.id, purpose: 'activate-account' });
    await sendInvitationEmail(tx, { to: target, token }, mail);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.activation-resent',
      entityType: 'user',
      entityId: target.id,
    });
  });
}

/** The invitation link: the member sets a password; that also confirms their e-mail address. */
export async function activateAccount(db: Database, input: ActivateAccountInput): Promise<void> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, { token: input.token, purpose: 'activate-account' });
    await activateMemberAccount(tx, userId, passwordHash);
  });
}
