import { describe, expect, it } from 'vitest';
import { giftWrapCharge } from './gift-wrap.ts';
import { includedTax } from './tax.ts';

/* Gift wrap as the order charges it: the GST inside it within India, taken off for an export. */

describe('the gift wrap charge', () => {
  it('charges its price within India, the GST inside it at the principal rate', () => {
    expect(giftWrapCharge(250_00, 300, 'india')).toEqual({ amount: 250_00, tax: includedTax(250_00, 300), removed: 0 });
    expect(giftWrapCharge(250_00, 300, 'india').tax).toBe(7_28);
  });

  it('takes the GST off an export to a whole unit, and charges what is left', () => {
    // ₹500 at 18 % includes ₹76.27: ₹76 comes off.
    expect(giftWrapCharge(500_00, 1800, 'export')).toEqual({ amount: 424_00, tax: 0, removed: 76_00 });
    // $5 at 3 % includes 14 cents: nothing whole comes off.
    expect(giftWrapCharge(5_00, 300, 'export')).toEqual({ amount: 5_00, tax: 0, removed: 0 });
  });

  it('charges nothing for free wrap', () => {
    expect(giftWrapCharge(0, 300, 'india')).toEqual({ amount: 0, tax: 0, removed: 0 });
  });
});
