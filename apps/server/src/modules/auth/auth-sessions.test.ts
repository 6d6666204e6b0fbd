import { DEMO_PASSWORD } from '@facet/db/seed/demo-accounts';
import { users } from '@facet/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { authCalls, newCustomer, sessionCookieOf } from './auth.test-support.ts';

/*
 * Accounts and their sessions: registration (and the names refused for hiding or reordering
 * characters), sign-in by e-mail or confirmed phone (guessing slowed down), and sign-out.
 * Forgotten and changed passwords: auth-passwords.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { from, register } = authCalls(() => t);

describe('registration', () => {
  it('creates a signed-in customer and e-mails a link to confirm the address', async () => {
    const { response, body } = await register();
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email: body.email,
      role: 'Customer',
      emailConfirmed: false,
      ringSize: '6.5',
      sendNewsAndOffer: true,
      phoneNumber: expect.stringMatching(/^\+9198\d{8}$/),
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/facet_session=[\w-]{40,}; .*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const me = await t.app.inject({
      url: '/api/user/cuser',
      headers: { cookie: sessionCookieOf(response.headers['set-cookie']) },
    });
    expect(me.json().data.email).toBe(body.email);

    const mail = await latestMessageTo(t.database.db, body.email);
    expect(mail.subject).toMatch(/Confirm your e-mail address/);
    expect(mail.links[0]).toMatch(/^http:\/\/shop\.test\/confirm-email\?token=[\w-]{40,}$/);
    expect(mail.html).toContain(mail.links[0]!.replace(/&/g, '&amp;'));
    expect(mail.text).toContain(mail.links[0]);
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken e-mail address or phone number with 409', async () => {
    const { body } = await register();
    const sameEmail = await register(newCustomer({ email: body.email.toUpperCase() }));
    expect(sameEmail.response.statusCode).toBe(409);
    expect(sameEmail.response.json().errorMessages).toEqual([
      'email: an account with this e-mail address already exists',
    ]);
    const samePhone = await register(newCustomer({ phoneNumber: body.phoneNumber.replace(/\s/g, '') }));
    expect(samePhone.response.statusCode).toBe(409);
    expect(samePhone.response.json().errorMessages[0]).toMatch(/^phoneNumber: /);
  });

  it('explains every problem with the form, and refuses a common password', async () => {
    const bad = await register(
      newCustomer({ email: 'not-an-email', password: 'short', phoneNumber: '12', ringSize: '27', firstName: ' ' }),
    );
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().errorMessages).toEqual(
      expect.arrayContaining([
        'firstName: must not be empty',
        'email: must be a valid e-mail address',
        'password: must be at least 8 characters',
        'phoneNumber: must be a phone number, e.g. +91 98200 12345',
      ]),
    );
    expect(bad.response.json().errorMessages.some((m: string) => m.startsWith('ringSize: '))).toBe(true);
    const common = await register(newCustomer({ password: 'password123' }));
    expect(common.response.statusCode).toBe(400);
    expect(common.response.json().errorMessages).toEqual([
      'password: is too common; choose one that is harder to guess',
    ]);
  });
});

describe('sign-in', () => {
  it('signs in by e-mail, case-insensitively, and rotates the session', async () => {
    const old = await t.freshCookieFor('Customer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email: 'Customer@Example.com', password: DEMO_PASSWORD },
      headers: { cookie: old },
      remoteAddress: from(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'customer@example.com', role: 'Customer' });
    const fresh = sessionCookieOf(response.headers['set-cookie']);
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie: old } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it('says the same for a wrong password and an unknown address', async () => {
    for (const payload of [
      { email: 'customer@example.com', password: 'not the password' },
      { email: 'nobody@example.com', password: DEMO_PASSWORD },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/email',
        payload,
        remoteAddress: from(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorMessages).toEqual(['E-mail or password is incorrect']);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in by a confirmed phone number only', async () => {
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/phone',
      payload: { PhoneNumber: '+91 98200 00005', password: DEMO_PASSWORD },
      remoteAddress: from(),
    });
    expect(confirmed.statusCode).toBe(200);
    const { body } = await register();
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/phone',
      payload: { PhoneNumber: body.phoneNumber, password: body.password },
      remoteAddress: from(),
    });
    expect(unconfirmed.statusCode).toBe(401);
    expect(unconfirmed.json().errorMessages).toEqual(['Phone number or password is incorrect']);
  });

  it('keeps a disabled account out, even with the right password', async () => {
    const { body } = await register();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, body.email));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email: body.email, password: body.password },
      remoteAddress: from(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessages[0]).toMatch(/disabled/);
  });

  it('slows down guessing: the 11th failed sign-in on one e-mail within 15 minutes gets 429, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/email',
        payload: { email: 'X@example.com', password: 'guess' },
        remoteAddress: from(),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          statusCode: 429,
          isSuccess: false,
          errorMessages: [expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/)],
        });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The phone number of an account is a separate identifier with a count of its own.
    const byPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/phone',
      payload: { PhoneNumber: '+919820000005', password: 'guess' },
      remoteAddress: from(),
    });
    expect(byPhone.statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the server session and clears the cookie', async () => {
    const cookie = await t.freshCookieFor('Customer');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/facet_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).statusCode).toBe(401);
  });

  it('honours the GET form only from the shop’s own pages', async () => {
    const cookie = await t.freshCookieFor('Customer');
    const crossSite = await t.app.inject({
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errorMessages).toEqual(['Sign out from the shop’s own pages.']);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('names that hide or reorder characters', () => {
  const HIDDEN = 'must not contain invisible or direction-changing characters';

  it.each([
    // U+202E + "nimdA" shows as "Admin" in the members list.
    ['firstName', '\u202EnimdA'],
    ['firstName', 'Admin\u200B'],
    ['lastName', 'Nair\u2066'],
    ['lastName', '\u200FNair'],
    ['lastName', 'N\u00ADair'],
    ['firstName', '\u3164'],
    ['firstName', '\u2800'],
  ])('refuses registration with %s %j and creates no account', async (field, name) => {
    const body = newCustomer({ [field]: name });
    const { response } = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([`${field}: ${HIDDEN}`]);
    const rows = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  it('registers names written with joiners where Indic spelling needs them, and with accents', async () => {
    // Malayalam അനില് + U+200D (old chillu form, joiner at the end) and Marathi कर् + U+200D + हाडे (eyelash ra).
    const { response } = await register(newCustomer({ firstName: 'അനില്\u200D', lastName: 'कर्\u200Dहाडे' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ firstName: 'അനില്\u200D', lastName: 'कर्\u200Dहाडे' });
    const accented = await register(newCustomer({ firstName: 'Zoë', lastName: 'José' }));
    expect(accented.response.statusCode).toBe(201);
  });
});
