import { z } from './zod.ts';

/** GET /api/analytics/minimal/customer */
export const customerAnalytics = z.object({
  total: z.number().int(),
  active: z.number().int(),
  emailConfirmed: z.number().int(),
  newLast30Days: z.number().int(),
  subscribedToNews: z.number().int(),
});
export type CustomerAnalytics = z.infer<typeof customerAnalytics>;

/** GET /api/analytics/minimal/member */
export const memberAnalytics = z.object({
  total: z.number().int(),
  active: z.number().int(),
  awaitingActivation: z.number().int(),
  byRole: z.object({
    Admin: z.number().int(),
    Manager: z.number().int(),
    StoneManager: z.number().int(),
    JewelleryManager: z.number().int(),
  }),
});
export type MemberAnalytics = z.infer<typeof memberAnalytics>;
