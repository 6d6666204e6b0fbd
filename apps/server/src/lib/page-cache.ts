import { createHash } from 'node:crypto';
import { CURRENCY_COOKIE, readCurrency } from '@facet/contracts/money';

/*
 * Storefront pages as an anonymous visitor sees them, kept per instance (issue 15): rendering a
 * page costs 6–8 ms of CPU, sending a kept one a fraction of that, so the thousandth shopper is
 * answered as fast as the first.
 *
 * What is kept, and for whom:
 *  - only GET requests that carry no cookie but the currency: anyone signed in, with a bag, a
 *    pending heart or any other cookie of ours gets the page made for them, never a kept one;
 *  - only pages that answered 200 with HTML and set no cookie and no cache rule of their own;
 *  - one entry per address (path and query) and currency.
 * How long: until any cached group of the shop's data changes (prices, metals, the catalogue,
 * stones, articles, reviews: the reference cache's NOTIFY, heard by every instance, and heard
 * before a change's own answer is sent), and at most `ttlMs` for what changes with time alone
 * (a stone's hold running out). A page being made while a change is heard is not kept.
 * The nonce: a page is kept with its Content-Security-Policy nonce cut out, and every answer
 * gets a new one, so no two visitors share a nonce.
 */

export interface KeptPage {
  status: number;
  /** The page's own headers, without its policy, cookies or caching rule. */
  headers: [string, string][];
  /** The HTML split where the nonce was: joined with a fresh nonce for each answer. */
  parts: string[];
  /** A weak validator of the page's content (the nonce left out, its compression aside), for If-None-Match. */
  etag: string;
  bytes: number;
}

export interface PageRequest {
  method: string;
  /** Path and query, as received (request-target.ts has made it the one spelling). */
  url: string;
  /** The request's cookies, parsed. */
  cookies: Record<string, string | undefined>;
  authorization: string | undefined;
}

export class PageCache {
  private readonly pages = new Map<string, { page: KeptPage; expires: number }>();
  private bytes = 0;
  private generationNumber = 0;
  private hitCount = 0;
  private missCount = 0;

  constructor(
    /** Most bytes of HTML kept; the least recently used go first. */
    private readonly maxBytes: number,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key a request's page is kept under, or null when the page must be made for this request. */
  keyOf(request: PageRequest): string | null {
    if (this.maxBytes <= 0 || request.method !== 'GET' || request.authorization !== undefined) return null;
    if (Object.keys(request.cookies).some((name) => name !== CURRENCY_COOKIE)) return null;
    return `${readCurrency(request.cookies[CURRENCY_COOKIE])} ${request.url}`;
  }

  /** Changes every time the kept pages are dropped: a page made across a change is not kept. */
  get generation(): number {
    return this.generationNumber;
  }

  get(key: string): KeptPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) {
      this.missCount += 1;
      return undefined;
    }
    if (entry.expires <= this.now()) {
      this.forget(key);
      this.missCount += 1;
      return undefined;
    }
    this.hitCount += 1;
    // Most recently used goes last, so eviction takes the oldest.
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  /**
   * Keeps a page made for `key` from `html`, whose nonce was `nonce`; returns it, kept or not
   * (a page made while the data changed, or larger than the whole cache, is only answered).
   */
  keep(
    key: string,
    page: { status: number; headers: [string, string][]; html: string; nonce: string },
    generation: number,
  ): KeptPage {
    const parts = page.html.split(page.nonce);
    const etag = `W/"${createHash('sha256').update(key).update('\0').update(parts.join('\0')).digest('base64url').slice(0, 27)}"`;
    const bytes = Buffer.byteLength(page.html);
    const kept: KeptPage = { status: page.status, headers: page.headers, parts, etag, bytes };
    if (generation !== this.generationNumber || bytes > this.maxBytes) return kept;
    this.forget(key);
    this.pages.set(key, { page: kept, expires: this.now() + this.ttlMs });
    this.bytes += bytes;
    while (this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    return kept;
  }

  /** Forgets every page: called when any cached group of data changes. */
  drop(): void {
    this.generationNumber += 1;
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes of HTML kept now. */
  get byteSize(): number {
    return this.bytes;
  }

  /** Times get() found a page (since start; read by the metrics). */
  get hits(): number {
    return this.hitCount;
  }

  /** Times get() found none, or one that had expired. */
  get misses(): number {
    return this.missCount;
  }

  private forget(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.bytes -= entry.page.bytes;
    this.pages.delete(key);
  }
}

/** A kept page's HTML with `nonce` where its own was. */
export function pageHtml(page: KeptPage, nonce: string): string {
  return page.parts.join(nonce);
}
