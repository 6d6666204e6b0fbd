import { addressEndpoints } from '@facet/contracts/address-endpoints';
import { bagEndpoints } from '@facet/contracts/bag-endpoints';
import { checkoutEndpoints } from '@facet/contracts/checkout-endpoints';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { CheckoutQuote } from '@facet/contracts/checkout';
import type { OrderDetail } from '@facet/contracts/orders';
import type { PaymentOption } from '@facet/contracts/payment-shapes';
import { paymentEndpoints } from '@facet/contracts/payment-endpoints';
import { type PaymentProvider, paymentProviders } from '@facet/contracts/payment-providers';
import { readCountryCode } from '@facet/contracts/regions';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { data, Form, Link, useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/check-out';
import { TotalBar } from '../../components/total-bar.tsx';
import { AddAddressForm } from '../../features/account/add-address-form.tsx';
import { GiftChoice, wrapAsked } from '../../features/checkout/gift-choice.tsx';
import { type CheckoutOutcome, runCheckoutAction } from '../../features/checkout/checkout-actions.server.ts';
import { CheckoutChoices, EstimateCountry } from '../../features/checkout/checkout-choices.tsx';
import { BusinessBuyerFields } from '../../features/checkout/business-buyer-fields.tsx';
import { PanFields } from '../../features/checkout/pan-fields.tsx';
import { PaymentStep } from '../../features/checkout/payment-step.tsx';
import { dueAfterCredit, StoreCreditChoice } from '../../features/checkout/store-credit-choice.tsx';
import { OrderFigures } from '../../features/orders/order-figures.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { formatPrice, plural } from '../../lib/format.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { pageMeta } from '../../lib/seo.ts';
import { formatTime } from '@facet/contracts/shop-time';

/*
 * /check-out (docs/product.md, "Checkout and payments"): delivery address, delivery, payment method
 * and review on one page, then the payment step. Every figure is the server's: the review is
 * GET /api/check-out/quote for the chosen address and way to pay (tax follows the address,
 * decision 014); placing the order is POST /api/{provider}/cart/orders with this page's checkout
 * attempt (its idempotency key), so a double click or a second tab places one order.
 * `?order={id}` pays for an order awaiting payment. This is the only page whose
 * Content-Security-Policy lets the providers' scripts in (`headers`), so links here load the
 * document afresh.
 */

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Checkout', description: 'Delivery, payment and review.', noindex: true });
}

export function headers() {
  return { 'x-facet-payment-step': '1' };
}

const providerOf = (value: string | null): PaymentProvider | null =>
  (paymentProviders as readonly string[]).includes(value ?? '') ? (value as PaymentProvider) : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (!user.emailConfirmed) return { kind: 'unconfirmed' as const };
  const api = apiFor(context);
  const url = new URL(request.url);
  const optionsAnswer = await api.call(paymentEndpoints.providers);
  const options = optionsAnswer.isSuccess ? optionsAnswer.data : [];
  const asked = providerOf(url.searchParams.get('pay'));
  const currency = currencyOfRequest(request);

  const orderParam = url.searchParams.get('order');
  if (orderParam !== null) {
    const answer = /^[0-9]{1,10}$/.test(orderParam)
      ? await api.call(orderEndpoints.myOne, { params: { id: orderParam } })
      : null;
    if (!answer?.isSuccess) throw data('There is no such order.', { status: 404 });
    const order = answer.data;
    const usable = options.filter((option) => option.currency === null || option.currency === order.currency);
    const provider = usable.find((option) => option.provider === asked) ?? usable[0] ?? null;
    return { kind: 'order' as const, order, options: usable, provider: provider?.provider ?? null };
  }

  const [bagAnswer, addressesAnswer] = await Promise.all([
    api.call(bagEndpoints.read, { query: { currency } }),
    api.call(addressEndpoints.list),
  ]);
  if (!bagAnswer.isSuccess) throw data(bagAnswer.errorMessages[0] ?? 'Your bag could not be read.', { status: 503 });
  const addresses = addressesAnswer.isSuccess ? addressesAnswer.data : [];
  const askedAddress = url.searchParams.get('address');
  const address =
    addresses.find((candidate) => candidate.id === askedAddress) ??
    addresses.find((candidate) => candidate.isDefault) ??
    addresses[0] ??
    null;
  const provider = options.find((option) => option.provider === asked) ?? options[0] ?? null;
  // Before there is an address, the review is estimated for a country: India unless asked.
  const country = readCountryCode(url.searchParams.get('country')) ?? 'IN';
  let quote: CheckoutQuote | null = null;
  let quoteProblem: string | null = null;
  if (provider && bagAnswer.data.lines.length > 0) {
    const answer = await api.call(checkoutEndpoints.quote, {
      query: {
        ...(address ? { addressId: address.id } : { country }),
        provider: provider.provider,
        currency,
        ...(wrapAsked(url.searchParams) ? { giftWrap: 'true' as const } : {}),
      },
    });
    if (answer.isSuccess) quote = answer.data;
    else quoteProblem = answer.errorMessages[0] ?? 'The review could not be worked out.';
  }
  return {
    kind: 'bag' as const,
    bag: bagAnswer.data,
    addresses,
    options,
    choice: { addressId: address?.id ?? null, provider: provider?.provider ?? null, country },
    quote,
    quoteProblem,
    currency,
    // One checkout attempt per page shown: placing it twice places one order.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  return runCheckoutAction(request, context);
}

