import type { UpdateBusinessDetailsInput } from '@facet/contracts/business-details';
import type { Role } from '@facet/contracts/permissions';
import { queryRows } from '@facet/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBusinessDetails } from './business-details-save.service.ts';
import { businessDetails } from './business-details.service.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';

interface DetailsAuditRow {
  actor_id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Ratna Jewels',
    COMPANY_EMAIL: 'Care@Ratna.example',
    COMPANY_PHONE: '+91 141 400 1234',
    COMPANY_CITY: 'Jaipur',
    COMPANY_STATE: 'Rajasthan',
    COMPANY_POSTAL_CODE: '302001',
    COMPANY_GSTIN: '08AAPFU0939F1ZV',
  });
});
afterAll(() => t.close());

const valid: UpdateBusinessDetailsInput = {
  legalName: 'Ratna Jewels Private Limited',
  tradeName: 'Ratna Jewels',
  address: {
    line1: 'Plot 12, Johari Bazaar',
    line2: 'Near Hawa Mahal',
    city: 'Jaipur',
    stateCode: '08',
    postalCode: '302002',
  },
  gstin: '08AAPFU0939F1ZV',
  lutReference: 'AD080426000123X',
  lutDate: '2026-04-01',
  customerCare: { email: 'care@ratna.example', phone: '+91 141 400 1234' },
  grievanceOfficer: {
    name: 'Meera Iyer',
    designation: 'Head of Customer Care',
    email: 'grievance@ratna.example',
    phone: '+91 98290 11223',
  },
  complaintResolutionDays: 21,
};

async function auditRows() {
  return queryRows<DetailsAuditRow>(
    t.database.db,
    sql`select actor_id, before, after from audit_log where action = 'business-details.changed' order by id`,
  );
}

function put(role: Role | null, payload: object) {
  return t.injectAs(role, { method: 'PUT', url: '/api/business-details', payload });
}

