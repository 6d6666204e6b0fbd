import type { PaymentProvider as ProviderName } from '@facet/contracts/orders';

/*
 * One interface for every payment provider (decision 015): Razorpay, PayPal and our test provider.
 * The payments service places the order, then asks the provider to create its payment, confirms
 * it when the browser comes back (capture) or a webhook arrives, asks again when neither came
 * (reconciliation), and refunds. Amounts are minor units (paise, cents) of the order's currency.
 * A provider that cannot be reached or answers an error throws ProviderError, whose message is a
 * sentence the shopper may read; the order is never changed by a failed call.
 */

export type PaymentCurrency = 'INR' | 'USD';

/** What we ask a provider to collect. */
export interface PaymentRequest {
  /** Our order number (receipt, invoice id, reference). */
  orderNumber: string;
  amount: number;
  currency: PaymentCurrency;
  /** What the provider may show the payer. */
  description: string;
  customer: { name: string; email: string; phone: string };
}

/** A payment created with the provider, waiting for the payer. */
export interface CreatedPayment {
  /** The provider's order id (Razorpay order_…, PayPal order id, test payment id). */
  providerOrderId: string;
  /** What the browser needs to open the provider's checkout (no secrets). */
  checkout: Record<string, unknown>;
}

/** Where a payment stands at the provider. */
export type PaymentStatus =
  | { status: 'paid'; providerPaymentId: string; amount: number; currency: PaymentCurrency }
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

/** A webhook that proved it came from the provider. */
export interface VerifiedWebhook {
  /** The provider's id of this event (a replay has the same one). */
  eventId: string;
  kind: string;
  providerOrderId: string | null;
  /** When the event says money was taken: the payment, as the provider reports it. */
  paid: { providerPaymentId: string; amount: number; currency: PaymentCurrency } | null;
}

export interface PaymentGateway {
  readonly name: ProviderName;
  /** The currency it charges in; null: either. */
  readonly currency: PaymentCurrency | null;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * The browser says the payer finished: check what it sent (a signature, an approval) and take
   * the money where the provider needs a separate capture. Answers where the payment stands.
   */
  confirmPayment(
    payment: { providerOrderId: string; amount: number; currency: PaymentCurrency },
    body: unknown,
  ): Promise<PaymentStatus>;
  /** Ask the provider where a payment stands (reconciliation: no browser, no webhook came). */
  lookUpPayment(payment: {
    providerOrderId: string;
    amount: number;
    currency: PaymentCurrency;
  }): Promise<PaymentStatus>;
  /**
   * Give money back (all or part of a payment); answers the provider's refund id. `reference`
   * names this refund among the payment's others (PayPal's request id): asked again with the same
   * one, a provider answers the refund it already made.
   */
  refund(payment: {
    providerPaymentId: string;
    amount: number;
    currency: PaymentCurrency;
    orderNumber: string;
    reference?: string;
  }): Promise<{ providerRefundId: string }>;
  /** Check a webhook came from the provider; null when it did not (or webhooks are not set up). */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<VerifiedWebhook | null>;
}

/** A provider call that failed: `message` is for the shopper or staff; `detail` for the log. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
    /** The provider refused for good (a declined card); false: it may work if tried again. */
    readonly final = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** fetch with a time limit: a provider that does not answer in time is a failed call. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderError('The payment provider could not be reached. Please try again in a moment.', error);
  }
}
