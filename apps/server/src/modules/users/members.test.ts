import { auditLog } from '@facet/db/schema/audit-log';
import { users } from '@facet/db/schema/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessageTo, latestTokenTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.cookieFor('Admin');
});
afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

let invited = 0;
async function invite(role = 'StoneManager') {
  invited += 1;
  const email = `member.${invited}.${Date.now()}@facet.example`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register/request',
    headers: { cookie: admin },
    payload: {
      firstName: 'Kabir',
      lastName: 'Singh',
      email,
      phoneNumber: `+9191${String(10_000_000 + invited * 104729).slice(0, 8)}`,
      role,
    },
  });
  return { response, email };
}

describe('members list', () => {
  it('lists staff only, newest first, 10 to a page, with the total', async () => {
    for (let i = 0; i < 7; i += 1) await invite('Manager');
    const response = await t.app.inject({
      url: '/api/user?rolesToExclude=Customer&pageNo=1',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const { records, totalRecords } = response.json().data;
    expect(records).toHaveLength(10);
    expect(totalRecords).toBeGreaterThanOrEqual(11);
    expect(records.every((r: { role: string }) => r.role !== 'Customer')).toBe(true);
    const dates = records.map((r: { createDate: string }) => r.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(JSON.stringify(records)).not.toMatch(/passwordHash|argon2/);
    const second = await t.app.inject({
      url: '/api/user?rolesToExclude=Customer&pageNo=2',
      headers: { cookie: admin },
    });
    expect(second.json().data.records.length).toBe(totalRecords - 10);
  });

  it('searches names, e-mails and phone numbers', async () => {
    const byName = await t.app.inject({ url: '/api/user?search=farah%20khan', headers: { cookie: admin } });
    expect(byName.json().data.records.map((r: { email: string }) => r.email)).toEqual(['stone.manager@example.com']);
    const byPhone = await t.app.inject({ url: '/api/user?search=9820000005', headers: { cookie: admin } });
    expect(byPhone.json().data.records.map((r: { email: string }) => r.email)).toEqual(['customer@example.com']);
    const customers = await t.app.inject({
      url: '/api/user?rolesToExclude=Admin,Manager,StoneManager,JewelleryManager',
      headers: { cookie: admin },
    });
    expect(customers.json().data.records.every((r: { role: string }) => r.role === 'Customer')).toBe(true);
  });

  it('searches for % and _ as the characters themselves', async () => {
    await t.database.db.insert(users).values([
      { firstName: 'Percent', lastName: '100%', email: 'percent.search@example.org' },
      { firstName: 'Percent', lastName: '100', email: 'plain.search@example.org' },
      { firstName: 'Under', lastName: 'Score', email: 'under_score.search@example.org' },
      { firstName: 'Under', lastName: 'Score', email: 'underxscore.search@example.org' },
    ]);
    const found = async (search: string) => {
      const response = await t.app.inject({
        url: `/api/user?search=${encodeURIComponent(search)}`,
        headers: { cookie: admin },
      });
      return (response.json().data.records as { email: string }[]).map((r) => r.email).sort();
    };
    expect(await found('100%')).toEqual(['percent.search@example.org']);
    expect(await found('%')).toEqual(['percent.search@example.org']);
    expect(await found('under_')).toEqual(['under_score.search@example.org']);
    expect(await found('Percent 100')).toEqual(['percent.search@example.org', 'plain.search@example.org']);
  });

  it('refuses a malformed query readably', async () => {
    const response = await t.app.inject({ url: '/api/user?pageSize=1000&orderBy=Salary', headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(
      expect.arrayContaining(['pageSize: must be at most 100', expect.stringMatching(/^orderBy: must be one of/)]),
    );
  });
});

describe('one account (GET /api/user/:id, the back-office customer page)', () => {
  it('answers the account to the Admin, without its password, and refuses others and bad ids readably', async () => {
    const id = await idOf('customer@example.com');
    const answer = await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: { cookie: admin } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ id, email: 'customer@example.com', role: 'Customer' });
    expect(answer.body).not.toContain('password');
    const get = async (path: string, cookie = admin) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect((await get(`/api/user/${id}`, await t.cookieFor('Manager'))).statusCode).toBe(403);
    const bad = await get('/api/user/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages.length).toBeGreaterThan(0);
    expect((await get('/api/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('inviting and activating a member', () => {
  it('invites with a 7-day link; the member sets a password, is activated and confirmed, and signs in', async () => {
    const { response, email } = await invite('StoneManager');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ email, role: 'StoneManager', isAccountActivated: false });
    const mail = await latestMessageTo(t.database.db, email);
    expect(mail.subject).toMatch(/invitation/i);
    expect(mail.links[0]).toMatch(/^http:\/\/shop\.test\/activate-account\?token=/);

    const beforeActivation = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email, password: 'anything-at-all' },
      remoteAddress: '203.0.113.50',
    });
    expect(beforeActivation.statusCode).toBe(401);

    const token = await latestTokenTo(t.database.db, email);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/user/activate',
      payload: { token, password: 'Marquise-Cut-1907' },
    });
    expect(activated.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email, password: 'Marquise-Cut-1907' },
      remoteAddress: '203.0.113.51',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data).toMatchObject({ role: 'StoneManager', isAccountActivated: true, emailConfirmed: true });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invited'), eq(auditLog.entityId, await idOf(email))));
    expect(entry).toMatchObject({
      entityType: 'user',
      after: expect.objectContaining({ email, role: 'StoneManager' }),
    });
    expect(entry!.actorId).toBe(await idOf('admin@example.com'));
  });

  it('resends the invitation with a new link that voids the old one', async () => {
    const { email } = await invite('JewelleryManager');
    const first = await latestTokenTo(t.database.db, email);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/user/activation/resend/${await idOf(email)}`,
      headers: { cookie: admin },
    });
    expect(resend.statusCode).toBe(200);
    const second = await latestTokenTo(t.database.db, email);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/activate',
      payload: { token: first, password: 'Marquise-Cut-1907' },
    });
    expect(old.statusCode).toBe(422);
  });

  it('refuses to invite someone already on file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/request',
      headers: { cookie: admin },
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'manager@example.com',
        phoneNumber: '+91 90000 12345',
        role: 'Manager',
      },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('roles, disabling and enabling', () => {
  it('changes a role and records before and after in the audit log', async () => {
    const { email } = await invite('Manager');
    const id = await idOf(email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/role',
      headers: { cookie: admin },
      payload: { userId: id, role: 'JewelleryManager' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('JewelleryManager');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role-changed'), eq(auditLog.entityId, id)));
    expect(entry!.before).toMatchObject({ role: 'Manager' });
    expect(entry!.after).toMatchObject({ role: 'JewelleryManager' });
  });

  it('disables an account: its sessions end at once and it cannot sign in; enabling lets it back', async () => {
    const managerId = await idOf('manager@example.com');
    const managerCookie = await t.freshCookieFor('Manager');
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/user/deactive/${managerId}`,
      headers: { cookie: admin },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.isActive).toBe(false);
    expect((await t.app.inject({ url: '/api/user/cuser', headers: { cookie: managerCookie } })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      payload: { email: 'manager@example.com', password: 'Demo#2026' },
      remoteAddress: '203.0.113.60',
    });
    expect(signIn.statusCode).toBe(403);

    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/user/active/${managerId}`,
      headers: { cookie: admin },
    });
    expect(enabled.json().data.isActive).toBe(true);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, managerId))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled']));
  });

  it('keeps the GET twins to the shop’s own pages', async () => {
    const id = await idOf('jewellery.manager@example.com');
    const crossSite = await t.app.inject({
      url: `/api/user/disable/${id}`,
      headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errorMessages).toEqual([
      'This change must come from the shop’s own pages; use the PUT twin.',
    ]);
    const sameOrigin = await t.app.inject({
      url: `/api/user/disable/${id}`,
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.json().data.isActive).toBe(false);
    const enable = await t.app.inject({
      url: `/api/user/enable/${id}`,
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(enable.json().data.isActive).toBe(true);
  });

  it('never lets an Admin disable or demote themselves', async () => {
    const adminId = await idOf('admin@example.com');
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/user/deactive/${adminId}`,
      headers: { cookie: admin },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errorMessages).toEqual(['You cannot disable your own account.']);
    const demoteSelf = await t.app.inject({
      method: 'PUT',
      url: '/api/user/role',
      headers: { cookie: admin },
      payload: { userId: adminId, role: 'Manager' },
    });
    expect(demoteSelf.statusCode).toBe(422);
    expect(demoteSelf.json().errorMessages).toEqual(['You cannot demote your own account.']);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps one active Admin when two Admins demote each other at the same moment (PostgreSQL)',
    async () => {
      const adminId = await idOf('admin@example.com');
      const { email } = await invite('Admin');
      const secondAdmin = await idOf(email);
      await t.database.db.update(users).set({ isAccountActivated: true }).where(eq(users.id, secondAdmin));
      const { createSession } = await import('../sessions/sessions.service.ts');
      const secondCookie = `facet_session=${(await createSession(t.database.db, { userId: secondAdmin })).token}`;
      const [one, two] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/api/user/role',
          headers: { cookie: admin },
          payload: { userId: secondAdmin, role: 'Manager' },
        }),
        t.app.inject({
          method: 'PUT',
          url: '/api/user/role',
          headers: { cookie: secondCookie },
          payload: { userId: adminId, role: 'Manager' },
        }),
      ]);
      // One demotion wins. The other is refused as the last Admin's (422) when both were signed
      // in as Admins at the time, or as no longer an Admin's (403) when it was read after the
      // first had committed; never both 200.
      expect([
        [200, 403],
        [200, 422],
      ]).toContainEqual([one.statusCode, two.statusCode].sort());
      const activeAdmins = await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.isActive, true)));
      expect(activeAdmins).toHaveLength(1);
      // Put the demo Admin back for the other tests.
      await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, adminId));
    },
  );
});

