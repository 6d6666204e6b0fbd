import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function names(url: string): Promise<string[]> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((record: { name: string }) => record.name);
}

describe('lookups', () => {
  it('lists stone shapes spelled right, in display order', async () => {
    const shapes = await names('/api/stone-shape');
    expect(shapes).toHaveLength(12);
    expect(shapes[0]).toBe('Round');
    expect(shapes).toContain('Hexagon');
    expect(shapes).not.toContain('Hexagone');
  });

  it('lists ring styles once each, Vintage spelled right', async () => {
    const styles = await names('/api/ring-style');
    expect(styles).toHaveLength(21);
    expect(new Set(styles).size).toBe(21);
    expect(styles).toContain('Vintage');
    expect(styles).not.toContain('Vinatge');
  });

  it('lists stone categories, jewellery types, media categories, band profiles and audiences', async () => {
    expect(await names('/api/stone-category')).toEqual(['Natural Diamond', 'Lab Grown Diamond', 'Moissanite']);
    expect(await names('/api/jewellery-type')).toEqual(['Ring', 'Earring', 'Pendant', 'Necklace', 'Bracelet']);
    expect(await names('/api/media-category')).toEqual(['White', 'Yellow', 'Rose']);
    expect(await names('/api/profile')).toEqual(['Court', 'Flat', 'Comfort Fit', 'Knife Edge']);
    expect(await names('/api/gender')).toEqual(['Female', 'Male', 'Unisex']);
  });

  it('groups the 14 sub types under their jewellery type', async () => {
    const response = await t.app.inject({ url: '/api/jewellery-sub-type' });
    const subTypes: { name: string; jewelleryTypeName: string; slug: string }[] = response.json().data;
    expect(subTypes).toHaveLength(14);
    const byType = (type: string) => subTypes.filter((s) => s.jewelleryTypeName === type).map((s) => s.name);
    expect(byType('Ring')).toEqual([
      'Engagement Ring',
      'Wedding Band',
      'Eternity Ring',
      'Anniversary Ring',
      'Bridal Ring Set',
      'Couple Band',
    ]);
    expect(byType('Earring')).toEqual(['Diamond Earring', 'Drop & Dangle', 'Huggies & Hoops', 'Crawler']);
    expect(byType('Bracelet')).toEqual(['Tennis', 'Bangles']);
    expect(subTypes.find((s) => s.name === 'Drop & Dangle')?.slug).toBe('drop-and-dangle');
  });

  it('filters sub types by jewellery type, and refuses a malformed filter with a readable 400', async () => {
    const types = (await t.app.inject({ url: '/api/jewellery-type' })).json().data as { id: number; name: string }[];
    const earring = types.find((type) => type.name === 'Earring')!;
    const filtered = await t.app.inject({ url: `/api/jewellery-sub-type?jewelleryTypeId=${earring.id}` });
    expect(filtered.json().data).toHaveLength(4);

    const bad = await t.app.inject({ url: '/api/jewellery-sub-type?jewelleryTypeId=rings' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isSuccess: false, data: null });
    expect(bad.json().errorMessages[0]).toMatch(/^jewelleryTypeId: /);
  });

  it('lets browsers keep reference lists for a few minutes', async () => {
    const response = await t.app.inject({ url: '/api/stone-category' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
