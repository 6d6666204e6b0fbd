import { describe, expect, it } from 'vitest';
import { splitApiErrors } from './form-errors.ts';
import { safeRedirectPath } from './guards.server.ts';

describe('API errors on a form', () => {
  it('puts "field: message" lines under their field and the rest above the form', () => {
    expect(
      splitApiErrors(
        ['email: an account with this e-mail address already exists', 'Too many attempts.', 'other: not a field here'],
        ['email', 'password'],
      ),
    ).toEqual({
      fieldErrors: { email: ['an account with this e-mail address already exists'] },
      formErrors: ['Too many attempts.', 'other: not a field here'],
    });
  });
});

describe('redirects after sign-in', () => {
  it('stay inside the shop', () => {
    expect(safeRedirectPath('/my-details?tab=addresses')).toBe('/my-details?tab=addresses');
    expect(safeRedirectPath('https://evil.example/')).toBe('/account');
    expect(safeRedirectPath('//evil.example/')).toBe('/account');
    expect(safeRedirectPath('/\\evil.example')).toBe('/account');
    expect(safeRedirectPath(null, '/')).toBe('/');
  });
});
