import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPath } from './guards.server.ts';

const shop = 'https://facet.example';

/** Where a browser goes with this Location header, read on a page of the shop. */
function followedFrom(location: string): string {
  return new URL(location, `${shop}/login`).origin;
}

describe('safeRedirectPath', () => {
  it.each([
    ['a tab after the slash (the query decoded)', '/\t/evil.example'],
    ['a newline after the slash', '/\n/evil'],
    ['a carriage return', '/\r//evil'],
    ['a NUL character', '/\u0000/evil'],
    ['DEL', '/\u007f/evil'],
    ['a protocol-relative URL', '//evil'],
    ['a backslash after the slash', '/\\evil'],
    ['a backslash further on', '/a\\..\\..\\evil'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a dot segment that leaves "//" in front', '/.//evil.example'],
    ['a parent segment that leaves "//" in front', '/a/..//evil.example'],
    ['percent-encoded dots that leave "//" in front', '/%2e%2e//evil.example'],
    ['a relative path', 'account'],
    ['a leading space', ' /account'],
    ['an empty value', ''],
  ])('falls back for %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/account');
    expect(safeRedirectPath(value, '/')).toBe('/');
  });

  it('falls back when there is no text', () => {
    expect(safeRedirectPath(null)).toBe('/account');
    expect(safeRedirectPath(undefined, '/')).toBe('/');
    expect(safeRedirectPath(new File(['x'], '/account'))).toBe('/account');
  });

  it.each([
    ['a path with its query and fragment', '/account?x=1#y', '/account?x=1#y'],
    [
      '"%09" as it arrives when the query was not decoded: a path of the shop',
      '/%09/evil.example',
      '/%09/evil.example',
    ],
    ['"%0A" kept encoded', '/%0A', '/%0A'],
    ['Latin-1 letters, percent-encoded', '/café', '/caf%C3%A9'],
    [
      'letters beyond Latin-1, percent-encoded',
      '/ज्वेलरी',
      '/%E0%A4%9C%E0%A5%8D%E0%A4%B5%E0%A5%87%E0%A4%B2%E0%A4%B0%E0%A5%80',
    ],
    [
      'a query in Devanagari',
      '/search?search=अंगूठी',
      '/search?search=%E0%A4%85%E0%A4%82%E0%A4%97%E0%A5%82%E0%A4%A0%E0%A5%80',
    ],
    ['"//" inside the query', '/account?next=//evil.example', '/account?next=//evil.example'],
    ['dot segments that stay inside', '/collections/../account', '/account'],
    ['a space', '/search?search=gold ring', '/search?search=gold%20ring'],
  ])('keeps %s', (_label, value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('answers only printable ASCII paths that a browser keeps on the shop', () => {
    const values = [
      '/\t/evil.example',
      '/%09/evil.example',
      '/café',
      '/ज्वेलरी?q=💍#ring',
      '/a/..//evil',
      '/account?x=1#y',
    ];
    for (const value of values) {
      const location = safeRedirectPath(value, '/');
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(followedFrom(location)).toBe(shop);
    }
  });
});

describe('signInPath', () => {
  it('brings back a path with odd characters unchanged and on the shop', () => {
    const request = new Request(`${shop}/jewelleries/detail/café?q=ज्वेलरी&x=%09&y='"<>`);
    const signIn = new URL(signInPath(request), shop);
    expect(signIn.pathname).toBe('/login');
    const redirectTo = signIn.searchParams.get('redirectTo');
    const url = new URL(request.url);
    expect(redirectTo).toBe(url.pathname + url.search);
    expect(safeRedirectPath(redirectTo)).toBe(redirectTo);
  });

  it('brings back the page, not its data, from a client-side navigation', () => {
    const back = (target: string) =>
      new URL(signInPath(new Request(`${shop}${target}`)), shop).searchParams.get('redirectTo');
    expect(back('/stones.data?_routes=routes%2Fadmin%2Flayout%2Croutes%2Fadmin%2Fstones%2Flist')).toBe('/stones');
    expect(back('/jewelleries/edit/1.data?tab=x&_routes=a')).toBe('/jewelleries/edit/1?tab=x');
    expect(back('/_.data?_routes=root')).toBe('/');
    expect(back('/my-orders?page=2')).toBe('/my-orders?page=2');
  });
});
