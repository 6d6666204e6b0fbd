import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, isRazorpayPaymentSignature, isRazorpayWebhookSignature } from './razorpay-signatures.ts';

/* Razorpay's payment and webhook signatures: genuine ones pass, any change is refused. */

const keySecret = 'test_key_secret';
const webhookSecret = 'test_webhook_secret';

function flipOne(hex: string): string {
  return `${hex.slice(0, 10)}${hex[10] === '0' ? '1' : '0'}${hex.slice(11)}`;
}

describe('Razorpay signatures', () => {
  it('are HMAC-SHA256 in hex (a published vector)', () => {
    expect(hmacSha256Hex('hello', 'secret')).toBe('88aab3ede8d3adf94d26ab90d3bafd4a2083070c3bcce9c014ee04a443847c0b');
  });

  it('accept the Checkout’s signature over our order id and the payment id, and nothing else', () => {
    const orderId = 'order_IluGWxBm9U8zJ8';
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
    expect(isRazorpayPaymentSignature({ orderId, paymentId, signature }, keySecret)).toBe(true);
    expect(isRazorpayPaymentSignature({ orderId, paymentId, signature: signature.toUpperCase() }, keySecret)).toBe(
      true,
    );
    for (const forged of [
      { orderId, paymentId, signature: flipOne(signature) },
      { orderId: 'order_SomeoneElses01', paymentId, signature },
      { orderId, paymentId: 'pay_29QQoUBi66xm2g', signature },
      { orderId, paymentId, signature: signature.slice(0, 63) },
      { orderId, paymentId, signature: `${signature}00` },
      { orderId, paymentId, signature: 'z'.repeat(64) },
      { orderId, paymentId, signature: '' },
    ]) {
      expect(isRazorpayPaymentSignature(forged, keySecret), JSON.stringify(forged)).toBe(false);
    }
    expect(isRazorpayPaymentSignature({ orderId, paymentId, signature }, 'another_secret')).toBe(false);
  });

  it('accept a webhook only over the bytes received', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1"}}}}');
    const signature = hmacSha256Hex(body, webhookSecret);
    expect(isRazorpayWebhookSignature(body, signature, webhookSecret)).toBe(true);
    // The same JSON written again (other spacing) is other bytes.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(isRazorpayWebhookSignature(reserialised, signature, webhookSecret)).toBe(false);
    expect(isRazorpayWebhookSignature(body, flipOne(signature), webhookSecret)).toBe(false);
    expect(isRazorpayWebhookSignature(body, undefined, webhookSecret)).toBe(false);
    expect(isRazorpayWebhookSignature(body, signature, keySecret)).toBe(false);
  });
});
