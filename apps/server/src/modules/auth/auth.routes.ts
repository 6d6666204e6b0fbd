import { RESET_LINK_SENT } from '@facet/contracts/auth';
import { authEndpoints } from '@facet/contracts/auth-endpoints';
import { authShapes } from '@facet/contracts/auth-shapes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoints } from '../../lib/endpoint-routes.ts';
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

/** The auth calls, paths as the original's (contracts: authEndpoints, authShapes). */
export async function registerAuthRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const mail = mailContextOf(app.config);
  const secure = app.config.secureCookies;

  const answerSignedIn = async (
    reply: FastifyReply,
    result: { user: { id: string }; session: { token: string; expiresAt: Date } },
  ) => {
    setSessionCookie(reply, result.session.token, result.session.expiresAt, secure);
    return getCurrentUser(db(), { userId: result.user.id });
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

  const logout = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
    await signOut(db(), { token: request.cookies[SESSION_COOKIE] });
    clearSessionCookie(reply, secure);
    return { message: 'You are signed out.' };
  };

  const sendResetLink = async (reply: FastifyReply, input: { email: string }) => {
    await app.limits.take('forgotPassword', reply, [input.email]);
    await requestPasswordReset(db(), input);
    return { message: RESET_LINK_SENT };
  };

  registerEndpoints(
    app,
    authEndpoints,
    authShapes,
    {
      signInWithEmail: ({ body, request, reply }) =>
        signInCounted(reply, signInTargetOfEmail(body.email), () =>
          signInWithEmail(db(), body, request.cookies[SESSION_COOKIE]),
        ),
      signInWithPhone: ({ body, request, reply }) =>
        signInCounted(reply, signInTargetOfPhone(body.PhoneNumber), () =>
          signInWithPhone(db(), body, request.cookies[SESSION_COOKIE]),
        ),
      register: async ({ body, reply }) => {
        // Counted whether or not the address or number is taken, so the limit tells nothing either.
        await app.limits.take('register', reply, [`email:${body.email}`, `phone:${body.phoneNumber}`]);
        const result = await registerCustomer(db(), body, mail);
        setSessionCookie(reply, result.session.token, result.session.expiresAt, secure);
        return getCurrentUser(db(), { userId: result.user.id });
      },
      signOutByLink: logout,
      signOut: logout,
      forgotPasswordByLink: ({ params, reply }) => sendResetLink(reply, params),
      forgotPassword: ({ body, reply }) => sendResetLink(reply, body),
      setNewPassword: async ({ body, reply }) => {
        await app.limits.take('setNewPassword', reply);
        const { signInTargets } = await resetPassword(db(), body);
        // The owner has proved themselves through the e-mail: earlier failed sign-ins no longer count.
        await app.limits.clear('signIn', signInTargets);
        return { message: 'Your new password is set. Please sign in with it.' };
      },
      changePassword: async ({ body, request }) => {
        await changePassword(db(), body, actorOf(request), request.cookies[SESSION_COOKIE]);
        return { message: 'Your password is changed.' };
      },
    },
    { tags: ['Auth'] },
  );
}
