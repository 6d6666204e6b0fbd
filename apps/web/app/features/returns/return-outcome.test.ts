import { describe, expect, it } from 'vitest';
import { returnOutcome } from './return-outcome.ts';

describe('returnOutcome', () => {
  it('promises an exchange asked within the return window what was paid, as the server credits it', () => {
    expect(returnOutcome('exchange', '₹6,50,021', true)).toMatch(/^₹6,50,021 as store credit towards a new piece/);
  });

  it('promises an exchange after the window its exchange value, with no sum', () => {
    const said = returnOutcome('exchange', '₹6,50,021', false);
    expect(said).toContain('exchange value at today’s metal rate');
    expect(said).not.toContain('₹');
  });

  it('says a return’s refund and a resize’s free return trip', () => {
    expect(returnOutcome('return', '₹1,000', true)).toContain('A refund of ₹1,000');
    expect(returnOutcome('resize', '₹1,000', true)).not.toContain('₹');
  });

  it('names what the pick-up takes off a refund or a credit', () => {
    const less = ', less the ₹500 pick-up';
    expect(returnOutcome('return', '₹1,000', true, less)).toContain(
      'A refund of ₹1,000, less the ₹500 pick-up, to the way you paid',
    );
    expect(returnOutcome('exchange', '₹1,000', true, less)).toMatch(/^₹1,000, less the ₹500 pick-up as store credit/);
    expect(returnOutcome('exchange', '₹1,000', false, less)).toContain(
      'metal rate, less the ₹500 pick-up, as store credit',
    );
  });
});