export default function CheckOutPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as CheckoutOutcome | undefined;
  const paying = outcome?.intent === 'pay' ? outcome : undefined;
  const options = loaderData.kind === 'unconfirmed' ? [] : loaderData.options;
  return (
    <div className="container-page pt-6 pb-20 sm:pt-10">
      <h1 className="text-4xl leading-tight sm:text-5xl">Checkout</h1>
      {paying?.start ? (
        <div className="mt-8 max-w-2xl">
          <PaymentStep
            start={paying.start}
            option={options.find((option) => option.provider === paying.start!.payment.provider)}
            problem={paying.ok ? null : paying.message}
          />
        </div>
      ) : loaderData.kind === 'unconfirmed' ? (
        <Unconfirmed />
      ) : loaderData.kind === 'order' ? (
        <PayForOrder
          order={loaderData.order}
          options={loaderData.options}
          provider={loaderData.provider}
          problem={paying && !paying.ok ? paying.message : null}
        />
      ) : (
        <BagCheckout data={loaderData} problem={paying && !paying.ok ? paying.message : null} />
      )}
    </div>
  );
}

function Unconfirmed() {
  return (
    <div className="mt-8 max-w-xl rounded-md border border-line bg-white p-6">
      <p className="font-display text-2xl">Confirm your e-mail address first</p>
      <p className="mt-2 text-[15px] leading-7 text-graphite">
        We send your order’s confirmation, receipts and tracking to it, so we need to know it reaches you.
      </p>
      <Link to="/verify-email" className="button-primary mt-5">
        Confirm my e-mail address
      </Link>
    </div>
  );
}

function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="rounded-sm border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      data-testid="checkout-problem"
    >
      {text}
    </p>
  );
}

function PayButton({ label, disabled }: { label: string; disabled: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <button
      type="submit"
      className="button-primary mt-5 w-full py-3.5"
      disabled={disabled || busy}
      data-testid="place-order"
    >
      {busy ? 'Placing your order…' : label}
    </button>
  );
}

type BagData = Extract<Route.ComponentProps['loaderData'], { kind: 'bag' }>;

/** The button says what the provider will be asked for: the total, less the credit when it is used. */
function placeLabel(quote: CheckoutQuote | null, useCredit: boolean): string {
  if (!quote) return 'Place order';
  const due = useCredit ? dueAfterCredit(quote.figures.total, quote.storeCreditAvailable) : quote.figures.total;
  return due === 0 ? 'Place order, paid with store credit' : `Place order and pay ${formatPrice(due, quote.currency)}`;
}

