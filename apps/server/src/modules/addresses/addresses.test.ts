import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mumbai = {
  fullName: 'Meera Shah',
  phoneNumber: '+91 98200 00005',
  line1: '12 Marine Drive',
  line2: 'Flat 4B',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
  country: 'IN',
};
const london = {
  fullName: 'Meera Shah',
  phoneNumber: '+44 20 7946 0958',
  line1: '221B Baker Street',
  city: 'London',
  state: 'Greater London',
  postalCode: 'NW1 6XE',
  country: 'GB',
};

async function add(cookie: string, address: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/address', headers: { cookie }, payload: address });
}
async function list(cookie: string) {
  return (await t.app.inject({ url: '/api/address', headers: { cookie } })).json().data as {
    id: string;
    isDefault: boolean;
    city: string;
  }[];
}

describe('address book', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const cookie = await t.freshCookieFor('Customer');
    const first = await add(cookie, mumbai);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      city: 'Mumbai',
      isDefault: true,
      phoneNumber: '+919820000005',
      line2: 'Flat 4B',
    });
    const second = await add(cookie, { ...london, makeDefault: true });
    expect(second.json().data.isDefault).toBe(true);
    const book = await list(cookie);
    expect(book.map((a) => [a.city, a.isDefault])).toEqual([
      ['London', true],
      ['Mumbai', false],
    ]);

    const mumbaiId = book.find((a) => a.city === 'Mumbai')!.id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/address/makedefault/${mumbaiId}`,
      headers: { cookie },
    });
    expect(
      moved
        .json()
        .data.filter((a: { isDefault: boolean }) => a.isDefault)
        .map((a: { city: string }) => a.city),
    ).toEqual(['Mumbai']);

    const afterDelete = await t.app.inject({ method: 'DELETE', url: `/api/address/${mumbaiId}`, headers: { cookie } });
    expect(afterDelete.json().data.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([
      ['London', true],
    ]);
  });

  it('checks Indian addresses the way couriers need them', async () => {
    const cookie = await t.freshCookieFor('Customer');
    const response = await add(cookie, { ...mumbai, postalCode: '4000', state: 'Bombay' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessages).toEqual([
      'postalCode: must be a 6-digit PIN code',
      'state: must be a state or union territory of India',
    ]);
    const unknownCountry = await add(cookie, { ...london, country: 'XX' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errorMessages[0]).toMatch(/^country: must be one of/);
    const missing = await add(cookie, { country: 'IN' });
    expect(missing.json().errorMessages).toEqual(
      expect.arrayContaining(['fullName: is required', 'line1: is required', 'city: is required']),
    );
  });

  it('keeps each address book private', async () => {
    const owner = await t.freshCookieFor('Customer');
    const added = (await add(owner, london)).json().data as { id: string };
    const stranger = await t.freshCookieFor('Manager');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/address/${added.id}`,
      headers: { cookie: stranger },
    });
    expect(removal.statusCode).toBe(404);
    expect((await list(stranger)).some((a) => a.id === added.id)).toBe(false);
    expect((await list(owner)).some((a) => a.id === added.id)).toBe(true);
  });
});

describe('hidden characters in an address', () => {
  it('refuses them in the name, city and PIN, and direction overrides in the lines', async () => {
    const cookie = await t.freshCookieFor('Customer');
    const before = await list(cookie);
    const response = await add(cookie, {
      ...mumbai,
      fullName: 'Meera\u200B Shah',
      line1: '12 \u202EevirD eniraM\u202C',
      city: 'Mumbai\u2060',
      postalCode: '400\u200D020',
    });
    expect(response.statusCode).toBe(400);
    const hidden = 'must not contain invisible or direction-changing characters';
    expect(response.json().errorMessages).toEqual([
      `fullName: ${hidden}`,
      `line1: ${hidden}`,
      `city: ${hidden}`,
      `postalCode: ${hidden}`,
      'postalCode: must be a 6-digit PIN code',
    ]);
    expect(await list(cookie)).toEqual(before);

    // A Bengali landmark keeps the zero-width joiner of its ya-phala (র, U+200D, ্য).
    const kolkata = await add(cookie, {
      ...mumbai,
      fullName: 'শ্রেয়া বসু',
      line1: '7 র\u200D্যাম্প রোড',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700019',
    });
    expect(kolkata.statusCode).toBe(201);
    expect(kolkata.json().data.line1).toBe('7 র\u200D্যাম্প রোড');
  });
});