describe('business details from the configuration', () => {
  it('are written on the first start: trade and legal name, the state by its GST code, the GSTIN, customer care', async () => {
    const response = await t.injectAs('Admin', { method: 'GET', url: '/api/business-details' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      legalName: 'Ratna Jewels',
      tradeName: 'Ratna Jewels',
      address: { city: 'Jaipur', state: 'Rajasthan', stateCode: '08', postalCode: '302001', country: 'India' },
      gstin: '08AAPFU0939F1ZV',
      lutReference: null,
      customerCare: { email: 'care@ratna.example', phone: '+911414001234' },
      grievanceOfficer: { email: 'care@ratna.example', phone: '+911414001234' },
      complaintResolutionDays: 30,
    });
  });

  it('default to Maharashtra without a configured state', async () => {
    const plain = await createTestApp();
    try {
      const details = await businessDetails(plain.database.db);
      expect(details.address).toMatchObject({ state: 'Maharashtra', stateCode: '27' });
      expect(details.gstin).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('refuse to start with a GSTIN of another state than COMPANY_STATE, or a state that is none', () => {
    expect(() => testConfig({ COMPANY_STATE: 'Maharashtra', COMPANY_GSTIN: '08AAPFU0939F1ZV' })).toThrow(
      /COMPANY_GSTIN: This GSTIN begins with 08 \(Rajasthan\), but the registered address is in Maharashtra \(27\)/,
    );
    expect(() => testConfig({ COMPANY_GSTIN: '27AAPFU0939F1ZW' })).toThrow(/last character does not match/);
    expect(() => testConfig({ COMPANY_STATE: 'Bombay' })).toThrow(/COMPANY_STATE: must be one of India’s states/);
  });
});

describe('GET /api/business-details', () => {
  it('is read by every member of staff and no one else', async () => {
    for (const role of ['Admin', 'Manager', 'StoneManager', 'JewelleryManager'] as const) {
      const response = await t.injectAs(role, { method: 'GET', url: '/api/business-details' });
      expect(response.statusCode, role).toBe(200);
      expect(response.json().data).toHaveProperty('lutReference');
    }
    expect((await t.injectAs('Customer', { method: 'GET', url: '/api/business-details' })).statusCode).toBe(403);
    expect((await t.injectAs(null, { method: 'GET', url: '/api/business-details' })).statusCode).toBe(401);
  });
});

describe('PUT /api/business-details', () => {
  it('is refused to every role but Admin, and changes nothing', async () => {
    const before = await businessDetails(t.database.db);
    for (const role of ['Manager', 'StoneManager', 'JewelleryManager', 'Customer'] as const) {
      expect((await put(role, valid)).statusCode, role).toBe(403);
    }
    expect((await put(null, valid)).statusCode).toBe(401);
    expect(await businessDetails(t.database.db)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    [
      'a GSTIN whose check character is wrong',
      { gstin: '08AAPFU0939F1ZW' },
      ['gstin: The GSTIN’s last character does not match the 14 before it: one of them is mistyped.'],
    ],
    [
      'a GSTIN of another state than the address',
      { gstin: '27AAPFU0939F1ZV' },
      [
        'gstin: This GSTIN begins with 27 (Maharashtra), but the registered address is in Rajasthan (08): the first two digits must be the code of that state.',
      ],
    ],
    ['a GSTIN too short', { gstin: '08AAPFU0939' }, ['gstin: A GSTIN has 15 characters; this one has 11.']],
    [
      'a state code no longer given',
      { address: { ...valid.address, stateCode: '25' } },
      ['address.stateCode: must be one of India’s states or union territories, chosen from the list'],
    ],
    [
      'a PIN code that is not six digits',
      { address: { ...valid.address, postalCode: '30200' } },
      ['address.postalCode: must be a six-digit PIN code, e.g. 400004'],
    ],
    [
      'more days than the law allows',
      { complaintResolutionDays: 31 },
      ['complaintResolutionDays: must be at most 30 days: the law allows one month'],
    ],
    [
      'an LUT date without its reference',
      { lutReference: '' },
      ['lutReference: must be given with the LUT’s date (or leave both empty)'],
    ],
    [
      'a grievance officer without a name or a phone number',
      { grievanceOfficer: { ...valid.grievanceOfficer, name: ' ', phone: 'call me' } },
      [
        'grievanceOfficer.name: must not be empty',
        'grievanceOfficer.phone: must be a phone number, e.g. +91 22 4890 2600',
      ],
    ],
  ])('refuses %s with its sentence (400) and changes nothing', async (_what, change, messages) => {
    const before = await businessDetails(t.database.db);
    const response = await put('Admin', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual(messages);
    expect(await businessDetails(t.database.db)).toEqual(before);
  });

  it('refuses fields of the wrong JSON type (400), never a 500', async () => {
    for (const payload of [
      { ...valid, address: 'Jaipur' },
      { ...valid, complaintResolutionDays: 'thirty' },
      { ...valid, gstin: 8 },
      { ...valid, grievanceOfficer: null },
      { legalName: 'Only this' },
    ]) {
      const response = await put('Admin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().isSuccess).toBe(false);
    }
    expect(await auditRows()).toEqual([]);
  });

  it('saves the Admin’s change, audits the fields it changed, and shows it at once in /api/company', async () => {
    // Read first, so that the public answer is cached and must be dropped by the change.
    expect((await t.app.inject({ url: '/api/company' })).json().data.legalName).toBe('Ratna Jewels');
    const response = await put('Admin', { ...valid, gstin: ' 08aapfu0939f1zv ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      legalName: 'Ratna Jewels Private Limited',
      address: { line1: 'Plot 12, Johari Bazaar', stateCode: '08', state: 'Rajasthan' },
      gstin: '08AAPFU0939F1ZV',
      lutReference: 'AD080426000123X',
      lutDate: '2026-04-01',
      grievanceOfficer: { name: 'Meera Iyer', phone: '+919829011223' },
      complaintResolutionDays: 21,
    });

    const [audit, ...more] = await auditRows();
    expect(more).toEqual([]);
    expect(audit!.before).toEqual({
      legalName: 'Ratna Jewels',
      addressLine1: 'Office 402, Panchratna Building',
      addressLine2: 'Opera House, Charni Road',
      postalCode: '302001',
      lutReference: null,
      lutDate: null,
      grievanceOfficerName: 'Grievance Officer',
      grievanceOfficerDesignation: 'Grievance Officer',
      grievanceOfficerEmail: 'care@ratna.example',
      grievanceOfficerPhone: '+911414001234',
      complaintResolutionDays: 30,
    });
    expect(audit!.after).toMatchObject({
      legalName: 'Ratna Jewels Private Limited',
      lutReference: 'AD080426000123X',
      grievanceOfficerName: 'Meera Iyer',
      complaintResolutionDays: 21,
    });

    const company = await t.app.inject({ url: '/api/company' });
    expect(company.json().data).toMatchObject({
      businessName: 'Ratna Jewels',
      legalName: 'Ratna Jewels Private Limited',
      address: { line1: 'Plot 12, Johari Bazaar', city: 'Jaipur', state: 'Rajasthan', country: 'India' },
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Head of Customer Care',
        email: 'grievance@ratna.example',
        phone: '+919829011223',
      },
      customerCare: { email: 'care@ratna.example', phone: '+911414001234' },
    });
  });

  it('writes nothing for a repeated request that changes nothing', async () => {
    const before = await auditRows();
    const again = await put('Admin', valid);
    expect(again.statusCode).toBe(200);
    expect(await auditRows()).toEqual(before);
  });

  it('takes the GSTIN and the LUT away when left empty', async () => {
    const response = await put('Admin', { ...valid, gstin: '', lutReference: '', lutDate: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ gstin: null, lutReference: null, lutDate: null });
    expect((await t.app.inject({ url: '/api/company' })).json().data.gstin).toBeNull();
    await put('Admin', valid);
  });

  it('is kept by later starts whatever the configuration says', async () => {
    await seedBusinessDetails(t.database.db, testConfig({ COMPANY_NAME: 'Someone Else' }).company);
    expect((await businessDetails(t.database.db)).legalName).toBe('Ratna Jewels Private Limited');
  });
});

describe('GET /api/company', () => {
  it('answers the public part only: no LUT, no complaint period', async () => {
    const response = await t.app.inject({ url: '/api/company' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'address',
        'businessName',
        'customerCare',
        'email',
        'grievanceOfficer',
        'gstin',
        'instagram',
        'legalName',
        'phone',
        'website',
        'whatsApp',
      ].sort(),
    );
    expect(data.phone).toBe('+91 141 400 1234');
    expect(JSON.stringify(data)).not.toContain('AD080426000123X');
  });
});
