import type { AddressRecord } from '@facet/contracts/addresses';
import type { PaymentOption } from '@facet/contracts/payment-shapes';
import { countriesIndiaFirst, countryName } from '@facet/contracts/regions';
import type { ChangeEvent, ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';
import { formatPrice } from '../../lib/format.ts';

/*
 * Checkout's choices — the delivery address, how the parcel travels, how to pay — as one GET
 * form: each choice is in the page's address (so the server prices the review from it and a
 * reload keeps it), sent as soon as it changes, or with "Update the review" without scripts.
 */

export const CHOICES_FORM = 'checkout-choices';

export interface CheckoutChoice {
  addressId: string | null;
  provider: PaymentOption['provider'] | null;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-line bg-white p-5 sm:p-6">
      <legend className="flex items-baseline gap-3 font-display text-2xl text-ink">
        <span className="font-sans text-sm font-medium text-gold" aria-hidden="true">
          {number}
        </span>
        {title}
      </legend>
      <div className="mt-4">{children}</div>
    </fieldset>
  );
}

const radioCard =
  'flex cursor-pointer gap-3 rounded-md border border-line p-4 hover:border-stone has-[:checked]:border-ink has-[:checked]:bg-pearl/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold';

export function CheckoutChoices({
  addresses,
  options,
  choice,
  shipping,
  addAddress,
}: {
  addresses: AddressRecord[];
  options: PaymentOption[];
  choice: CheckoutChoice;
  shipping: { amount: number; currency: 'INR' | 'USD' };
  addAddress: ReactNode;
}) {
  const submit = useSubmit();
  // The choices' inputs belong to one GET form by its id, wherever they sit: the address step
  // also holds the address book's own form, and forms cannot nest.
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.form) void submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="grid gap-5" data-testid="checkout-choices">
      <Form method="get" id={CHOICES_FORM} className="hidden" />
      <Step number={1} title="Delivery address">
        {addresses.length === 0 ? (
          <p className="text-sm text-graphite">Add the address we should deliver to.</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <label key={address.id} className={radioCard}>
                <input
                  type="radio"
                  name="address"
                  form={CHOICES_FORM}
                  onChange={choose}
                  value={address.id}
                  defaultChecked={address.id === choice.addressId}
                  className="mt-1 h-4 w-4 shrink-0 accent-ink"
                />
                <span className="min-w-0 text-sm leading-6 break-words text-graphite">
                  <span className="block font-medium text-ink">{address.fullName}</span>
                  {address.line1}
                  {address.line2 ? `, ${address.line2}` : ''}
                  <br />
                  {address.city}, {address.state} {address.postalCode}
                  <br />
                  {countryName(address.country)}
                </span>
              </label>
            ))}
          </div>
        )}
        <div className="mt-4">{addAddress}</div>
      </Step>
      <Step number={2} title="Delivery">
        <p className="text-sm leading-6 text-graphite">
          <span className="font-medium text-ink">Insured shipping</span>, signed for on delivery:{' '}
          {shipping.amount > 0 ? formatPrice(shipping.amount, shipping.currency) : 'free'}. Pieces made to order leave
          our workshop in 2–3 weeks; loose stones in 3 working days.
        </p>
      </Step>
      <Step number={3} title="Payment">
        {options.length === 0 ? (
          <p className="text-sm text-graphite">Payments are not set up in this shop yet. Please contact us to order.</p>
        ) : (
          <div className="grid gap-3">
            {options.map((option) => (
              <label key={option.provider} className={radioCard}>
                <input
                  type="radio"
                  name="pay"
                  form={CHOICES_FORM}
                  onChange={choose}
                  value={option.provider}
                  defaultChecked={option.provider === choice.provider}
                  className="mt-1 h-4 w-4 shrink-0 accent-ink"
                />
                <span className="text-sm leading-6 text-graphite">
                  <span className="block font-medium text-ink">{option.label}</span>
                  {option.currency === 'INR'
                    ? 'Charged in Indian rupees.'
                    : option.currency === 'USD'
                      ? 'Charged in US dollars.'
                      : 'In the currency you shop in; nothing is charged.'}
                </span>
              </label>
            ))}
          </div>
        )}
      </Step>
      <noscript>
        <button type="submit" form={CHOICES_FORM} className="button-secondary">
          Update the review
        </button>
      </noscript>
    </div>
  );
}

/**
 * Before there is an address: the country the review is estimated for (India unless the shopper
 * picks another), part of the choices' GET form, sent as soon as it changes.
 */
export function EstimateCountry({ country }: { country: string }) {
  const submit = useSubmit();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) void submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="mb-4 rounded-sm bg-white/70 px-3 py-2.5 text-xs leading-5 text-graphite" data-testid="estimate">
      <label htmlFor="estimate-country" className="block">
        Estimated for delivery to
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <select
          id="estimate-country"
          name="country"
          form={CHOICES_FORM}
          defaultValue={country}
          onChange={choose}
          className="min-w-0 flex-1 rounded-sm border border-line bg-white px-2 py-1.5 text-sm text-ink"
        >
          {countriesIndiaFirst.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" form={CHOICES_FORM} className="button-secondary px-3 py-1.5 text-xs">
            Update
          </button>
        </noscript>
      </div>
      <p className="mt-1.5">
        {country === 'IN'
          ? 'Prices include GST. Exact once you choose your address.'
          : 'Deliveries abroad are zero-rated: the GST comes off. Exact once you choose your address.'}
      </p>
    </div>
  );
}
