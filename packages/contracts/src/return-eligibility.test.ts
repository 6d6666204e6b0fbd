import { describe, expect, it } from 'vitest';
import { lessPickup, type LineForReturns, lineReturnOptions, type ReturnTerms } from './return-eligibility.ts';

/* What a customer may ask for a line today, and the sentence when not. */

const ring: LineForReturns = {
  thing: 'piece',
  ringSize: '6',
  engraved: false,
  resized: false,
  resizesDone: 0,
  openRequest: null,
  settled: false,
};
const terms: ReturnTerms = {
  today: '2026-12-01',
  deliveredOn: '2026-11-20',
  returnLastDay: '2026-12-20',
  resizeLastDay: '2027-01-19',
  returnDays: 30,
  engravedReturnable: false,
  resizedReturnable: false,
  freeResizes: 1,
};

describe('what a line may have', () => {
  it('allows a return, a resize and an exchange of a delivered ring within the windows', () => {
    expect(lineReturnOptions(ring, terms)).toEqual({
      return: { allowed: true },
      resize: { allowed: true },
      exchange: { allowed: true },
    });
  });

  it('allows the return on the window’s last day and refuses it the day after, naming the day', () => {
    expect(lineReturnOptions(ring, { ...terms, today: '2026-12-20' }).return).toEqual({ allowed: true });
    expect(lineReturnOptions(ring, { ...terms, today: '2026-12-21' }).return).toEqual({
      allowed: false,
      reason: 'The 30 days for returns ended on 20 December 2026.',
    });
    // An exchange is for life.
    expect(lineReturnOptions(ring, { ...terms, today: '2036-12-21' }).exchange).toEqual({ allowed: true });
  });

  it('refuses every kind before delivery, while a request is under way, and once settled', () => {
    const before = lineReturnOptions(ring, { ...terms, deliveredOn: null, returnLastDay: null, resizeLastDay: null });
    expect(before.return).toEqual({
      allowed: false,
      reason: 'Returns, resizes and exchanges open once the order is delivered.',
    });
    expect(before.exchange.allowed).toBe(false);
    const underWay = lineReturnOptions({ ...ring, openRequest: { kind: 'exchange', number: 'RTN-000004' } }, terms);
    expect(underWay.resize).toEqual({ allowed: false, reason: 'An exchange of this item is under way (RTN-000004).' });
    expect(lineReturnOptions({ ...ring, settled: true }, terms).exchange).toEqual({
      allowed: false,
      reason: 'This item has already been refunded or exchanged.',
    });
  });

  it('refuses returns of engraved and resized pieces unless the policy takes them', () => {
    expect(lineReturnOptions({ ...ring, engraved: true }, terms).return).toEqual({
      allowed: false,
      reason: 'Engraved pieces cannot be returned.',
    });
    expect(lineReturnOptions({ ...ring, engraved: true }, { ...terms, engravedReturnable: true }).return.allowed).toBe(
      true,
    );
    expect(lineReturnOptions({ ...ring, resized: true, resizesDone: 1 }, terms).return).toEqual({
      allowed: false,
      reason: 'Resized pieces cannot be returned.',
    });
  });

  it('resizes only rings, as many times free as the policy says, within its window', () => {
    expect(lineReturnOptions({ ...ring, ringSize: null }, terms).resize).toEqual({
      allowed: false,
      reason: 'Only rings can be resized.',
    });
    expect(lineReturnOptions({ ...ring, thing: 'stone', ringSize: null }, terms).resize.allowed).toBe(false);
    expect(lineReturnOptions({ ...ring, resizesDone: 1 }, terms).resize).toEqual({
      allowed: false,
      reason: 'This ring’s free resizes have been used; write to us and we will quote another.',
    });
    expect(lineReturnOptions({ ...ring, resizesDone: 1 }, { ...terms, freeResizes: 2 }).resize.allowed).toBe(true);
    expect(lineReturnOptions(ring, { ...terms, today: '2027-01-20' }).resize).toEqual({
      allowed: false,
      reason: 'Free resizes ended on 19 January 2027; write to us and we will quote one.',
    });
  });
});

describe('the pick-up taken off what comes back', () => {
  it('takes its cost off, never below nothing', () => {
    expect(lessPickup(500_000, 25_000)).toBe(475_000);
    expect(lessPickup(500_000, 0)).toBe(500_000);
    expect(lessPickup(20_000, 25_000)).toBe(0);
  });
});
