import { describe, expect, it } from 'vitest';
import { addressInput } from './addresses.ts';
import { registerInput, tokenLifetimes, PHONE_CODE_LIFETIME_MS, PHONE_CODE_MAX_TRIES } from './auth.ts';
import { normalisePhoneNumber } from './phone.ts';
import { ringSizes } from './ring-sizes.ts';
import { userListQuery } from './users.ts';
import { describeIssues } from './zod.ts';

const valid = {
  firstName: ' Priya ',
  lastName: 'Nair',
  email: ' Priya.Nair@Example.ORG ',
  password: 'Pearl-and-Gold-77',
  phoneNumber: '+91 98200 12345',
  ringSize: '6.5',
  sendNewsAndOffer: 'on',
};

describe('registration fields', () => {
  it('tidies what people type: trimmed names, lower-case e-mail, E.164 phone, checkbox as a boolean', () => {
    expect(registerInput.parse(valid)).toEqual({
      firstName: 'Priya',
      lastName: 'Nair',
      email: 'priya.nair@example.org',
      password: 'Pearl-and-Gold-77',
      phoneNumber: '+919820012345',
      ringSize: '6.5',
      sendNewsAndOffer: true,
    });
  });

  it('treats an empty ring size and a missing checkbox as "not given"', () => {
    expect(registerInput.parse({ ...valid, ringSize: '', sendNewsAndOffer: undefined })).toMatchObject({
      ringSize: null,
      sendNewsAndOffer: false,
    });
  });

  it('explains each problem readably', () => {
    const result = registerInput.safeParse({
      ...valid,
      email: 'nope',
      password: ' padded ',
      phoneNumber: '555',
      ringSize: '14',
    });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!.issues)).toEqual(
      expect.arrayContaining([
        'email: must be a valid e-mail address',
        'password: must not start or end with a space',
        'phoneNumber: must be a phone number, e.g. +91 98200 12345',
      ]),
    );
  });
});

describe('phone numbers', () => {
  it('accepts Indian numbers with or without +91 and with spaces, and foreign numbers with their code', () => {
    expect(normalisePhoneNumber('98200 12345')).toBe('+919820012345');
    expect(normalisePhoneNumber('+91-98200-12345')).toBe('+919820012345');
    expect(normalisePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhoneNumber('12345')).toBeUndefined();
    expect(normalisePhoneNumber('')).toBeUndefined();
  });
});

describe('ring sizes', () => {
  it('runs from US 3 to 13 in half sizes with the Indian size beside each', () => {
    expect(ringSizes).toHaveLength(21);
    expect(ringSizes[0]).toMatchObject({ us: '3', indian: 4 });
    expect(ringSizes.find((size) => size.us === '7')).toMatchObject({ indian: 14 });
    expect(ringSizes.at(-1)).toMatchObject({ us: '13', indian: 30 });
  });
});

describe('addresses', () => {
  const mumbai = {
    fullName: 'Meera Shah',
    phoneNumber: '+91 98200 00005',
    line1: '12 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400020',
    country: 'IN',
  };

  it('needs a listed state and a 6-digit PIN in India, and nothing of the kind elsewhere', () => {
    expect(addressInput.safeParse(mumbai).success).toBe(true);
    const wrong = addressInput.safeParse({ ...mumbai, postalCode: '040002', state: 'Bombay' });
    expect(describeIssues(wrong.error!.issues)).toEqual([
      'postalCode: must be a 6-digit PIN code',
      'state: must be a state or union territory of India',
    ]);
    expect(addressInput.safeParse({ ...mumbai, country: 'GB', postalCode: 'NW1 6XE', state: 'London' }).success).toBe(
      true,
    );
  });
});

describe('member list query', () => {
  it('defaults to the newest first, 10 a page', () => {
    expect(userListQuery.parse({})).toEqual({
      order: 'desc',
      orderBy: 'CreateDate',
      pageNo: 1,
      pageSize: 10,
      search: '',
      rolesToExclude: [],
    });
  });

  it('takes roles to exclude as a list or comma-separated', () => {
    expect(userListQuery.parse({ rolesToExclude: 'Customer' }).rolesToExclude).toEqual(['Customer']);
    expect(userListQuery.parse({ rolesToExclude: ['Admin,Manager', 'Customer'] }).rolesToExclude).toEqual([
      'Admin',
      'Manager',
      'Customer',
    ]);
    expect(userListQuery.safeParse({ rolesToExclude: 'Owner' }).success).toBe(false);
  });
});

describe('token lifetimes', () => {
  it('are 24 hours to confirm, 1 hour to reset, 7 days to accept an invitation; codes 10 minutes, 5 tries', () => {
    expect(tokenLifetimes['confirm-email']).toBe(24 * 3600 * 1000);
    expect(tokenLifetimes['reset-password']).toBe(3600 * 1000);
    expect(tokenLifetimes['activate-account']).toBe(7 * 24 * 3600 * 1000);
    expect(PHONE_CODE_LIFETIME_MS).toBe(10 * 60 * 1000);
    expect(PHONE_CODE_MAX_TRIES).toBe(5);
  });
});
