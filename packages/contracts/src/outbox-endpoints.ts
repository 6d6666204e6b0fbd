import { defineEndpoints } from './endpoint.ts';

/*
 * The outbox (the Admin's Outbox area): every e-mail and SMS the shop sent or keeps, with tokens
 * and codes hidden for every channel that has a transport. Their shapes are outboxShapes in
 * outbox.ts.
 */
export const outboxEndpoints = defineEndpoints('outbox', {
  list: { method: 'GET', path: '/api/outbox', access: 'outbox' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { OutboxShapes } from './outbox.ts';
