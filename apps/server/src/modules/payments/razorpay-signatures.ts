import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Razorpay's two signatures (its "verify both signatures" practice), checked before anything is
 * believed: the Checkout's razorpay_signature, HMAC-SHA256 of "<our stored order id>|<payment
 * id>" under the key secret; and a webhook's X-Razorpay-Signature, HMAC-SHA256 of the raw body
 * (the bytes received, never re-serialised JSON) under the webhook secret. Compared in constant
 * time, so a forger learns nothing from how long a refusal takes.
 */

/** The hex HMAC-SHA256 of `message` under `secret`. */
export function hmacSha256Hex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `given` is the hex digest `expected`, in constant time (any other shape is not). */
function sameHexDigest(given: string, expected: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

/**
 * The Checkout's answer is genuine: `orderId` must be the Razorpay order id we stored for our
 * order, never one taken from the browser's answer.
 */
export function isRazorpayPaymentSignature(
  payment: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return sameHexDigest(payment.signature, hmacSha256Hex(`${payment.orderId}|${payment.paymentId}`, keySecret));
}

/** A webhook is Razorpay's: the signature header over the body exactly as received. */
export function isRazorpayWebhookSignature(rawBody: Buffer, signature: string | undefined, webhookSecret: string) {
  return signature !== undefined && sameHexDigest(signature, hmacSha256Hex(rawBody, webhookSecret));
}
