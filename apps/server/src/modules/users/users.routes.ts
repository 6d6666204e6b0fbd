import { userEndpoints } from '@facet/contracts/user-endpoints';
import { userShapes } from '@facet/contracts/users';
import type { FastifyInstance } from 'fastify';
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
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/**
 * The user calls, paths as the original's (contracts: userEndpoints, userShapes). Who may call
 * each is in its access rule (members area: Admin); the GET twins that disable and enable an
 * account answer only the shop's own pages.
 */
export async function registerUserRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  registerEndpoints(
    app,
    userEndpoints,
    userShapes,
    {
      current: ({ request }) => getCurrentUser(db(), actorOf(request)),
      list: ({ query }) => listUsers(db(), query),
      one: ({ params }) => getUser(db(), params),
      updateOwnDetails: ({ body, request }) => updateOwnDetails(db(), body, actorOf(request)),
      changeRole: ({ body, request }) => changeRole(db(), body, actorOf(request)),
      invite: ({ body, request }) => inviteMember(db(), body, actorOf(request), mail),
      activate: async ({ body }) => {
        await activateAccount(db(), body);
        return { message: 'Your account is active. Please sign in with your new password.' };
      },
      resendActivation: async ({ params, request }) => {
        await resendActivation(db(), params, actorOf(request), mail);
        return { message: 'A new invitation link is on its way.' };
      },
      disableByLink: ({ params, request }) => setActive(db(), { ...params, active: false }, actorOf(request)),
      enableByLink: ({ params, request }) => setActive(db(), { ...params, active: true }, actorOf(request)),
      disable: ({ params, request }) => setActive(db(), { ...params, active: false }, actorOf(request)),
      enable: ({ params, request }) => setActive(db(), { ...params, active: true }, actorOf(request)),
    },
    { tags: ['User'] },
  );
}
