import { describe, expect, it } from 'vitest';
import { PageCache, type PageRequest, pageHtml } from './page-cache.ts';

const NONCE = 'n0nce+AbC/dEf==';
const html = (price: string, nonce = NONCE) =>
  `<html><head><link nonce="${nonce}" rel="stylesheet" href="/a.css"/></head><body><p>${price}</p>` +
  `<script nonce="${nonce}">((a, p, nonce) => {})("x", [], "${nonce}")</script></body></html>`;
const page = (price: string, nonce = NONCE) => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][],
  html: html(price, nonce),
  nonce,
});
const anonymous = (url: string, cookies: Record<string, string> = {}): PageRequest => ({
  method: 'GET',
  url,
  cookies,
  authorization: undefined,
});

describe('which pages are kept', () => {
  const cache = new PageCache(1024 * 1024);

  it('keeps a GET from a visitor without cookies, or with only the currency, one per address and currency', () => {
    expect(cache.keyOf(anonymous('/product/ring?x=1'))).toBe('USD /product/ring?x=1');
    expect(cache.keyOf(anonymous('/product/ring', { currency: 'INR' }))).toBe('INR /product/ring');
    expect(cache.keyOf(anonymous('/product/ring', { currency: 'USD' }))).toBe('USD /product/ring');
    // A currency the shop does not have reads as its default, as the pages read it.
    expect(cache.keyOf(anonymous('/product/ring', { currency: 'XYZ' }))).toBe('USD /product/ring');
  });

  it('makes the page afresh for anyone signed in or carrying any other cookie, and for anything but GET', () => {
    expect(cache.keyOf(anonymous('/product/ring', { facet_session: 'abc' }))).toBeNull();
    expect(cache.keyOf(anonymous('/product/ring', { currency: 'INR', facet_session: 'abc' }))).toBeNull();
    expect(cache.keyOf(anonymous('/product/ring', { facet_pending_add: '{}' }))).toBeNull();
    expect(cache.keyOf(anonymous('/product/ring', { anything: '1' }))).toBeNull();
    expect(cache.keyOf({ ...anonymous('/product/ring'), authorization: 'Bearer x' })).toBeNull();
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE']) {
      expect(cache.keyOf({ ...anonymous('/product/ring'), method })).toBeNull();
    }
  });

  it('keeps nothing when it has no room', () => {
    expect(new PageCache(0).keyOf(anonymous('/'))).toBeNull();
  });
});

describe('a kept page', () => {
  it('is answered with a new nonce each time, in every place the old one was', () => {
    const cache = new PageCache(1024 * 1024);
    cache.keep('USD /', page('$1,200'), cache.generation);
    const kept = cache.get('USD /')!;
    const first = pageHtml(kept, 'first+nonce==');
    const second = pageHtml(kept, 'second/nonce==');
    expect(first).toBe(html('$1,200', 'first+nonce=='));
    expect(second).toBe(html('$1,200', 'second/nonce=='));
    expect(first).not.toContain(NONCE);
  });

  it('has a validator that follows its content and currency, not its nonce', () => {
    const cache = new PageCache(1024 * 1024);
    const a = cache.keep('USD /', page('$1,200'), cache.generation).etag;
    expect(cache.keep('USD /', page('$1,200', 'other=='), cache.generation).etag).toBe(a);
    expect(cache.keep('USD /', page('$1,300'), cache.generation).etag).not.toBe(a);
    expect(cache.keep('INR /', page('$1,200'), cache.generation).etag).not.toBe(a);
  });

  it('is forgotten when the shop’s data changes, and a page made across the change is not kept', () => {
    const cache = new PageCache(1024 * 1024);
    cache.keep('USD /a', page('$1,200'), cache.generation);
    const startedBefore = cache.generation;
    cache.drop();
    expect(cache.get('USD /a')).toBeUndefined();
    // Made from data read before the change: answered once, never kept.
    const answered = cache.keep('USD /b', page('$1,200'), startedBefore);
    expect(pageHtml(answered, NONCE)).toBe(html('$1,200'));
    expect(cache.get('USD /b')).toBeUndefined();
    cache.keep('USD /b', page('$1,300'), cache.generation);
    expect(pageHtml(cache.get('USD /b')!, NONCE)).toContain('$1,300');
  });

  it('lives at most its time, for what changes with time alone', () => {
    let now = 1_000;
    const cache = new PageCache(1024 * 1024, 60_000, () => now);
    cache.keep('USD /', page('$1,200'), cache.generation);
    now += 59_999;
    expect(cache.get('USD /')).toBeDefined();
    now += 1;
    expect(cache.get('USD /')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('makes room by forgetting the least recently used pages', () => {
    const size = Buffer.byteLength(html('$1,200'));
    const cache = new PageCache(size * 2);
    cache.keep('USD /a', page('$1,200'), cache.generation);
    cache.keep('USD /b', page('$1,200'), cache.generation);
    cache.get('USD /a');
    cache.keep('USD /c', page('$1,200'), cache.generation);
    expect([cache.get('USD /a'), cache.get('USD /b'), cache.get('USD /c')].map(Boolean)).toEqual([true, false, true]);
    // A page larger than the whole cache is answered, not kept.
    const huge = cache.keep('USD /d', page('x'.repeat(size * 3)), cache.generation);
    expect(pageHtml(huge, NONCE)).toContain('xxx');
    expect(cache.get('USD /d')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
