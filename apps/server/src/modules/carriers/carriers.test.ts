import type { CarrierRecord, SaveCarrierInput } from '@facet/contracts/carriers';
import { fitsNumberPattern, numberPatternProblem, trackingLinkOf } from '@facet/contracts/carriers';
import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface CarrierAuditRow {
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/*
 * Carriers: seeded on the first start with their tracking pages and number shapes, read by
 * Orders staff, kept by the Admin (each change audited, a carrier that carried a parcel only
 * made inactive), and every pattern checked for safety before it is saved.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid: SaveCarrierInput = {
  name: 'Shree Maruti Courier',
  trackingUrl: 'https://www.shreemaruti.com/track?awb={tracking}',
  numberPattern: '^[0-9]{9}$',
  numberFormat: '9 digits',
  numberExample: '123456789',
  active: true,
};

async function list(role: Role = 'Admin'): Promise<CarrierRecord[]> {
  const response = await t.injectAs(role, { method: 'GET', url: '/api/carriers' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CarrierRecord[];
}

const byName = async (name: string) => (await list()).find((carrier) => carrier.name === name)!;

async function auditRows(action: string) {
  return queryRows<CarrierAuditRow>(
    t.database.db,
    sql`select entity_id, before, after from audit_log where action = ${action} order by id`,
  );
}

async function carrierTable() {
  return queryRows(t.database.db, sql`select * from carriers order by id`);
}

describe('the seeded carriers', () => {
  const numbers: Record<string, { good: string[]; bad: string[] }> = {
    'Blue Dart': { good: ['12345678901', '1234 5678 901'], bad: ['1234567890', '123456789012', 'A2345678901'] },
    Delhivery: { good: ['1234567890123', '12345678901234'], bad: ['123456789012', '123456789012345'] },
    'India Post': { good: ['EE123456789IN', 'ee123456789in'], bad: ['EE123456789US', 'E1234567890IN'] },
    'DHL Express': { good: ['1234567890'], bad: ['123456789', 'JD0123456789'] },
    FedEx: { good: ['123456789012', '123456789012345'], bad: ['1234567890123', '12345678901234'] },
    UPS: { good: ['1Z999AA10123456784', '1Z 999 AA1 01 2345 6784'], bad: ['1Z999AA1012345678', '2Z999AA10123456784'] },
  };

  it('are six, active, each with its tracking page and the shape of its numbers', async () => {
    const carriers = await list();
    expect(carriers.map((carrier) => carrier.name).sort()).toEqual(Object.keys(numbers).sort());
    for (const carrier of carriers) {
      expect(carrier.active).toBe(true);
      expect(carrier.trackingUrl).toMatch(/^https:\/\/.*\{tracking\}/);
      expect(numberPatternProblem(carrier.numberPattern!)).toBeNull();
      expect(fitsNumberPattern(carrier.numberPattern, carrier.numberExample!)).toBe(true);
    }
    expect(trackingLinkOf((await byName('Delhivery')).trackingUrl, '1234567890123')).toBe(
      'https://www.delhivery.com/track/package/1234567890123',
    );
  });

  it.each(Object.entries(numbers))('%s: takes its own numbers and refuses others', async (name, { good, bad }) => {
    const carrier = await byName(name);
    for (const number of good) expect(fitsNumberPattern(carrier.numberPattern, number), number).toBe(true);
    for (const number of bad) expect(fitsNumberPattern(carrier.numberPattern, number), number).toBe(false);
  });

  it('are read by Orders staff; customers and other staff are refused', async () => {
    expect((await list('Manager')).length).toBe(6);
    for (const role of ['StoneManager', 'JewelleryManager', 'Customer'] as const) {
      expect((await t.injectAs(role, { method: 'GET', url: '/api/carriers' })).statusCode).toBe(403);
    }
    expect((await t.injectAs(null, { method: 'GET', url: '/api/carriers' })).statusCode).toBe(401);
  });
});

describe('keeping the carriers', () => {
  it('the Admin adds, changes and deletes a carrier, each audited', async () => {
    const created = await t.injectAs('Admin', { method: 'POST', url: '/api/carriers', payload: valid });
    expect(created.statusCode, created.body).toBe(200);
    const carrier = created.json().data as CarrierRecord;
    expect(carrier).toMatchObject({ name: valid.name, active: true, shipmentCount: 0 });
    expect(await auditRows('carrier.created')).toEqual([
      expect.objectContaining({ entity_id: String(carrier.id), after: expect.objectContaining({ name: valid.name }) }),
    ]);

    const changed = await t.injectAs('Admin', {
      method: 'PUT',
      url: `/api/carriers/${carrier.id}`,
      payload: { ...valid, numberPattern: null, numberFormat: null, numberExample: null, active: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ numberPattern: null, active: false });
    const [change] = await auditRows('carrier.changed');
    expect(change).toMatchObject({
      before: { numberPattern: '^[0-9]{9}$', numberFormat: '9 digits', numberExample: '123456789', active: true },
      after: { numberPattern: null, numberFormat: null, numberExample: null, active: false },
    });
    // The same again changes nothing and writes nothing.
    await t.injectAs('Admin', {
      method: 'PUT',
      url: `/api/carriers/${carrier.id}`,
      payload: { ...valid, numberPattern: null, numberFormat: null, numberExample: null, active: false },
    });
    expect(await auditRows('carrier.changed')).toHaveLength(1);

    const deleted = await t.injectAs('Admin', { method: 'DELETE', url: `/api/carriers/${carrier.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list()).some((one) => one.id === carrier.id)).toBe(false);
    expect(await auditRows('carrier.deleted')).toEqual([
      expect.objectContaining({ entity_id: String(carrier.id), before: expect.objectContaining({ name: valid.name }) }),
    ]);
  });

  it('only the Admin changes carriers', async () => {
    const before = await carrierTable();
    const blueDart = await byName('Blue Dart');
    for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
      expect((await t.injectAs(role, { method: 'POST', url: '/api/carriers', payload: valid })).statusCode).toBe(403);
      const put = await t.injectAs(role, { method: 'PUT', url: `/api/carriers/${blueDart.id}`, payload: valid });
      expect(put.statusCode).toBe(403);
      expect((await t.injectAs(role, { method: 'DELETE', url: `/api/carriers/${blueDart.id}` })).statusCode).toBe(403);
    }
    expect(await carrierTable()).toEqual(before);
  });

  it.each([
    [{ numberPattern: '[0-9]{9}' }, 'numberPattern: must start with ^ and end with $'],
    [{ numberPattern: '^[0-9]+$' }, 'numberPattern: must say how many characters there may be'],
    [{ numberPattern: '^([0-9]{2}){3}$' }, 'numberPattern: must not repeat a group that itself repeats'],
    [{ numberPattern: '^(a)\\1$' }, 'numberPattern: must not use back-references or look-arounds'],
    [{ numberPattern: '^(?=1)[0-9]{9}$' }, 'numberPattern: must not use back-references or look-arounds'],
    [{ numberPattern: '^([0-9]{9}$' }, 'numberPattern: is not a regular expression'],
    [{ numberExample: '12345' }, 'numberExample: The example must fit the number pattern.'],
    [{ numberFormat: null }, 'numberExample: A carrier with a number pattern says its shape in words'],
    [{ trackingUrl: 'http://example.com/{tracking}' }, 'trackingUrl: must be an https:// address'],
    [{ trackingUrl: 'https://example.com/track' }, 'trackingUrl: must hold {tracking} where the number goes'],
    [{ name: '' }, 'name:'],
    [{ active: 'yes' }, 'active:'],
  ])('refuses %j with a sentence, changing nothing', async (change, message) => {
    const before = await carrierTable();
    const response = await t.injectAs('Admin', {
      method: 'POST',
      url: '/api/carriers',
      payload: { ...valid, ...change },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errorMessages.join(' ')).toContain(message);
    expect(await carrierTable()).toEqual(before);
  });

  it('refuses a second carrier of the same name, whatever its case, and an unknown one', async () => {
    const response = await t.injectAs('Admin', {
      method: 'POST',
      url: '/api/carriers',
      payload: { ...valid, name: 'blue dart' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessages).toEqual(['There is already a carrier called blue dart.']);
    const unknown = await t.injectAs('Admin', { method: 'PUT', url: '/api/carriers/999999', payload: valid });
    expect(unknown.statusCode).toBe(404);
    expect((await t.injectAs('Admin', { method: 'DELETE', url: '/api/carriers/999999' })).statusCode).toBe(404);
  });
});
