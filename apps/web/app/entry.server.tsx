import { PassThrough } from 'node:stream';
import type { WebRequestContext } from '@facet/contracts/web-context';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';
import { NonceProvider } from './lib/nonce.tsx';
import { requestContext } from './lib/request-context.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server.ts';

export const streamTimeout = 5_000;

/**
 * The server hands each page request its context through this function, so that the context
 * key is the one the loaders import (a key created outside the web build would differ).
 */
export function createLoadContext(init: WebRequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, init]]));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Only built pages carry a Content-Security-Policy (the server drops it for Vite's dev pages).
  const nonce = import.meta.env.PROD ? loadContext.get(requestContext).nonce : undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page's scripts load once it has painted (scripts-after-paint.server.ts).
          const html = scriptsAfterPaint(nonce);
          pipe(html);
          html.pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
