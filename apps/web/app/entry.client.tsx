import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/*
 * Radix dialogs lock the page's scrolling with a <style> element (react-remove-scroll, through
 * react-style-singleton), which the Content-Security-Policy accepts only with the page's nonce.
 * That library asks get-nonce, which falls back to webpack's global: give it the nonce of the
 * scripts the server rendered (the `nonce` property keeps it; the attribute is blanked).
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
if (nonce) Object.assign(globalThis, { __webpack_nonce__: nonce });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
