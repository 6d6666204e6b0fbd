import {
  changePasswordInput,
  forgotPasswordRequestInput,
  loginEmailInput,
  loginPhoneInput,
  messageResult,
  registerInput,
  RESET_LINK_SENT,
  setNewPasswordInput,
} from '@facet/contracts/auth';
import { successEnvelope } from '@facet/contracts/envelope';
import { envelopeSchema } from '@facet/contracts/envelope-schemas';
import { currentUser } from '@facet/contracts/users';
import { emailField } from '@facet/contracts/account-fields';
import { z } from '@facet/contracts/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clearSessionCookie, setSessionCookie } from '../sessions/session-cookie.ts';
import { SESSION_COOKIE } from '../sessions/sessions.service.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { mailContextOf } from './account-mail.ts';
import {
  changePassword,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
  signInTargetOfEmail,
  signInTargetOfPhone,
  signInTargetsOf,
  signInWithEmail,
  signInWithPhone,
  signOut,
} from './auth.service.ts';
import { actorOf } from '../../lib/actor.ts';

/** The auth calls, paths as the original's. */
export async function registerAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mail = mailContextOf(app.config);
  const secure = app.config.secureCookies;
  const signedInUser = { 200: envelopeSchema(currentUser) };
  const sentence = { 200: envelopeSchema(messageResult) };

  const answerSignedIn = async (
    reply: FastifyReply,
    result: { user: { id: string }; session: { token: string; expiresAt: Date } },
  ) => {
    setSessionCookie(reply, result.session.token, result.session.expiresAt, secure);
    return successEnvelope(await getCurrentUser(app.database.db, { userId: result.user.id }));
  };

  /*
   * Counted before the password is checked, so that a refused caller costs no argon2 work and
   * concurrent guesses cannot all slip in; a success is given back, so only failures count.
   */
  const signInCounted = async (
    reply: FastifyReply,
    target: string,
    signIn: () => Promise<{
      user: { id: string; email: string; phoneNumber: string | null };
      session: { token: string; expiresAt: Date };
    }>,
  ) => {
    const taken = await app.limits.take('signIn', reply, [target]);
    let result;
    try {
      result = await signIn();
    } catch (error) {
      const failedSignIn =
        error instanceof AppError && (error.code === 'unauthenticated' || error.code === 'forbidden');
      if (!failedSignIn) await taken.refund();
      throw error;
    }
    await taken.refund();
    await app.limits.clear('signIn', signInTargetsOf(result.user));
    return answerSignedIn(reply, result);
  };

  api.post(
    '/api/auth/login/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with e-mail and password',
        body: loginEmailInput,
        response: signedInUser,
      },
    },
    async (request, reply) =>
      signInCounted(reply, signInTargetOfEmail(request.body.email), () =>
        signInWithEmail(app.database.db, request.body, request.cookies[SESSION_COOKIE]),
      ),
  );

  api.post(
    '/api/auth/login/phone',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with a confirmed phone number and password',
        body: loginPhoneInput,
        response: signedInUser,
      },
    },
    async (request, reply) =>
      signInCounted(reply, signInTargetOfPhone(request.body.PhoneNumber), () =>
        signInWithPhone(app.database.db, request.body, request.cookies[SESSION_COOKIE]),
      ),
  );

  api.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Create a customer account (signed in at once; a link confirms the e-mail)',
        body: registerInput,
        response: { 201: envelopeSchema(currentUser) },
      },
    },
    async (request, reply) => {
      // Counted whether or not the address or number is taken, so the limit tells nothing either.
      await app.limits.take('register', reply, [`email:${request.body.email}`, `phone:${request.body.phoneNumber}`]);
      const result = await registerCustomer(app.database.db, request.body, mail);
      setSessionCookie(reply, result.session.token, result.session.expiresAt, secure);
      reply.code(201);
      return successEnvelope(await getCurrentUser(app.database.db, { userId: result.user.id }), 201);
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await signOut(app.database.db, { token: request.cookies[SESSION_COOKIE] });
    clearSessionCookie(reply, secure);
    return successEnvelope({ message: 'You are signed out.' });
  };
  api.get(
    '/api/auth/logout',
    {
      config: { access: 'public', sameOriginOnly: { refusal: 'Sign out from the shop’s own pages.' } },
      schema: { tags: ['Auth'], summary: 'Sign out (same-origin requests only; POST is the twin)', response: sentence },
    },
    logout,
  );
  api.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['Auth'], summary: 'Sign out', response: sentence } },
    logout,
  );

  api.get(
    '/api/auth/forgotpassword/:email',
    {
      config: {
        access: 'public',
        sameOriginOnly: { refusal: 'Ask for a new password from the shop’s own pages.' },
      },
      schema: {
        tags: ['Auth'],
        summary: 'Send a link to set a new password (same-origin only; POST …/send is the twin)',
        params: z.object({ email: emailField }),
        response: sentence,
      },
    },
    async (request, reply) => {
      await app.limits.take('forgotPassword', reply, [request.params.email]);
      await requestPasswordReset(app.database.db, request.params);
      return successEnvelope({ message: RESET_LINK_SENT });
    },
  );
  api.post(
    '/api/auth/forgotpassword/send',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Send a link to set a new password (the same answer for any address)',
        body: forgotPasswordRequestInput,
        response: sentence,
      },
    },
    async (request, reply) => {
      await app.limits.take('forgotPassword', reply, [request.body.email]);
      await requestPasswordReset(app.database.db, request.body);
      return successEnvelope({ message: RESET_LINK_SENT });
    },
  );

  api.post(
    '/api/auth/forgotpassword',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Set a new password with the token from the e-mailed link',
        body: setNewPasswordInput,
        response: sentence,
      },
    },
    async (request, reply) => {
      await app.limits.take('setNewPassword', reply);
      const { signInTargets } = await resetPassword(app.database.db, request.body);
      // The owner has proved themselves through the e-mail: earlier failed sign-ins no longer count.
      await app.limits.clear('signIn', signInTargets);
      return successEnvelope({ message: 'Your new password is set. Please sign in with it.' });
    },
  );

  api.post(
    '/api/auth/password/reset',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['Auth'],
        summary: 'Change your password (other sessions end)',
        body: changePasswordInput,
        response: sentence,
      },
    },
    async (request) => {
      await changePassword(app.database.db, request.body, actorOf(request), request.cookies[SESSION_COOKIE]);
      return successEnvelope({ message: 'Your password is changed.' });
    },
  );
}
