import { checkboxField, emailField, nameField, phoneField, ringSizeField } from './account-fields.ts';
import { activateAccountInput, messageResult } from './auth.ts';
import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { roles, staffRoles } from './permissions.ts';
import { userEndpoints } from './user-endpoints.ts';
import { z } from './zod.ts';

/** A row of the members and customers lists. */
export const userRecord = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(roles),
  isActive: z.boolean(),
  isAccountActivated: z.boolean(),
  emailConfirmed: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** The signed-in user, as `GET /api/user/cuser` returns it: the record and their own settings. */
export const currentUser = userRecord.extend({
  ringSize: z.string().nullable(),
  sendNewsAndOffer: z.boolean(),
  phoneNumberConfirmed: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const roleList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => (value === undefined ? [] : [value].flat().flatMap((v) => v.split(','))))
  .pipe(z.array(z.enum(roles)));

export const userOrderBy = ['CreateDate', 'FirstName', 'LastName', 'Email', 'Role'] as const;

/** Member list query: paged, CreateDate descending by default, 10 a page. */
export const userListQuery = z.object({
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .optional()
    .transform((v) => (v ? (v.toLowerCase() as 'asc' | 'desc') : 'desc')),
  orderBy: z.enum(userOrderBy).optional().default('CreateDate'),
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(10),
  search: z.string().trim().max(100).optional().default(''),
  rolesToExclude: roleList,
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** PUT /api/user: what a person may change about themselves. */
export const updateOwnDetailsInput = z.object({
  firstName: nameField,
  lastName: nameField,
  phoneNumber: phoneField,
  ringSize: ringSizeField,
  sendNewsAndOffer: checkboxField,
});
export type UpdateOwnDetailsInput = z.infer<typeof updateOwnDetailsInput>;

export const changeRoleInput = z.object({ userId: z.uuid(), role: z.enum(staffRoles) });
export type ChangeRoleInput = z.infer<typeof changeRoleInput>;

/** POST /api/user/register/request: an Admin invites a member of staff. */
export const inviteMemberInput = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneField,
  role: z.enum(staffRoles),
});
export type InviteMemberInput = z.infer<typeof inviteMemberInput>;

export const userIdParams = z.object({ id: z.uuid() });
export type UserIdParams = z.infer<typeof userIdParams>;

const accountToggle = (summary: string) => ({
  summary: `${summary}; a disabled account cannot sign in and its sessions end`,
  params: userIdParams,
  response: userRecord,
});

export const userShapes = defineShapes(userEndpoints, {
  current: { summary: 'The signed-in user', response: currentUser },
  list: {
    summary: 'Members and customers, a page at a time (default: 10, newest first)',
    query: userListQuery,
    response: pagedSchema(userRecord),
  },
  one: { summary: 'One member’s or customer’s account', params: userIdParams, response: userRecord },
  updateOwnDetails: {
    summary: 'Change your own details (a new phone number must be confirmed again)',
    body: updateOwnDetailsInput,
    response: currentUser,
  },
  changeRole: { summary: 'Change a member’s role', body: changeRoleInput, response: userRecord },
  invite: {
    summary: 'Invite a member of staff (they set their password from the e-mailed link)',
    body: inviteMemberInput,
    response: userRecord,
    status: 201,
  },
  activate: {
    summary: 'Accept an invitation: set the password with the token from the link',
    body: activateAccountInput,
    response: messageResult,
  },
  resendActivation: { summary: 'Send a new invitation link', params: userIdParams, response: messageResult },
  disableByLink: accountToggle('Disable (same-origin only)'),
  enableByLink: accountToggle('Enable (same-origin only)'),
  disable: accountToggle('Disable an account'),
  enable: accountToggle('Enable an account'),
});
export type UserShapes = typeof userShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    users: UserShapes;
  }
}
