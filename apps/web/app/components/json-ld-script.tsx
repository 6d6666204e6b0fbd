import { useNonce } from '../lib/nonce.tsx';
import { useKeptFromServer } from './static-html.tsx';

/** What a page's structured data needs to know about the shop. */
export interface JsonLdContext {
  /** The shop's public origin, without a trailing slash. */
  origin: string;
  businessName: string;
}

/**
 * JSON for an inline <script>: nothing in it can end the script element or open a comment
 * (`<` and `>` escaped), and the line separators that old parsers choke on are escaped too.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data in the page, built by `build`. It carries the page's CSP nonce like every inline
 * script; the browser hides a nonce from the DOM, so the client render is told not to compare it.
 * While the page hydrates the server's script is kept as it is (decision 036): the phone does not
 * build the data again; after a move to another address it does.
 */
export function JsonLdScript({ build }: { build: () => unknown }) {
  const nonce = useNonce();
  const kept = useKeptFromServer();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: kept ? '' : serialiseJsonLd(build()) }}
    />
  );
}
