import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/metal', () => {
  it('lists the five metals with rates and labour in rupees per gram', async () => {
    const response = await t.app.inject({ url: '/api/metal' });
    expect(response.statusCode).toBe(200);
    const metals = response.json().data as { name: string; pricePerUnit: number; labour: number; colour: string }[];
    expect(metals.map((m) => m.name)).toEqual([
      'White Gold',
      'Yellow Gold',
      'Rose Gold',
      'Platinum',
      '925 Sterling Silver',
    ]);
    const gold = metals.find((m) => m.name === 'Yellow Gold')!;
    expect(gold).toMatchObject({ pricePerUnit: 9650, labour: 900, colour: 'yellow' });
    expect(metals.find((m) => m.name === 'Rose Gold')?.colour).toBe('rose');
    for (const metal of metals) {
      expect(metal.pricePerUnit).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(metal.pricePerUnit * 100))).toBe(true);
    }
  });
});
