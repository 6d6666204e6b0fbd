import { useNonce } from '../../lib/nonce.tsx';
import { serialiseJsonLd } from './product-json-ld.ts';

/**
 * Structured data in the page. It carries the page's CSP nonce like every inline script; the
 * browser hides a nonce from the DOM, so the client render is told not to compare it.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  );
}
