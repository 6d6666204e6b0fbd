/*
 * The global name search's constants and the rules both ends share, kept free of zod so the
 * header (on every storefront page) loads none of it.
 */

/** The search page shows ten results a page; the header's dropdown the first ten. */
export const SEARCH_PAGE_SIZE = 10;
/** The largest page the API answers. */
export const SEARCH_MAX_PAGE_SIZE = 50;
/** The header waits this long after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 500;
/** A failed header search says so in a toast this long. */
export const SEARCH_ERROR_TOAST_MS = 3_000;
/** A longer term is refused: no shopper types a name this long. */
export const SEARCH_TERM_MAX = 200;
/** Words after this many are not read. */
export const SEARCH_MAX_WORDS = 8;

/**
 * The kind of variant a product result opens, in the order they are tried (docs/product.md,
 * "Search").
 */
export const searchVariantKeys = ['whiteProductVarient', 'yellowProductVarient', 'roseProductVarient'] as const;
export type SearchVariantKey = (typeof searchVariantKeys)[number];

/** What a product result needs to be opened: its variants of each metal colour (null when none). */
export type SearchVariants = Record<SearchVariantKey, { sku: string } | null>;

/** A product result opens its first variant in the order white, yellow, rose. */
export function firstVariantSku(variants: SearchVariants): string | null {
  for (const key of searchVariantKeys) {
    const variant = variants[key];
    if (variant) return variant.sku;
  }
  return null;
}

/** The address of a result: a product's first variant, or a stone's page. */
export function searchResultPath(
  record: ({ kind: 'product' } & SearchVariants) | { kind: 'stone'; sku: string },
): string | null {
  if (record.kind === 'stone') return `/stone/${encodeURIComponent(record.sku)}`;
  const sku = firstVariantSku(record);
  return sku === null ? null : `/product/${encodeURIComponent(sku)}`;
}

/** The /search page's address for a term (and page, when not the first). */
export function searchPagePath(term: string, pageNo = 1): string {
  const params = new URLSearchParams();
  if (term.trim()) params.set('search', term.trim());
  if (pageNo > 1) params.set('pageNo', String(pageNo));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/**
 * A term as the words it is searched by: Unicode compatibility forms folded (ｆｕｌｌ-width,
 * ligatures), accents dropped ("Solitaíre" is "solitaire"), lower case; words are runs of
 * letters and digits, a decimal point inside a number kept ("1.5") and a hyphen between letters
 * and digits kept (stock numbers such as "lg-20001"), a weight or width written with its unit
 * read as two words ("1.5ct", "2mm"). At most SEARCH_MAX_WORDS words.
 */
export function searchWords(term: string): string[] {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = folded.match(/[\p{L}\p{N}]+(?:[.-][\p{L}\p{N}]+)*/gu) ?? [];
  const split = words.flatMap((word) => {
    // "lab-grown" is two words; "lg-20001" and "1.50" stay one; "1.5ct" is "1.5 ct".
    if (/^[\p{L}]+(?:-[\p{L}]+)+$/u.test(word)) return word.split('-');
    const measure = /^(\d+(?:\.\d+)?)(ct|cts|carat|carats|mm)$/.exec(word);
    if (measure) return [measure[1]!, measure[2]!];
    if (word.includes('.') && !/^\d+(?:\.\d+)?$/.test(word)) return word.split('.');
    return [word];
  });
  return split.filter((word) => word.length > 0).slice(0, SEARCH_MAX_WORDS);
}
