import { describe, expect, it } from 'vitest';
import { canonicalPath } from './request-target.ts';

describe('canonicalPath', () => {
  it('leaves a canonical path as it is', () => {
    for (const path of ['/', '/api/user', '/product/14k-gold-ring', '/api/user/%2F', '/caf%C3%A9', '/a%20b']) {
      expect(canonicalPath(path)).toBe(path);
    }
  });

  it('collapses repeated slashes, drops trailing ones and resolves dot segments', () => {
    expect(canonicalPath('//api/user')).toBe('/api/user');
    expect(canonicalPath('/api//user///')).toBe('/api/user');
    expect(canonicalPath('/api/user/')).toBe('/api/user');
    expect(canonicalPath('/api/./user')).toBe('/api/user');
    expect(canonicalPath('/x/../api/user')).toBe('/api/user');
    expect(canonicalPath('/../../api/user')).toBe('/api/user');
  });

  it('decodes escapes of letters, digits and -._~ only (so %2e%2e is a dot-dot segment)', () => {
    expect(canonicalPath('/%61pi/user')).toBe('/api/user');
    expect(canonicalPath('/x/%2e%2E/api/user')).toBe('/api/user');
    expect(canonicalPath('/a%7eb%2Fc')).toBe('/a~b%2Fc');
  });

  it('has no canonical form for targets that are not plain paths', () => {
    for (const target of [
      'http://shop.test/api/user',
      '*',
      'api/user',
      '/api/%zz',
      '/api/%4',
      '/\\evil.example',
      '/a\tb',
    ]) {
      expect(canonicalPath(target)).toBeNull();
    }
  });
});
