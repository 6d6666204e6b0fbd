import { COMPLAINT_RECEIVED } from '@facet/contracts/inquiries';
import { queryRows } from '@facet/db/client';
import { inquiries } from '@facet/db/schema/inquiries';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageId, messagesTo } from '../../testing/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface ResolveByRow {
  email: string;
  resolve_by: string;
}

interface InquiryIdRow {
  id: number;
}

interface OpenComplaintRow {
  id: number;
  resolve_by: string;
}

/*
 * Complaints: an inquiry of its own kind from the contact page, acknowledged at once by e-mail
 * with its reference number, the grievance officer and the day (India) it will be resolved by;
 * the grievance officer is told; open complaints head the Admin's "needs attention", nearest
 * deadline first, the overdue marked.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The Admin names the grievance officer and a shorter period than the law's month.
  const details = (await t.injectAs('Admin', { method: 'GET', url: '/api/business-details' })).json().data;
  const saved = await t.injectAs('Admin', {
    method: 'PUT',
    url: '/api/business-details',
    payload: {
      ...details,
      tradeName: 'Facet Jewels',
      customerCare: { email: 'care@facet.example', phone: '+91 22 4890 2611' },
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Head of Customer Care',
        email: 'grievance@facet.example',
        phone: '+91 98200 44556',
      },
      complaintResolutionDays: 15,
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

let serial = 0;
function complaint(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    kind: 'complaint',
    name: 'Asha Menon',
    email: `asha.complaint.${serial}@example.org`,
    phoneNumber: '',
    message: 'The clasp of my bracelet broke within a week of delivery (order FCT-000042).',
    ...overrides,
  };
}

function send(payload: object) {
  serial += 1;
  return t.app.inject({ method: 'POST', url: '/api/inquiry', payload, remoteAddress: `198.51.100.${serial}` });
}

/** The India day `days` after today, written independently of the code under test. */
function indiaDayAfter(days: number): Date {
  const india = new Date(Date.now() + (5 * 60 + 30) * 60_000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days));
}
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const inWords = (day: Date) =>
  day.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('sending a complaint', () => {
  it('keeps it with its deadline, answers with a sentence, and acknowledges it by e-mail with reference, officer and date', async () => {
    const before = await lastMessageId(t.database.db);
    const payload = complaint({ email: 'Asha.Menon.Complaint@Example.org' });
    const response = await send(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ message: COMPLAINT_RECEIVED });

    const [row] = await t.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.email, 'asha.menon.complaint@example.org'));
    expect(row).toMatchObject({ kind: 'complaint', state: 'new', resolveBy: isoDay(indiaDayAfter(15)) });
    const reference = `CMP-${String(row!.id).padStart(6, '0')}`;

    const [ack, ...more] = await messagesTo(t.database.db, 'asha.menon.complaint@example.org', before);
    expect(more).toEqual([]);
    // Signed as the business details say, not as the configuration did.
    expect(ack!.subject).toBe(`Your complaint ${reference} — Facet Jewels`);
    expect(ack!.text).toContain('+91 22 4890 2611');
    for (const part of [
      'We have received your complaint',
      reference,
      'within 15 days',
      inWords(indiaDayAfter(15)),
      '(India time)',
      'Meera Iyer',
      'Head of Customer Care',
      'grievance@facet.example',
      '+91 98200 44556',
      payload.message,
    ]) {
      expect(ack!.text).toContain(part);
    }
    expect(ack!.html).toContain(reference);
    expect(ack!.state).toBe('queued');

    // The grievance officer and customer care are told, with the deadline and a link to it.
    for (const to of ['grievance@facet.example', 'care@facet.example']) {
      const [notice, ...others] = await messagesTo(t.database.db, to, before);
      expect(others).toEqual([]);
      expect(notice!.subject).toBe(`Complaint ${reference} from Asha Menon — resolve by ${inWords(indiaDayAfter(15))}`);
      expect(notice!.links).toEqual([`http://shop.test/inquiries/detail/${row!.id}`]);
    }
  });

  it('takes the period in force when it arrives: a later change never moves a date already given', async () => {
    await send(complaint({ email: 'early@example.org' }));
    const details = (await t.injectAs('Admin', { method: 'GET', url: '/api/business-details' })).json().data;
    await t.injectAs('Admin', {
      method: 'PUT',
      url: '/api/business-details',
      payload: { ...details, complaintResolutionDays: 30 },
    });
    await send(complaint({ email: 'late@example.org' }));
    const rows = await queryRows<ResolveByRow>(
      t.database.db,
      sql`select email, resolve_by::text as resolve_by from inquiries where email in ('early@example.org', 'late@example.org')`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.resolve_by]))).toEqual({
      'early@example.org': isoDay(indiaDayAfter(15)),
      'late@example.org': isoDay(indiaDayAfter(30)),
    });
  });

  it('refuses a kind that is neither a question nor a complaint (400), and a kind of the wrong type', async () => {
    for (const kind of ['grievance', 7, null]) {
      const response = await send(complaint({ kind }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessages).toEqual(['kind: must be a question or a complaint']);
    }
  });

  it('answers a bot’s complaint (the honeypot filled) the same, keeping and sending nothing', async () => {
    const before = await lastMessageId(t.database.db);
    const response = await send(complaint({ email: 'bot@example.org', website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ message: COMPLAINT_RECEIVED });
    expect(await t.database.db.select().from(inquiries).where(eq(inquiries.email, 'bot@example.org'))).toEqual([]);
    expect(await lastMessageId(t.database.db)).toBe(before);
  });

  it('is a question without a kind, as before', async () => {
    const response = await send({ ...complaint({ email: 'question@example.org' }), kind: undefined });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.email, 'question@example.org'));
    expect(row).toMatchObject({ kind: 'question', resolveBy: null });
  });
});