function BagCheckout({ data: page, problem }: { data: BagData; problem: string | null }) {
  const { bag, quote } = page;
  const revalidator = useRevalidator();
  const [useCredit, setUseCredit] = useState(false);
  if (bag.lines.length === 0) {
    return (
      <div className="mt-8 rounded-md border border-line bg-white p-8 text-center" data-testid="checkout-empty">
        <ShoppingBag className="mx-auto h-8 w-8 text-gold" strokeWidth={1.25} aria-hidden="true" />
        <p className="mt-4 font-display text-2xl">Your bag is empty</p>
        <p className="mx-auto mt-2 max-w-md text-[15px] leading-7 text-graphite">
          An order you placed and have not paid for yet waits in your orders, where you can pay for it.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/my-orders" className="button-primary">
            My orders
          </Link>
          <Link to="/collections/engagement-rings" className="button-secondary">
            Engagement rings
          </Link>
        </div>
      </div>
    );
  }
  const option = page.options.find((candidate) => candidate.provider === page.choice.provider);
  const blockers = [...(quote?.blockers ?? bag.checkoutBlockers)];
  if (!page.choice.addressId) blockers.push('Add the address we should deliver to.');
  if (!option) blockers.push('Choose how to pay.');
  const canPlace = blockers.length === 0 && quote !== null;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
      <div className="h-fit min-w-0">
        <CheckoutChoices
          addresses={page.addresses}
          options={page.options}
          choice={page.choice}
          shipping={{
            amount: quote?.figures.shipping ?? bag.totals.shipping,
            currency: quote?.currency ?? bag.currency,
          }}
          addAddress={<AddAddressForm first={page.addresses.length === 0} onAdded={() => revalidator.revalidate()} />}
        />
        <TotalBar
          total={formatPrice(quote?.figures.total ?? bag.totals.total, quote?.currency ?? bag.currency)}
          count={quote?.count ?? bag.count}
          summaryId="review-title"
        />
      </div>
      <aside
        aria-labelledby="review-title"
        className="h-fit rounded-md border border-line bg-pearl/40 p-5 sm:p-6 lg:sticky lg:top-[calc(var(--sticky-header-height)+1.5rem)]"
        data-testid="checkout-review"
      >
        <h2 id="review-title" className="text-2xl">
          Review <span className="font-sans text-sm text-stone">· {plural(quote?.count ?? bag.count, 'item')}</span>
        </h2>
        <ul className="mt-4 space-y-2 border-b border-line pb-4 text-sm" aria-label="What you are ordering">
          {bag.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4">
              <span className="min-w-0 break-words text-graphite">
                {line.name}
                {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                {line.ringSize ? ` · size ${line.ringSize}` : ''}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          {quote?.estimate ? <EstimateCountry country={quote.country} /> : null}
          {quote ? (
            <OrderFigures
              figures={quote.figures}
              currency={quote.currency}
              delivery={quote.delivery}
              coupon={
                bag.coupon && bag.coupon.problem === null
                  ? { code: bag.coupon.couponCode, percent: bag.coupon.discount }
                  : null
              }
            />
          ) : (
            <Problem text={page.quoteProblem} />
          )}
        </div>
        {blockers.length > 0 ? (
          <ul
            className="mt-5 space-y-1 rounded-sm border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            data-testid="checkout-blockers"
          >
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4">
          <Problem text={problem} />
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="place" />
          <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
          <input type="hidden" name="addressId" value={page.choice.addressId ?? ''} />
          <input type="hidden" name="provider" value={page.choice.provider ?? ''} />
          <input type="hidden" name="currency" value={quote?.currency ?? page.currency} />
          {quote?.panRequired ? <PanFields panAbove={quote.panAbove} /> : null}
          {quote?.delivery === 'india' && !quote.estimate ? <BusinessBuyerFields /> : null}
          {quote ? <GiftChoice price={quote.giftWrapPrice} currency={quote.currency} /> : null}
          {quote && quote.storeCreditAvailable > 0 ? (
            <StoreCreditChoice
              available={quote.storeCreditAvailable}
              total={quote.figures.total}
              currency={quote.currency}
              checked={useCredit}
              onChange={setUseCredit}
            />
          ) : null}
          <PayButton label={placeLabel(quote, useCredit)} disabled={!canPlace} />
        </Form>
        <p className="mt-3 text-center text-xs text-stone">
          Placing the order holds its pieces for you for 15 minutes while you pay.
        </p>
      </aside>
    </div>
  );
}

function PayForOrder({
  order,
  options,
  provider,
  problem,
}: {
  order: OrderDetail;
  options: PaymentOption[];
  provider: PaymentProvider | null;
  problem: string | null;
}) {
  if (!order.canPay) {
    return (
      <div className="mt-8 max-w-xl rounded-md border border-line bg-white p-6" data-testid="order-not-payable">
        <p className="font-display text-2xl">Order {order.number} is not awaiting payment</p>
        <p className="mt-2 text-[15px] leading-7 text-graphite">
          {order.state === 'PendingPayment'
            ? 'The time to pay for it has run out, so its pieces are back on sale.'
            : 'It has been paid for, or cancelled.'}
        </p>
        <Link to={`/my-orders/${order.id}`} className="button-primary mt-5">
          See the order
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-8 max-w-2xl rounded-md border border-line bg-white p-5 sm:p-7" data-testid="pay-for-order">
      <p className="eyebrow">Order {order.number}</p>
      <h2 className="mt-2 text-3xl">Pay {formatPrice(order.amountDue, order.currency)}</h2>
      {order.holdUntil ? (
        <p className="mt-2 text-sm text-graphite">Its pieces are held for you until {formatTime(order.holdUntil)}.</p>
      ) : null}
      <div className="mt-4">
        <Problem text={problem} />
      </div>
      <Form method="post" className="mt-5">
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="orderId" value={order.id} />
        <fieldset>
          <legend className="text-sm font-medium text-ink">Pay with</legend>
          <div className="mt-3 grid gap-3">
            {options.map((option) => (
              <label
                key={option.provider}
                className="flex cursor-pointer gap-3 rounded-md border border-line p-4 has-[:checked]:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
              >
                <input
                  type="radio"
                  name="provider"
                  value={option.provider}
                  defaultChecked={option.provider === provider}
                  className="mt-1 h-4 w-4 accent-ink"
                />
                <span className="text-sm font-medium text-ink">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <PayButton label={`Pay ${formatPrice(order.amountDue, order.currency)}`} disabled={options.length === 0} />
      </Form>
    </div>
  );
}
