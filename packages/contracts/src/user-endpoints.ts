import { defineEndpoints } from './endpoint.ts';

/*
 * The user calls under /api/user, paths as the original's: the signed-in person reads and changes
 * their own details; the Members area (Admin) lists, reads, invites, re-roles, disables and enables
 * accounts; an invitation is accepted by anyone holding its token. GET /api/user/disable/:id and
 * /enable/:id are the historic GET twins of PUT /api/user/deactive/:id and /active/:id: they change
 * state, so only the shop's own pages may call them. Their shapes are userShapes in users.ts.
 */
const getTwin = { refusal: 'This change must come from the shop’s own pages; use the PUT twin.' };

export const userEndpoints = defineEndpoints('users', {
  current: { method: 'GET', path: '/api/user/cuser', access: 'signedIn' },
  list: { method: 'GET', path: '/api/user', access: 'members' },
  one: { method: 'GET', path: '/api/user/:id', access: 'members' },
  updateOwnDetails: { method: 'PUT', path: '/api/user', access: 'signedIn' },
  changeRole: { method: 'PUT', path: '/api/user/role', access: 'members' },
  invite: { method: 'POST', path: '/api/user/register/request', access: 'members' },
  activate: { method: 'POST', path: '/api/user/activate', access: 'public' },
  resendActivation: { method: 'POST', path: '/api/user/activation/resend/:id', access: 'members' },
  disableByLink: { method: 'GET', path: '/api/user/disable/:id', access: 'members', sameOriginOnly: getTwin },
  enableByLink: { method: 'GET', path: '/api/user/enable/:id', access: 'members', sameOriginOnly: getTwin },
  disable: { method: 'PUT', path: '/api/user/deactive/:id', access: 'members' },
  enable: { method: 'PUT', path: '/api/user/active/:id', access: 'members' },
});

// Wherever the addresses are used, their shapes are known to the type checker (a type only).
export type { UserShapes } from './users.ts';
