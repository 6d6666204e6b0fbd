import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, paymentSources } from './web.ts';

/* The built pages' policy; e2e/content-security-policy.spec.ts checks the pages keep to it. */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy('bm9uY2U+Lz0='));

  it("allows scripts and <style> elements with the page's nonce and files of the shop", () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U+Lz0='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2U+Lz0='"]);
  });

  it('allows no inline style or script, no eval, no plugin and no framing', () => {
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
      expect(values).not.toContain("'unsafe-hashes'");
    }
    expect(policy.has('style-src-attr')).toBe(false);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});

describe('the payment step’s sources', () => {
  const payments = {
    razorpay: {
      keyId: 'rzp_test_1',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    },
    paypal: {
      clientId: 'c',
      clientSecret: 's',
      webhookId: undefined,
      apiUrl: 'https://api-m.sandbox.paypal.com',
      sdkUrl: 'https://www.paypal.com/sdk/js',
    },
    testPayments: false,
    timeoutMs: 1000,
  };

  it('allows the configured providers’ scripts, frames and calls only when asked', () => {
    const policy = directives(contentSecurityPolicy('bm9uY2U=', paymentSources(payments)));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      'https://checkout.razorpay.com',
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
    ]);
    expect(policy.get('frame-src')).toContain('https://api.razorpay.com');
    expect(policy.get('frame-src')).toContain('https://www.paypal.com');
    expect(policy.get('connect-src')).toContain('https://api.razorpay.com');
    const plain = directives(contentSecurityPolicy('bm9uY2U='));
    expect(plain.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(plain.get('frame-src')).toBeUndefined();
  });

  it('allows nothing more when no real provider is configured, and follows a fake’s address', () => {
    expect(paymentSources({ testPayments: true, timeoutMs: 1000 })).toEqual({
      script: [],
      frame: [],
      connect: [],
      img: [],
    });
    const local = paymentSources({
      ...payments,
      paypal: undefined,
      razorpay: {
        ...payments.razorpay,
        apiUrl: 'http://127.0.0.1:4100',
        checkoutUrl: 'http://127.0.0.1:4100/v1/checkout.js',
      },
    });
    expect(local.script).toEqual(['http://127.0.0.1:4100']);
  });
});