describe('complaints for staff', () => {
  it('are listed by kind and found by their reference, with the deadline', async () => {
    const all = await t.injectAs('StoneManager', { method: 'GET', url: '/api/inquiry?kind=complaint&pageSize=100' });
    expect(all.statusCode).toBe(200);
    const records = all.json().data.records as { id: number; kind: string; reference: string; resolveBy: string }[];
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(records.every((r) => r.kind === 'complaint' && /^CMP-\d{6}$/.test(r.reference) && r.resolveBy)).toBe(true);

    const one = records[0]!;
    const found = await t.injectAs('StoneManager', {
      method: 'GET',
      url: `/api/inquiry?search=${one.reference.toLowerCase()}`,
    });
    expect(found.json().data.records.map((r: { id: number }) => r.id)).toEqual([one.id]);

    const questions = await t.injectAs('StoneManager', { method: 'GET', url: '/api/inquiry?kind=question' });
    expect(questions.json().data.records.every((r: { kind: string }) => r.kind === 'question')).toBe(true);
    const bad = await t.injectAs('StoneManager', { method: 'GET', url: '/api/inquiry?kind=grievance' });
    expect(bad.statusCode).toBe(400);
  });

  it('head "needs attention": open complaints by deadline, the overdue marked, questions listed apart', async () => {
    const [overdue] = await queryRows<InquiryIdRow>(
      t.database.db,
      sql`update inquiries set resolve_by = ${isoDay(indiaDayAfter(-2))}::date
           where email = 'early@example.org' returning id`,
    );
    const [answered] = await queryRows<InquiryIdRow>(
      t.database.db,
      sql`update inquiries set state = 'answered', answer_date = now()
           where email = 'late@example.org' returning id`,
    );
    const data = (await t.injectAs('Admin', { method: 'GET', url: '/api/dashboard/needs-attention' })).json().data;
    const open = await queryRows<OpenComplaintRow>(
      t.database.db,
      sql`select id, resolve_by::text as resolve_by from inquiries
           where kind = 'complaint' and state = 'new' order by resolve_by, create_date, id`,
    );
    expect(data.complaints.count).toBe(open.length);
    expect(data.complaints.overdue).toBe(1);
    expect(data.complaints.items.map((item: { id: number }) => item.id)).toEqual(open.slice(0, 5).map((r) => r.id));
    expect(data.complaints.items[0]).toEqual({
      id: overdue!.id,
      label: `CMP-${String(overdue!.id).padStart(6, '0')} · Asha Menon`,
      since: expect.any(String),
      path: `/inquiries/detail/${overdue!.id}`,
      resolveBy: isoDay(indiaDayAfter(-2)),
      overdue: true,
    });
    expect(data.complaints.items.slice(1).every((item: { overdue: boolean }) => !item.overdue)).toBe(true);
    expect(data.complaints.items.map((item: { id: number }) => item.id)).not.toContain(answered!.id);
    // The unanswered question is in the inquiries' list; no complaint is.
    const questionIds = data.inquiries.items.map((item: { id: number }) => item.id);
    expect(questionIds).not.toContain(overdue!.id);
    expect(data.inquiries.count).toBe(1);
  });
});
