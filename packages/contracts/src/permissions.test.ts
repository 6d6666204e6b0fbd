import { describe, expect, it } from 'vitest';
import {
  type Actor,
  areaRoles,
  backOfficePages,
  canEnter,
  dashboardPathFor,
  decideAccess,
  type Role,
} from './permissions.ts';

const actor = (role: Role, overrides: Partial<Actor> = {}): Actor => ({
  userId: 'u1',
  role,
  emailConfirmed: true,
  phoneNumberConfirmed: true,
  ...overrides,
});

describe('permission table', () => {
  it('gives each back-office area exactly its allowed roles', () => {
    expect(areaRoles.dashboard).toEqual(['Admin']);
    expect(areaRoles.discountCoupon).toEqual(['Admin']);
    expect(areaRoles.metalAndPrice).toEqual(['Admin']);
    expect(areaRoles.customers).toEqual(['Admin']);
    expect(areaRoles.members).toEqual(['Admin']);
    expect(areaRoles.businessDetails).toEqual(['Admin']);
    expect(areaRoles.afterSale).toEqual(['Admin']);
    expect(areaRoles.accounts).toEqual(['Admin']);
    expect(areaRoles.jewelleries).toEqual(['Admin', 'Manager', 'JewelleryManager']);
    expect(areaRoles.customJewelleries).toEqual(['Admin', 'Manager', 'JewelleryManager']);
    expect(areaRoles.stones).toEqual(['Admin', 'Manager', 'StoneManager']);
    expect(areaRoles.inquiries).toEqual(['Admin', 'Manager', 'StoneManager']);
    expect(areaRoles.appointments).toEqual(['Admin', 'Manager', 'JewelleryManager', 'StoneManager']);
    expect(areaRoles.orders).toEqual(['Admin', 'Manager']);
    expect(areaRoles.blog).toEqual(['Admin', 'Manager']);
  });

  it('never lets a customer into the back-office', () => {
    for (const area of Object.keys(areaRoles) as (keyof typeof areaRoles)[]) {
      expect(canEnter('Customer', area)).toBe(false);
    }
  });

  it('sends the header dashboard link to each staff role’s own start page', () => {
    expect(dashboardPathFor('Admin')).toBe('/dashboard');
    expect(dashboardPathFor('Manager')).toBe('/jewelleries');
    expect(dashboardPathFor('JewelleryManager')).toBe('/jewelleries');
    expect(dashboardPathFor('StoneManager')).toBe('/stones');
    expect(dashboardPathFor('Customer')).toBeNull();
    expect(dashboardPathFor(null)).toBeNull();
  });

  it('lists a back-office page for every area', () => {
    expect(new Set(backOfficePages.map((page) => page.area))).toEqual(new Set(Object.keys(areaRoles)));
  });
});

describe('decideAccess', () => {
  it('lets anyone through a public rule', () => {
    expect(decideAccess(null, { access: 'public' })).toEqual({ allowed: true });
  });

  it('asks an anonymous visitor to sign in (401)', () => {
    expect(decideAccess(null, { access: 'signedIn' })).toMatchObject({ allowed: false, status: 401 });
    expect(decideAccess(null, { access: 'stones' })).toMatchObject({ allowed: false, status: 401 });
  });

  it('refuses a signed-in person without the role (403)', () => {
    expect(decideAccess(actor('StoneManager'), { access: 'jewelleries' })).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(decideAccess(actor('JewelleryManager'), { access: 'jewelleries' })).toEqual({ allowed: true });
  });

  it('lets in a role of any one of several areas', () => {
    const rule = { access: ['jewelleries', 'stones'] as const };
    expect(decideAccess(actor('StoneManager'), rule)).toEqual({ allowed: true });
    expect(decideAccess(actor('JewelleryManager'), rule)).toEqual({ allowed: true });
    expect(decideAccess(actor('Customer'), rule)).toMatchObject({ allowed: false, status: 403 });
  });

  it('asks for a confirmed e-mail or phone where the route requires it', () => {
    const unconfirmed = actor('Customer', { emailConfirmed: false, phoneNumberConfirmed: false });
    expect(decideAccess(unconfirmed, { access: 'signedIn', requires: ['emailConfirmed'] })).toEqual({
      allowed: false,
      status: 403,
      message: 'Please confirm your e-mail address first.',
    });
    expect(decideAccess(unconfirmed, { access: 'signedIn', requires: ['phoneNumberConfirmed'] })).toMatchObject({
      message: 'Please confirm your phone number first.',
    });
    expect(decideAccess(actor('Customer'), { access: 'signedIn', requires: ['emailConfirmed'] })).toEqual({
      allowed: true,
    });
  });
});
