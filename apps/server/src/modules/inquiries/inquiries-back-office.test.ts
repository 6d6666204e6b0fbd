import { queryRows } from '@facet/db/client';
import { auditLog } from '@facet/db/schema/audit-log';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { inquiryCalls } from './inquiries.test-support.ts';

interface InquiryCountsRow {
  total: string | number;
  new: string | number;
}

/*
 * Inquiries in the back-office (/api/inquiry): staff of the Inquiries area list, read, answer
 * (by e-mail) and delete them, audited, and count them for the dashboard; no one else may.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { fresh, inquiry, send, call, rowsFrom } = inquiryCalls(() => t);

describe('inquiries in the back-office', () => {
  it('list newest first, a page at a time, searched over name, e-mail, message and SKU, filtered by state', async () => {
    const tag = `tanzanite${Date.now()}`;
    const emails = [fresh().email, fresh().email, fresh().email];
    await send(inquiry({ email: emails[0], name: `Ravi ${tag}` }));
    await send(inquiry({ email: emails[1], message: `Do you have a ${tag} in stock, please?` }));
    await send(inquiry({ email: emails[2], sku: `${tag}-sku` }));
    const all = await call('GET', `/api/inquiry?search=${tag}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.totalRecords).toBe(3);
    expect(all.json().data.records.map((r: { email: string }) => r.email)).toEqual([...emails].reverse());

    const page2 = await call('GET', `/api/inquiry?search=${tag}&pageSize=2&pageNo=2`);
    expect(page2.json().data).toMatchObject({ totalRecords: 3, records: [{ email: emails[0] }] });
    const byEmail = await call('GET', `/api/inquiry?search=${encodeURIComponent(emails[1]!.toUpperCase())}`);
    expect(byEmail.json().data.records.map((r: { email: string }) => r.email)).toEqual([emails[1]]);
    // LIKE's own characters are searched for as written.
    expect((await call('GET', '/api/inquiry?search=%25%25%25')).json().data.totalRecords).toBe(0);

    const [first] = await rowsFrom(emails[0]!);
    await call('POST', `/api/inquiry/${first!.id}/reply`, 'Admin', { message: 'Yes, come on Saturday.' });
    const fresh_ = await call('GET', `/api/inquiry?search=${tag}&state=new`);
    expect(fresh_.json().data.totalRecords).toBe(2);
    const answered = await call('GET', `/api/inquiry?search=${tag}&state=answered`);
    expect(answered.json().data.records.map((r: { id: number }) => r.id)).toEqual([first!.id]);
  });

  it('refuses a wrong list query with sentences', async () => {
    const response = await call('GET', '/api/inquiry?pageSize=500&state=spam');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      'pageSize: must be at most 100',
      'state: must be one of: all, new, answered',
    ]);
  });

  it('answer one by e-mail: queued to the shopper, marked answered with who and when, in the audit log', async () => {
    const email = fresh().email;
    await send(inquiry({ email }));
    const [row] = await rowsFrom(email);
    const before = await lastMessageId(t.database.db);
    const reply = 'Dear Asha, yes: the stone is in the studio all week.\nWarm regards';
    const response = await call('POST', `/api/inquiry/${row!.id}/reply`, 'StoneManager', { message: reply });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: row!.id, state: 'answered', reply, answeredBy: 'Farah Khan' });
    expect(Date.parse(data.answerDate)).toBeGreaterThan(Date.now() - 60_000);

    const sent = await messagesTo(t.database.db, email, before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      state: 'queued',
      subject: `About your question — ${t.config.company.businessName}`,
    });
    expect(sent[0]!.text).toContain('the stone is in the studio all week');
    expect(sent[0]!.text).toContain(row!.message);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inquiry.answered'), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject({ entityType: 'inquiry', after: { state: 'answered', reply, to: email } });

    const outbox = await call('GET', `/api/outbox?search=${encodeURIComponent(email)}`, 'Admin');
    expect(outbox.json().data.records.map((m: { subject: string }) => m.subject)).toContain(
      `About your question — ${t.config.company.businessName}`,
    );
  });

  it('refuse an empty reply and a reply to an inquiry that is not there', async () => {
    const email = fresh().email;
    await send(inquiry({ email }));
    const [row] = await rowsFrom(email);
    const empty = await call('POST', `/api/inquiry/${row!.id}/reply`, 'Admin', { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toEqual(['message: must be at least 2 characters']);
    const missing = await call('POST', '/api/inquiry/2147483000/reply', 'Admin', { message: 'Hello there' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessages).toEqual(['There is no such inquiry.']);
    expect((await call('GET', '/api/inquiry/abc')).statusCode).toBe(400);
    expect((await rowsFrom(email))[0]!.state).toBe('new');
  });

  it('delete one: gone (404 after), in the audit log', async () => {
    const email = fresh().email;
    await send(inquiry({ email }));
    const [row] = await rowsFrom(email);
    const deleted = await call('DELETE', `/api/inquiry/${row!.id}`, 'Manager');
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/inquiry/${row!.id}`)).statusCode).toBe(404);
    const again = await call('DELETE', `/api/inquiry/${row!.id}`, 'Manager');
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMessages).toEqual(['There is no such inquiry.']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inquiry.deleted'), eq(auditLog.entityId, String(row!.id))));
    expect(audit!.before).toMatchObject({ email, state: 'new' });
  });

  it('count them for the dashboard', async () => {
    const response = await call('GET', '/api/analytics/minimal/inquiry', 'Admin');
    expect(response.statusCode).toBe(200);
    const [counts] = await queryRows<InquiryCountsRow>(
      t.database.db,
      sql`select count(*) as total, count(*) filter (where state = 'new') as new from inquiries`,
    );
    expect(response.json().data).toMatchObject({ total: Number(counts!.total), new: Number(counts!.new) });
    expect(response.json().data.receivedLast30Days).toBe(Number(counts!.total));
  });
});

describe('who may handle inquiries', () => {
  it.each(['Admin', 'Manager', 'StoneManager'] as const)('%s may list, read, answer and delete', async (role) => {
    const email = fresh().email;
    await send(inquiry({ email }));
    const [row] = await rowsFrom(email);
    expect((await call('GET', '/api/inquiry', role)).statusCode).toBe(200);
    expect((await call('GET', `/api/inquiry/${row!.id}`, role)).statusCode).toBe(200);
    expect((await call('POST', `/api/inquiry/${row!.id}/reply`, role, { message: 'Thank you!' })).statusCode).toBe(200);
    expect((await call('GET', '/api/analytics/minimal/inquiry', role)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/inquiry/${row!.id}`, role)).statusCode).toBe(200);
  });

  it.each([
    ['JewelleryManager', 403],
    ['Customer', 403],
    [null, 401],
  ] as const)('%s may not (answered %i), and nothing changes', async (role, status) => {
    const email = fresh().email;
    await send(inquiry({ email }));
    const [row] = await rowsFrom(email);
    const answers = await Promise.all([
      call('GET', '/api/inquiry', role),
      call('GET', `/api/inquiry/${row!.id}`, role),
      call('POST', `/api/inquiry/${row!.id}/reply`, role, { message: 'Thank you!' }),
      call('DELETE', `/api/inquiry/${row!.id}`, role),
      call('GET', '/api/analytics/minimal/inquiry', role),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(status));
    expect(answers[0]!.json().errorMessages).toEqual([
      status === 401 ? 'Please sign in to continue.' : 'You do not have permission to do this.',
    ]);
    expect(await rowsFrom(email)).toMatchObject([{ state: 'new' }]);
  });
});
