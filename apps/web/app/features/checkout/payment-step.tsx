import type { PaymentOption } from '@facet/contracts/payment-shapes';
import type { PaymentStart } from '@facet/contracts/checkout';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { formatTime } from '@facet/contracts/shop-time';
import { loadScript, pageNonce } from './load-script.ts';

/*
 * The payment step: the order is placed and its pieces held; the shopper pays with the provider
 * they chose. The test provider is two buttons; Razorpay opens Checkout.js; PayPal renders its
 * buttons. Each posts what the provider hands back to the page's action, which captures it.
 */

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
}
interface PaypalButtons {
  render(container: HTMLElement): Promise<void>;
  isEligible?(): boolean;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
    paypal?: { Buttons(options: Record<string, unknown>): PaypalButtons };
  }
}

export function PaymentStep({
  start,
  option,
  problem,
}: {
  start: PaymentStart;
  option: PaymentOption | undefined;
  problem: string | null;
}) {
  const { order, payment } = start;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="payment-title"
      className="rounded-md border border-line bg-white p-5 sm:p-7"
      data-testid="payment-step"
    >
      <p className="eyebrow">Order {order.number}</p>
      <h2 id="payment-title" ref={heading} tabIndex={-1} className="mt-2 text-3xl outline-none">
        Pay {formatPrice(payment.amount, payment.currency)}
      </h2>
      {order.holdUntil ? (
        <p className="mt-2 text-sm text-graphite">
          Your order is placed and its pieces are held for you until {formatTime(order.holdUntil)}.
        </p>
      ) : null}
      {problem ? (
        <p
          role="alert"
          className="mt-4 rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="payment-problem"
        >
          {problem}
        </p>
      ) : null}
      <div className="mt-6">
        {payment.provider === 'test-payment' ? (
          <TestPayment start={start} />
        ) : payment.provider === 'razorpay' ? (
          <RazorpayPayment start={start} option={option} />
        ) : (
          <PaypalPayment start={start} option={option} />
        )}
      </div>
      <p className="mt-6 flex items-center gap-2 text-xs text-stone">
        <LockKeyhole className="h-3.5 w-3.5" aria-hidden="true" /> Card and bank details go to the payment provider
        only; we never see them.
      </p>
    </section>
  );
}

function CaptureFields({ start }: { start: PaymentStart }) {
  return (
    <>
      <input type="hidden" name="intent" value="capture" />
      <input type="hidden" name="provider" value={start.payment.provider} />
      <input type="hidden" name="orderId" value={start.order.id} />
    </>
  );
}

function TestPayment({ start }: { start: PaymentStart }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <Form method="post" className="rounded-md border border-dashed border-gold bg-ivory p-5" data-testid="test-payment">
      <p className="font-medium text-ink">Test payment — no money taken</p>
      <p className="mt-1 text-sm text-graphite">
        This shop has no payment provider set up, so payments are simulated. Choose what happens.
      </p>
      <CaptureFields start={start} />
      <input type="hidden" name="paymentId" value={start.payment.providerOrderId} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="outcome" value="success" className="button-primary" disabled={busy}>
          Pay {formatPrice(start.payment.amount, start.payment.currency)} (test)
        </button>
        <button type="submit" name="outcome" value="failure" className="button-secondary" disabled={busy}>
          Decline (test)
        </button>
      </div>
    </Form>
  );
}

function useCapture(start: PaymentStart) {
  const submit = useSubmit();
  return (fields: Record<string, string>) =>
    submit(
      { intent: 'capture', provider: start.payment.provider, orderId: String(start.order.id), ...fields },
      { method: 'post' },
    );
}

function RazorpayPayment({ start, option }: { start: PaymentStart; option: PaymentOption | undefined }) {
  const capture = useCapture(start);
  const [state, setState] = useState<'idle' | 'loading' | 'open' | 'failed' | 'closed'>('idle');
  const navigation = useNavigation();
  const open = async () => {
    if (!option?.scriptUrl) return setState('failed');
    setState('loading');
    try {
      await loadScript(option.scriptUrl);
      if (!window.Razorpay) throw new Error('Checkout.js did not start');
      const checkout = new window.Razorpay({
        ...start.payment.checkout,
        theme: { color: '#1d1b19' },
        handler: (response: RazorpayResponse) => capture({ ...response }),
        modal: { ondismiss: () => setState('closed') },
      });
      checkout.open();
      setState('open');
    } catch {
      setState('failed');
    }
  };
  return (
    <div data-testid="razorpay-payment">
      <button
        type="button"
        className="button-primary w-full py-3.5 sm:w-auto"
        onClick={open}
        disabled={state === 'loading' || navigation.state !== 'idle'}
      >
        Pay {formatPrice(start.payment.amount, start.payment.currency)} with Razorpay
      </button>
      <p className="mt-2 text-sm text-graphite" aria-live="polite">
        {state === 'loading'
          ? 'Opening Razorpay…'
          : state === 'closed'
            ? 'The payment window was closed; nothing was taken. You can open it again.'
            : state === 'failed'
              ? 'Razorpay could not be opened. Check your connection and try again.'
              : 'Cards, UPI and netbanking, in rupees.'}
      </p>
    </div>
  );
}

function PaypalPayment({ start, option }: { start: PaymentStart; option: PaymentOption | undefined }) {
  const capture = useCapture(start);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const providerOrderId = start.payment.providerOrderId;
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!option?.scriptUrl || !option.publicKey) throw new Error('PayPal is not set up');
      const url = new URL(option.scriptUrl);
      url.searchParams.set('client-id', option.publicKey);
      url.searchParams.set('currency', 'USD');
      url.searchParams.set('intent', 'capture');
      url.searchParams.set('components', 'buttons');
      const nonce = pageNonce();
      await loadScript(url.toString(), nonce ? { 'data-csp-nonce': nonce } : {});
      if (cancelled || !container.current || !window.paypal) return;
      await window.paypal
        .Buttons({
          createOrder: () => providerOrderId,
          onApprove: (data: { orderID: string }) => capture({ orderID: data.orderID }),
          onError: () => setState('failed'),
        })
        .render(container.current);
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the buttons are made once per payment
  }, [providerOrderId]);
  return (
    <div data-testid="paypal-payment">
      <div ref={container} className="min-h-[3rem] max-w-md" />
      <p className="mt-2 text-sm text-graphite" aria-live="polite">
        {state === 'loading'
          ? 'Loading PayPal…'
          : state === 'failed'
            ? 'PayPal could not be loaded or the payment did not go through. Reload the page to try again.'
            : 'Pay with your PayPal account or a card, in US dollars.'}
      </p>
    </div>
  );
}
