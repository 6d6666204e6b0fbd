import { roles } from './permissions.ts';
import { z } from './zod.ts';

/** The signed-in user (SPEC §3 "User"), as `GET /api/user/cuser` returns it. */
export const currentUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(roles),
  emailConfirmed: z.boolean(),
  phoneNumberConfirmed: z.boolean(),
  isActive: z.boolean(),
  isAccountActivated: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;
