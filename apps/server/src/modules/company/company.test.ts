import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Ratna Jewels',
    COMPANY_CITY: 'Jaipur',
    COMPANY_STATE: 'Rajasthan',
    COMPANY_WHATSAPP: '+91 90000 11111',
    COMPANY_GSTIN: '08AAPFU0939F1ZV',
  });
});
afterAll(() => t.close());

describe('GET /api/company', () => {
  it('returns the contact details a first start took from configuration', async () => {
    const response = await t.app.inject({ url: '/api/company' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      businessName: 'Ratna Jewels',
      legalName: 'Ratna Jewels',
      whatsApp: '+91 90000 11111',
      address: { city: 'Jaipur', state: 'Rajasthan', stateCode: '08', country: 'India' },
      website: 'http://shop.test',
      gstin: '08AAPFU0939F1ZV',
    });
  });

  it('says there is no GSTIN (null) when none is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ url: '/api/company' });
      expect(response.json().data.gstin).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
