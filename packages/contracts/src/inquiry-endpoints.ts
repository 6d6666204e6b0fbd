import { defineEndpoints } from './endpoint.ts';

/*
 * Inquiries under /api/inquiry: anyone may send one (a question or a complaint); staff of the
 * Inquiries area read, answer and delete them. Their shapes are inquiryShapes in inquiries.ts.
 */
export const inquiryEndpoints = defineEndpoints('inquiries', {
  send: { method: 'POST', path: '/api/inquiry', access: 'public' },
  list: { method: 'GET', path: '/api/inquiry', access: 'inquiries' },
  one: { method: 'GET', path: '/api/inquiry/:id', access: 'inquiries' },
  reply: { method: 'POST', path: '/api/inquiry/:id/reply', access: 'inquiries' },
  remove: { method: 'DELETE', path: '/api/inquiry/:id', access: 'inquiries' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { InquiryShapes } from './inquiries.ts';
