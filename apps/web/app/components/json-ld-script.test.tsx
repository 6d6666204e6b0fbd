import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NonceProvider } from '../lib/nonce.tsx';
import { JsonLdScript } from './json-ld-script.tsx';

describe('structured data in the page', () => {
  it('carries the CSP nonce and cannot be broken out of', () => {
    const html = renderToString(
      <NonceProvider value="abc123">
        <MemoryRouter>
          <JsonLdScript build={() => ({ '@type': 'Product', name: 'Ring </script><script>alert(1)</script>' })} />
        </MemoryRouter>
      </NonceProvider>,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123">/);
    // One script element: the name did not close it.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ '@type': 'Product', name: 'Ring </script><script>alert(1)</script>' });
  });
});
