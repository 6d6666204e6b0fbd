import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { addressInput } from '@facet/contracts/addresses';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormErrors, SubmitButton } from '../../components/ui/form-controls.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { AddAddressOutcome } from './address-actions.server.ts';
import { AddressFields } from './address-fields.tsx';

/**
 * "Add an address": the address book's form, posted to the page's own action (its `add-address`
 * intent runs addAddressAction). Open from the start when the book is empty, and filled in with
 * the account's name and phone number; the first address is the default (the server makes it
 * so). `onAdded` hears the new address's id (checkout selects it).
 */
export function AddAddressForm({
  first,
  onAdded,
  defaultCountry = 'IN',
}: {
  first: boolean;
  onAdded?: (addressId: string) => void;
  defaultCountry?: string;
}) {
  const fetcher = useFetcher<AddAddressOutcome>();
  const user = useRootData()?.user;
  const outcome = fetcher.data?.intent === 'add-address' ? fetcher.data : undefined;
  useResultToast(outcome);
  const [open, setOpen] = useState(first);
  const [form, f] = useForm({
    id: 'add-address',
    lastResult: outcome?.result,
    constraint: getZodConstraint(addressInput),
    defaultValue: {
      country: defaultCountry,
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      phoneNumber: user?.phoneNumber ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressInput }),
  });
  const addedId = outcome?.ok ? outcome.addressId : undefined;
  useEffect(() => {
    if (addedId) onAdded?.(addedId);
    // Only a new address calls back, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addedId]);
  if (!open) {
    return (
      <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
        Add an address
      </button>
    );
  }
  return (
    <fetcher.Form
      method="post"
      className="space-y-5 rounded-md border border-line bg-ivory p-5"
      {...getFormProps(form)}
    >
      <h3 className="font-display text-xl">New address</h3>
      <input type="hidden" name="intent" value="add-address" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <AddressFields fields={f} />
      {first ? (
        <p className="text-sm text-stone" data-testid="first-address-default">
          Your first address becomes your default one.
        </p>
      ) : (
        <label className="flex items-center gap-3 text-sm text-graphite">
          <input {...getInputProps(f.makeDefault, { type: 'checkbox' })} className="h-4 w-4 accent-ink" />
          Make this my default address
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <div className="sm:w-56">
          <SubmitButton pending={fetcher.state !== 'idle'}>Save the address</SubmitButton>
        </div>
        {!first ? (
          <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
