/*
 * A payment provider's script (Razorpay's Checkout.js, PayPal's JS SDK), loaded once, on the
 * payment step only — the one page whose Content-Security-Policy allows it. It carries the page's
 * nonce (kept by the server-rendered scripts' `nonce` property) for providers that add styles.
 */

const loading = new Map<string, Promise<void>>();

/** The page's Content-Security-Policy nonce, as the server-rendered scripts carry it. */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
