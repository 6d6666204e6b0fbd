import { defineEndpoints } from './endpoint.ts';

/*
 * "Drop a hint" (decision 046): a signed-in shopper e-mails one piece to a friend. The shape is
 * hintShapes in hints.ts.
 */
export const hintEndpoints = defineEndpoints('hints', {
  send: { method: 'POST', path: '/api/hints', access: 'signedIn', requires: ['emailConfirmed'] },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { HintShapes } from './hints.ts';
