import type { OrderState } from '@facet/contracts/order-states';
import { describe, expect, it } from 'vitest';
import {
  hasInvoice,
  invoiceHeading,
  lifeOverSentence,
  moveConfirmation,
  noInvoiceSentence,
  paymentWording,
  taxWording,
} from './order-wording.ts';

/* What the order pages say about an order: tax, payment, invoice, and moves that cannot be undone. */

describe('taxWording', () => {
  it('says the GST a total within India includes, with its rate', () => {
    expect(taxWording({ tax: 1200, taxRemoved: 0, taxPercent: 3 }, 'india', 'INR')).toEqual({
      kind: 'included',
      text: 'Includes ₹1,200 GST (3 %)',
    });
  });

  it('shows the GST taken off an export as a figure, with no tax line', () => {
    expect(taxWording({ tax: 0, taxRemoved: 45.5, taxPercent: 3 }, 'export', 'USD')).toEqual({
      kind: 'removed',
      label: 'GST removed (export)',
      value: '−$45.50',
    });
  });
});

describe('the invoice', () => {
  it('is a tax invoice within India, and an export invoice says it is zero-rated', () => {
    expect(invoiceHeading('india')).toEqual({ title: 'Tax invoice', note: null });
    expect(invoiceHeading('export')).toEqual({ title: 'Invoice', note: 'Export — zero-rated, GST not charged' });
  });

  it('exists once the order is paid, and not for one awaiting payment or cancelled unpaid', () => {
    const paid = '2026-05-01T10:00:00.000Z';
    for (const state of ['Paid', 'Processing', 'Shipped', 'Delivered', 'Refunded'] as OrderState[]) {
      expect(hasInvoice({ state, paidAt: paid }), state).toBe(true);
    }
    expect(hasInvoice({ state: 'Cancelled', paidAt: paid })).toBe(true);
    expect(hasInvoice({ state: 'Cancelled', paidAt: null })).toBe(false);
    expect(hasInvoice({ state: 'PendingPayment', paidAt: null })).toBe(false);
    expect(noInvoiceSentence('PendingPayment')).toMatch(/still awaiting payment/);
    expect(noInvoiceSentence('Cancelled')).toMatch(/cancelled before it was paid/);
  });
});

describe('paymentWording', () => {
  it('names the provider, and says a test payment took no money', () => {
    expect(paymentWording({ provider: 'razorpay', isTestPayment: false, paidAt: '2026-05-01T10:00:00Z' })).toBe(
      'Paid with Razorpay',
    );
    expect(paymentWording({ provider: 'paypal', isTestPayment: false, paidAt: null })).toBe('To be paid with PayPal');
    expect(paymentWording({ provider: 'test-payment', isTestPayment: true, paidAt: '2026-05-01T10:00:00Z' })).toBe(
      'Test payment — no money taken',
    );
  });
});

describe('moveConfirmation', () => {
  const order = {
    number: 'FCT-000123',
    provider: 'razorpay' as const,
    isTestPayment: false,
    currency: 'INR' as const,
    figures: { total: 150000 },
  };

  it('asks nothing before an ordinary move', () => {
    expect(moveConfirmation({ ...order, state: 'Paid' }, 'Processing')).toBeNull();
  });

  it('says a paid order’s money goes back through its provider when it is cancelled or refunded', () => {
    const cancel = moveConfirmation({ ...order, state: 'Processing' }, 'Cancelled');
    expect(cancel?.title).toBe('Cancel order FCT-000123?');
    expect(cancel?.description).toContain('payment of ₹1,50,000 will be refunded through Razorpay');
    expect(moveConfirmation({ ...order, state: 'Delivered' }, 'Refunded')?.confirmLabel).toBe('Refund the order');
  });

  it('says nothing is refunded when an unpaid order is cancelled, and no money moves for a test payment', () => {
    expect(moveConfirmation({ ...order, state: 'PendingPayment' }, 'Cancelled')?.description).toMatch(
      /^Nothing was paid for it, so nothing is refunded\./,
    );
    expect(
      moveConfirmation({ ...order, state: 'Paid', provider: 'test-payment', isTestPayment: true }, 'Refunded')
        ?.description,
    ).toContain('a test payment: no money moves');
  });
});

describe('lifeOverSentence', () => {
  it('says a cancelled or refunded order moves no more, and nothing while it can', () => {
    expect(lifeOverSentence('Cancelled', [])).toMatch(/cancelled order stays cancelled/);
    expect(lifeOverSentence('Refunded', [])).toMatch(/refunded order stays refunded/);
    expect(lifeOverSentence('Delivered', ['Refunded'])).toBeNull();
  });
});
