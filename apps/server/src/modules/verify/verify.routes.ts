import { verifyShapes } from '@facet/contracts/auth';
import { verifyEndpoints } from '@facet/contracts/verify-endpoints';
import type { FastifyInstance } from 'fastify';
import { mailContextOf } from '../auth/account-mail.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { confirmEmail, confirmPhone, sendEmailConfirmation, sendPhoneCode } from './verify.service.ts';
import { actorOf } from '../../lib/actor.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';

/** The verify calls: send a link or code, then confirm with it (contracts: verifyEndpoints, verifyShapes). */
export async function registerVerifyRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  registerEndpoints(
    app,
    verifyEndpoints,
    verifyShapes,
    {
      sendEmailLink: async ({ request, reply }) => {
        // Counted per account and channel: the message goes to that account's address or phone.
        const actor = actorOf(request);
        await app.limits.take('sendCode', reply, [`email:${actor.userId}`]);
        await sendEmailConfirmation(db(), actor, mail);
        const user = await getCurrentUser(db(), actor);
        return { sentTo: user.email, message: `We have sent a new link to ${user.email}.` };
      },
      confirmEmail: async ({ body }) => {
        await confirmEmail(db(), body);
        return { message: 'Your e-mail address is confirmed. Thank you!' };
      },
      sendPhoneCode: async ({ request, reply }) => {
        const actor = actorOf(request);
        await app.limits.take('sendCode', reply, [`sms:${actor.userId}`]);
        const { sentTo } = await sendPhoneCode(db(), actor, mail);
        return { sentTo, message: `We have sent a 6-digit code to ${sentTo}.` };
      },
      confirmPhone: async ({ body, request }) => {
        await confirmPhone(db(), body, actorOf(request));
        return { message: 'Your phone number is confirmed.' };
      },
    },
    { tags: ['Verify'] },
  );
}
