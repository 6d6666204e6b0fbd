import {
  CARRIER_NAME_MAX,
  type CarrierRecord,
  NUMBER_FORMAT_MAX,
  NUMBER_PATTERN_MAX,
  TRACKING_URL_MAX,
} from '@facet/contracts/carriers';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { inputClass, PanelSubmitButton } from '../../components/ui/form-controls.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { CarrierOutcome } from './carrier-actions.server.ts';

/*
 * One carrier's form on the carriers page (or the empty one that adds a carrier): its name, the
 * tracking page's address with {tracking} where the number goes, the shape of its numbers as a
 * pattern, in words and by example, and whether staff may ship with it. A carrier that has
 * carried parcels has no Delete: it is made inactive instead.
 */

function TextInput({
  id,
  name,
  label,
  hint,
  defaultValue,
  maxLength,
  required = false,
  mono = false,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  maxLength: number;
  required?: boolean;
  mono?: boolean;
}) {
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-graphite">
        {label}
        {required ? null : <span className="font-normal text-stone"> (optional)</span>}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="text"
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        className={`${inputClass} ${mono ? 'font-mono' : ''}`}
      />
      {hint ? (
        <p id={`${id}-${name}-hint`} className="mt-1.5 text-xs text-stone">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function CarrierForm({ carrier }: { carrier: CarrierRecord | null }) {
  const formId = carrier ? String(carrier.id) : 'new';
  const fetcher = useFetcher<CarrierOutcome>({ key: `carrier-${formId}` });
  const outcome = fetcher.state === 'idle' && fetcher.data?.formId === formId ? fetcher.data : undefined;
  useResultToast(outcome);
  const id = useId();
  const pending = fetcher.state !== 'idle';
  const title = carrier ? carrier.name : 'Add a carrier';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-line bg-white p-5"
      data-testid={`carrier-${formId}`}
    >
      <h2 id={`${id}-title`} className="mb-1 text-lg">
        {title}
      </h2>
      {carrier ? (
        <p className="mb-4 text-xs text-stone">
          {carrier.active ? 'Offered when an order ships' : 'Inactive: not offered when an order ships'} ·{' '}
          {carrier.shipmentCount === 1 ? '1 parcel carried' : `${carrier.shipmentCount} parcels carried`}
        </p>
      ) : (
        <p className="mb-4 text-xs text-stone">A courier the shop hands parcels to.</p>
      )}
      {/* Saved: the form starts again from what was saved (keyed by the answer). */}
      <fetcher.Form method="post" className="grid gap-4 md:grid-cols-2" key={outcome?.ok ? 'saved' : 'open'}>
        <input type="hidden" name="intent" value={carrier ? 'update' : 'create'} />
        {carrier ? <input type="hidden" name="id" value={carrier.id} /> : null}
        <TextInput
          id={id}
          name="name"
          label="Name"
          defaultValue={carrier?.name ?? ''}
          maxLength={CARRIER_NAME_MAX}
          required
        />
        <TextInput
          id={id}
          name="trackingUrl"
          label="Tracking page"
          hint="https:// address with {tracking} where the parcel’s number goes."
          defaultValue={carrier?.trackingUrl ?? ''}
          maxLength={TRACKING_URL_MAX}
          required
          mono
        />
        <TextInput
          id={id}
          name="numberPattern"
          label="Number pattern"
          hint="A regular expression from ^ to $ with counted repeats, e.g. ^[0-9]{11}$."
          defaultValue={carrier?.numberPattern ?? ''}
          maxLength={NUMBER_PATTERN_MAX}
          mono
        />
        <TextInput
          id={id}
          name="numberFormat"
          label="Numbers are"
          hint="In words, for staff who type a wrong one: “11 digits”."
          defaultValue={carrier?.numberFormat ?? ''}
          maxLength={NUMBER_FORMAT_MAX}
        />
        <TextInput
          id={id}
          name="numberExample"
          label="Example number"
          defaultValue={carrier?.numberExample ?? ''}
          maxLength={40}
          mono
        />
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={`${id}-active`}
            name="active"
            type="checkbox"
            defaultChecked={carrier?.active ?? true}
            className="size-4 accent-ink"
          />
          <label htmlFor={`${id}-active`} className="text-sm text-graphite">
            Active: offered when an order ships
          </label>
        </div>
        {outcome && !outcome.ok ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 md:col-span-2"
          >
            <ul>
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <PanelSubmitButton pending={pending}>
            {carrier ? 'Save' : 'Add carrier'}
            {carrier ? <span className="sr-only"> {carrier.name}</span> : null}
          </PanelSubmitButton>
          {carrier && carrier.shipmentCount === 0 ? (
            <ConfirmDialog
              trigger={
                <button type="button" className="button-secondary px-5 py-2.5 text-red-800">
                  Delete<span className="sr-only"> {carrier.name}</span>
                </button>
              }
              title={`Delete ${carrier.name}?`}
              description="It has carried no parcel, so nothing refers to it."
              confirmLabel="Delete"
              danger
              onConfirm={() =>
                void fetcher.submit(
                  { intent: 'delete', id: String(carrier.id), name: carrier.name },
                  { method: 'post' },
                )
              }
            />
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
