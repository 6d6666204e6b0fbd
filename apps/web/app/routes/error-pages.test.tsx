import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary as RootErrorBoundary } from '../root.tsx';
import { ErrorBoundary as ShopErrorBoundary } from './shop/layout.tsx';

/* What a shopper sees when a page breaks, rendered as the server would render it. */

type Boundary = ComponentType<{ error: unknown }>;

function renderBoundary(boundary: unknown, error: unknown): string {
  const ErrorBoundary = boundary as Boundary;
  const Stub = createRoutesStub([{ path: '/', Component: () => <ErrorBoundary error={error} /> }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('error pages', () => {
  it('titles a page that failed to render "Unexpected Application Error!" and offers a way home', () => {
    const html = renderBoundary(RootErrorBoundary, new Error('render failure'));
    expect(html).toContain('<title>Unexpected Application Error!</title>');
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toMatch(/<a[^>]+href="\/"/);
    expect(html).not.toContain('OOPS!');
  });

  it('shows the not-found page for a 404, and for a 503 when prices could not be loaded', () => {
    for (const status of [404, 503]) {
      const html = renderBoundary(RootErrorBoundary, new ErrorResponse(status, '', null));
      expect(html, String(status)).toContain('OOPS! NO RESULTS FOUND...');
      expect(html, String(status)).toMatch(/<a[^>]+href="\/"[^>]*>Home<\/a>/);
    }
  });

  it('keeps the shop’s header around a broken page in the storefront', () => {
    const html = renderBoundary(ShopErrorBoundary, new Error('render failure'));
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Skip to content');
    expect(html).toContain('aria-label="Main"');
  });
});
