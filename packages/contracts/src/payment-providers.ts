/*
 * The payment providers by name, what the shop calls them and the currency each charges in,
 * and how long an order holds its stones — without zod, so pages that only show them do not
 * carry the order schemas (contracts/orders.ts re-exports them).
 */

export const paymentProviders = ['test-payment', 'razorpay', 'paypal'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentProviderLabels: Record<PaymentProvider, string> = {
  'test-payment': 'Test payment — no money taken',
  razorpay: 'Razorpay (cards, UPI, netbanking)',
  paypal: 'PayPal',
};

/** The currency a provider charges in; null: the shopper's (the test provider takes either). */
export const providerCurrency: Record<PaymentProvider, 'INR' | 'USD' | null> = {
  'test-payment': null,
  razorpay: 'INR',
  paypal: 'USD',
};

/** How long placing an order holds its stones for the customer to pay. */
export const HOLD_MINUTES = 15;
