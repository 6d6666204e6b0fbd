import type { ServerResponse } from 'node:http';

/*
 * The browser's side of the fake providers, for the browser tests: what Razorpay's Checkout.js
 * and PayPal's JS SDK do on the payment step, played by small scripts the fakes serve. They build
 * their window and button with DOM calls only and style them through CSSOM (`element.style.x`),
 * never a style attribute or a <style> element, so the payment step's Content-Security-Policy
 * (no inline styles) is tested as the real scripts would meet it. They call the fake from the
 * shop's page, across origins: the fakes answer CORS preflights for those calls.
 */

/** CORS for the calls the fakes' scripts make from the shop's page (no cookies: any origin). */
export const fakeCorsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
} as const;

/** Answers a CORS preflight (OPTIONS) for one of the scripts' calls. */
export function answerPreflight(response: ServerResponse): void {
  response.writeHead(204, fakeCorsHeaders);
  response.end();
}

/** Serves one of the scripts (cross-origin, as the providers' CDNs do). */
export function sendScript(response: ServerResponse, status: number, script: string): void {
  response.writeHead(status, {
    'content-type': 'application/javascript; charset=utf-8',
    'cache-control': 'no-store',
    ...fakeCorsHeaders,
  });
  response.end(script);
}

/**
 * A Checkout.js: `new Razorpay(options).open()` shows a dialog with "Pay ₹… (fake Razorpay)"
 * and "Cancel". Pay asks the fake to take the payment (`POST {base}/_fake/checkout/pay` with the
 * key and the order id) and hands its signed answer to `options.handler`; Cancel and Escape call
 * `options.modal.ondismiss`. A key that is not the account's shows Razorpay's kind of refusal.
 */
export function fakeRazorpayCheckoutScript(base: string): string {
  return `(() => {
  'use strict';
  const base = ${JSON.stringify(base)};
  const money = (paise, currency) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
  const make = (tag, text, styles) => {
    const element = document.createElement(tag);
    if (text !== undefined) element.textContent = text;
    Object.assign(element.style, styles || {});
    return element;
  };
  const buttonLook = { padding: '10px 16px', borderRadius: '4px', font: 'inherit', cursor: 'pointer' };

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new Error('Razorpay must be called with new');
    this.options = options || {};
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, handler) {
    this.handlers[event] = handler;
  };
  Razorpay.prototype.open = function () {
    const options = this.options;
    const handlers = this.handlers;
    const before = document.activeElement;
    const overlay = make('div', undefined, {
      position: 'fixed', inset: '0', zIndex: '2147483647', display: 'flex', alignItems: 'center',
      justifyContent: 'center', background: 'rgba(0, 0, 0, 0.6)',
    });
    overlay.setAttribute('data-fake-razorpay', '');
    const dialog = make('div', undefined, {
      background: '#ffffff', color: '#111111', padding: '24px', borderRadius: '8px', minWidth: '300px',
      fontFamily: 'system-ui, sans-serif',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'fake-razorpay-title');
    const title = make('h2', 'Razorpay (fake)', { margin: '0 0 8px', fontSize: '20px' });
    title.id = 'fake-razorpay-title';
    const about = make('p', options.description || 'Payment', { margin: '0 0 16px' });
    const status = make('p', '', { margin: '0 0 16px', color: '#9b1c1c' });
    status.setAttribute('role', 'alert');
    const pay = make('button', 'Pay ' + money(options.amount, options.currency) + ' (fake Razorpay)', Object.assign({
      background: '#1d1b19', color: '#ffffff', border: '0', marginRight: '8px',
    }, buttonLook));
    pay.type = 'button';
    const cancel = make('button', 'Cancel', Object.assign({
      background: '#ffffff', color: '#111111', border: '1px solid #666666',
    }, buttonLook));
    cancel.type = 'button';
    const close = () => {
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (before && typeof before.focus === 'function') before.focus();
    };
    const dismiss = () => {
      close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    };
    const onKey = (event) => {
      if (event.key === 'Escape') dismiss();
    };
    pay.addEventListener('click', async () => {
      pay.disabled = true;
      status.textContent = '';
      try {
        const answer = await fetch(base + '/_fake/checkout/pay', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: options.key, order_id: options.order_id }),
        });
        const body = await answer.json();
        if (!answer.ok) throw new Error((body.error && body.error.description) || 'Payment failed');
        close();
        if (typeof options.handler === 'function') options.handler(body);
      } catch (error) {
        status.textContent = String(error && error.message ? error.message : error);
        pay.disabled = false;
        if (typeof handlers['payment.failed'] === 'function') {
          handlers['payment.failed']({ error: { description: status.textContent } });
        }
      }
    });
    cancel.addEventListener('click', dismiss);
    document.addEventListener('keydown', onKey, true);
    dialog.append(title, about, status, pay, cancel);
    overlay.append(dialog);
    document.body.append(overlay);
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
}

/**
 * A JS SDK: `paypal.Buttons(options).render(container)` adds a "PayPal (fake)" button. Clicking it
 * gets the order id from `options.createOrder()`, approves that order at the fake as the payer
 * would in PayPal's window (`POST {base}/_fake/orders/{id}/approve`), then calls
 * `options.onApprove({ orderID })`; anything failing goes to `options.onError`.
 */
export function fakePaypalSdkScript(base: string): string {
  return `(() => {
  'use strict';
  const base = ${JSON.stringify(base)};
  function Buttons(options) {
    options = options || {};
    const actions = {};
    return {
      isEligible() {
        return true;
      },
      render(container) {
        const target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target) return Promise.reject(new Error('PayPal (fake): nothing to render into'));
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal (fake)';
        button.setAttribute('data-fake-paypal', '');
        Object.assign(button.style, {
          width: '100%', padding: '12px 16px', border: '0', borderRadius: '4px', background: '#ffc439',
          color: '#111111', font: 'inherit', fontWeight: '600', cursor: 'pointer',
        });
        button.addEventListener('click', async () => {
          button.disabled = true;
          try {
            const orderID = await options.createOrder({ paymentSource: 'paypal' }, actions);
            const answer = await fetch(base + '/_fake/orders/' + encodeURIComponent(orderID) + '/approve', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
            if (!answer.ok) throw new Error('PayPal (fake) could not approve order ' + orderID + ': ' + answer.status);
            await options.onApprove({ orderID, payerID: 'FAKEPAYER0001', paymentSource: 'paypal' }, actions);
          } catch (error) {
            if (typeof options.onError === 'function') options.onError(error);
            else throw error;
          } finally {
            button.disabled = false;
          }
        });
        target.append(button);
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons, version: 'fake' };
})();
`;
}
