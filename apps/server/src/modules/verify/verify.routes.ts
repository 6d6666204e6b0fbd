import { messageResult, sentToResult, verifyEmailInput, verifyPhoneInput } from '@facet/contracts/auth';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailContextOf } from '../auth/account-mail.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { confirmEmail, confirmPhone, sendEmailConfirmation, sendPhoneCode } from './verify.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** The verify calls: send a link or code, then confirm with it. */
export async function registerVerifyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mail = mailContextOf(app.config);

  api.post(
    '/api/verify/email/send',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Verify'],
        summary: 'E-mail a new confirmation link',
        response: { 200: envelopeSchema(sentToResult) },
      },
    },
    async (request, reply) => {
      // Counted per account and channel: the message goes to that account's address or phone.
      const actor = actorOf(request);
      await app.limits.take('sendCode', reply, [`email:${actor.userId}`]);
      await sendEmailConfirmation(app.database.db, actor, mail);
      const user = await getCurrentUser(app.database.db, actor);
      return successEnvelope({ sentTo: user.email, message: `We have sent a new link to ${user.email}.` });
    },
  );

  api.post(
    '/api/verify/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Verify'],
        summary: 'Confirm an e-mail address with the token from the link (no sign-in needed)',
        body: verifyEmailInput,
        response: { 200: envelopeSchema(messageResult) },
      },
    },
    async (request) => {
      await confirmEmail(app.database.db, request.body);
      return successEnvelope({ message: 'Your e-mail address is confirmed. Thank you!' });
    },
  );

  api.post(
    '/api/verify/phonenumber/send',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Verify'],
        summary: 'Text a 6-digit code to your phone',
        response: { 200: envelopeSchema(sentToResult) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await app.limits.take('sendCode', reply, [`sms:${actor.userId}`]);
      const { sentTo } = await sendPhoneCode(app.database.db, actor, mail);
      return successEnvelope({ sentTo, message: `We have sent a 6-digit code to ${sentTo}.` });
    },
  );

  api.post(
    '/api/verify/phonenumber',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Verify'],
        summary: 'Confirm your phone number with the code (10 minutes, 5 tries)',
        body: verifyPhoneInput,
        response: { 200: envelopeSchema(messageResult) },
      },
    },
    async (request) => {
      await confirmPhone(app.database.db, request.body, actorOf(request));
      return successEnvelope({ message: 'Your phone number is confirmed.' });
    },
  );
}
