import { activateAccountInput, messageResult } from '@facet/contracts/auth';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema, pagedSchema } from '@facet/contracts/envelope-schemas';
import {
  changeRoleInput,
  currentUser,
  inviteMemberInput,
  updateOwnDetailsInput,
  userIdParams,
  userListQuery,
  userRecord,
} from '@facet/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailContextOf } from '../auth/account-mail.ts';
import {
  activateAccount,
  changeRole,
  getCurrentUser,
  getUser,
  inviteMember,
  listUsers,
  resendActivation,
  setActive,
  updateOwnDetails,
} from './users.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** The user calls, paths as the original's. Who may call each is in its access rule (members area: Admin). */
export async function registerUserRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mail = mailContextOf(app.config);
  const oneUser = { 200: envelopeSchema(userRecord) };

  api.get(
    '/api/user/cuser',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['User'], summary: 'The signed-in user', response: { 200: envelopeSchema(currentUser) } },
    },
    async (request) => successEnvelope(await getCurrentUser(app.database.db, actorOf(request))),
  );

  api.get(
    '/api/user',
    {
      config: { access: 'members' },
      schema: {
        tags: ['User'],
        summary: 'Members and customers, a page at a time (default: 10, newest first)',
        querystring: userListQuery,
        response: { 200: envelopeSchema(pagedSchema(userRecord)) },
      },
    },
    async (request) => successEnvelope(await listUsers(app.database.db, request.query)),
  );

  api.get(
    '/api/user/:id',
    {
      config: { access: 'members' },
      schema: {
        tags: ['User'],
        summary: 'One member’s or customer’s account',
        params: userIdParams,
        response: oneUser,
      },
    },
    async (request) => successEnvelope(await getUser(app.database.db, request.params)),
  );

  api.put(
    '/api/user',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['User'],
        summary: 'Change your own details (a new phone number must be confirmed again)',
        body: updateOwnDetailsInput,
        response: { 200: envelopeSchema(currentUser) },
      },
    },
    async (request) => successEnvelope(await updateOwnDetails(app.database.db, request.body, actorOf(request))),
  );

  api.put(
    '/api/user/role',
    {
      config: { access: 'members' },
      schema: { tags: ['User'], summary: 'Change a member’s role', body: changeRoleInput, response: oneUser },
    },
    async (request) => successEnvelope(await changeRole(app.database.db, request.body, actorOf(request))),
  );

  api.post(
    '/api/user/register/request',
    {
      config: { access: 'members' },
      schema: {
        tags: ['User'],
        summary: 'Invite a member of staff (they set their password from the e-mailed link)',
        body: inviteMemberInput,
        response: { 201: envelopeSchema(userRecord) },
      },
    },
    async (request, reply) => {
      const invited = await inviteMember(app.database.db, request.body, actorOf(request), mail);
      reply.code(201);
      return successEnvelope(invited, 201);
    },
  );

  api.post(
    '/api/user/activate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['User'],
        summary: 'Accept an invitation: set the password with the token from the link',
        body: activateAccountInput,
        response: { 200: envelopeSchema(messageResult) },
      },
    },
    async (request) => {
      await activateAccount(app.database.db, request.body);
      return successEnvelope({ message: 'Your account is active. Please sign in with your new password.' });
    },
  );

  api.post(
    '/api/user/activation/resend/:id',
    {
      config: { access: 'members' },
      schema: {
        tags: ['User'],
        summary: 'Send a new invitation link',
        params: userIdParams,
        response: { 200: envelopeSchema(messageResult) },
      },
    },
    async (request) => {
      await resendActivation(app.database.db, request.params, actorOf(request), mail);
      return successEnvelope({ message: 'A new invitation link is on its way.' });
    },
  );

  const sameOriginOnly = { refusal: 'This change must come from the shop’s own pages; use the PUT twin.' };
  const toggles = [
    {
      method: 'GET',
      url: '/api/user/disable/:id',
      active: false,
      sameOriginOnly: true,
      summary: 'Disable (same-origin only)',
    },
    {
      method: 'GET',
      url: '/api/user/enable/:id',
      active: true,
      sameOriginOnly: true,
      summary: 'Enable (same-origin only)',
    },
    {
      method: 'PUT',
      url: '/api/user/deactive/:id',
      active: false,
      sameOriginOnly: false,
      summary: 'Disable an account',
    },
    { method: 'PUT', url: '/api/user/active/:id', active: true, sameOriginOnly: false, summary: 'Enable an account' },
  ] as const;
  for (const toggle of toggles) {
    api.route({
      method: toggle.method,
      url: toggle.url,
      config: { access: 'members', ...(toggle.sameOriginOnly ? { sameOriginOnly } : {}) },
      schema: {
        tags: ['User'],
        summary: `${toggle.summary}; a disabled account cannot sign in and its sessions end`,
        params: userIdParams,
        response: oneUser,
      },
      handler: async (request) => {
        return successEnvelope(
          await setActive(app.database.db, { ...request.params, active: toggle.active }, actorOf(request)),
        );
      },
    });
  }
}
