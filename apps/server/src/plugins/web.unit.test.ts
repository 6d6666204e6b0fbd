import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './web.ts';

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
