import { z } from './zod.ts';

/** A message the shop sent or is sending (DESIGN §4), as the Admin's outbox page lists it. */
export const outboxMessageRecord = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  transport: z.enum(['outbox', 'smtp', 'sms-provider']).nullable().describe('how it left, once it did'),
  state: z
    .enum(['queued', 'sent', 'stored', 'failed'])
    .describe('stored: kept in the outbox (no transport configured)'),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createDate: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageRecord = z.infer<typeof outboxMessageRecord>;

export const outboxQuery = z.object({
  pageNo: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  search: z.string().trim().max(100).optional().default(''),
});
