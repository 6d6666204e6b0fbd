import { defineShapes } from './endpoint-shapes.ts';
import { pagedSchema } from './envelope-schemas.ts';
import { outboxEndpoints } from './outbox-endpoints.ts';
import { z } from './zod.ts';

/** A message the shop sent or is sending, as the Admin's outbox page lists it. */
export const outboxMessageRecord = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** The files it carries (a tax document's PDF), by name. */
  attachments: z.array(z.string()),
  /** Extra e-mail headers it is sent with (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  headers: z.record(z.string(), z.string()),
  redacted: z
    .boolean()
    .describe('true: tokens and codes in text and links are replaced by [hidden] (the channel has a transport)'),
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

/**
 * A page of the outbox. `redacted` says, per channel, whether secrets are hidden: they are
 * whenever the shop has a transport for the channel; without one (local use) messages stay in
 * the outbox with working links and codes.
 */
export const outboxListing = pagedSchema(outboxMessageRecord).extend({
  redacted: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type OutboxListing = z.infer<typeof outboxListing>;
/** Per channel, whether the outbox hides its messages' secrets. */
export type OutboxRedaction = OutboxListing['redacted'];

export const outboxQuery = z.object({
  pageNo: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
  search: z.string().trim().max(100).optional().default(''),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxShapes = defineShapes(outboxEndpoints, {
  list: { summary: 'Outgoing e-mails and SMS, newest first', query: outboxQuery, response: outboxListing },
});
export type OutboxShapes = typeof outboxShapes;

declare module './endpoint.ts' {
  interface DeclaredShapes {
    outbox: OutboxShapes;
  }
}