describe('own details', () => {
  it('changes name, ring size and news preference; a new phone number must be confirmed again', async () => {
    const cookie = await t.freshCookieFor('Customer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { cookie },
      payload: {
        firstName: 'Meera',
        lastName: 'Shah-Iyer',
        phoneNumber: '+91 98200 77777',
        ringSize: '7',
        sendNewsAndOffer: 'on',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      lastName: 'Shah-Iyer',
      phoneNumber: '+919820077777',
      phoneNumberConfirmed: false,
      ringSize: '7',
      sendNewsAndOffer: true,
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { cookie },
      payload: {
        firstName: 'Meera',
        lastName: 'Shah',
        phoneNumber: '+91 98200 00001',
        ringSize: '',
        sendNewsAndOffer: false,
      },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('inviting a member with a spoofed name', () => {
  it('refuses direction overrides and invisible characters, naming the field, and invites no one', async () => {
    for (const [field, value] of [
      ['firstName', '\u202EnimdA'],
      ['lastName', 'Singh\u200B'],
      ['lastName', '\u2067Singh\u2069'],
    ] as const) {
      const email = `spoof.${field}.${Date.now()}@facet.example`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/register/request',
        headers: { cookie: admin },
        payload: {
          firstName: 'Kabir',
          lastName: 'Singh',
          email,
          phoneNumber: '+91 98200 55555',
          role: 'Manager',
          [field]: value,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual([
        `${field}: must not contain invisible or direction-changing characters`,
      ]);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });
});
