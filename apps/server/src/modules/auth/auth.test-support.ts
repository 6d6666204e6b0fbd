import type { TestApp } from '../../testing/test-app.ts';

/*
 * What the auth test files share (auth-sessions, auth-passwords): a new customer's form, the
 * session cookie an answer sets, and registering from a client address of the file's own.
 */

export const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Nair',
  email: `priya.${Math.random().toString(36).slice(2, 8)}@example.org`,
  password: 'Pearl-and-Gold-77',
  phoneNumber: `+91 98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
  ringSize: '6.5',
  sendNewsAndOffer: true,
  ...overrides,
});

export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith('facet_session='));
  if (!header) throw new Error('No session cookie was set');
  return header.split(';')[0]!;
}

/** Calls for one test file, on the app `app` answers once the file's beforeAll has made it. */
export function authCalls(app: () => TestApp) {
  let address = 0;
  /** Each test calls from its own client address, so the rate limits of one do not touch another. */
  function from() {
    address += 1;
    return `198.51.100.${address}`;
  }

  async function register(body = newCustomer()) {
    const t = app();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: from(),
    });
    return { response, body };
  }

  return { from, register };
}
