import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { INQUIRY_HONEYPOT_FIELD } from '@facet/contracts/inquiries';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Field, inputClass } from './form-controls.tsx';

/*
 * The parts the shop's forms for writing in share (a question, a custom jewellery request): who
 * is writing, the trap for bots, and the thanks that replaces the form once it is sent.
 */

/** Name, e-mail address and (optional) phone number, side by side from `sm` when `columns` is 2. */
export function ContactFields({
  fields,
  columns = 1,
}: {
  fields: { name: FieldMetadata<unknown>; email: FieldMetadata<unknown>; phoneNumber: FieldMetadata<unknown> };
  columns?: 1 | 2;
}) {
  return (
    <>
      <div className={columns === 2 ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-5'}>
        <Field meta={fields.name} label="Your name">
          <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={inputClass} />
        </Field>
        <Field meta={fields.email} label="E-mail address">
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
        </Field>
      </div>
      <Field meta={fields.phoneNumber} label="Phone number (optional)" hint="If you would rather we call you.">
        <input {...getInputProps(fields.phoneNumber, { type: 'tel' })} autoComplete="tel" className={inputClass} />
      </Field>
    </>
  );
}

/**
 * The honeypot (see INQUIRY_HONEYPOT_FIELD): a field people never see nor reach with the
 * keyboard, which bots fill in; the API then answers as usual but keeps and sends nothing.
 */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${INQUIRY_HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={INQUIRY_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * What shows in a sent form's place: that it went, the shop's answer, and a button to write
 * again. It takes the focus, so the keyboard and screen readers continue from it.
 */
export function SentThanks({
  heading,
  message,
  againLabel,
  onAgain,
}: {
  heading: string;
  message: string | undefined;
  againLabel: string;
  onAgain: () => void;
}) {
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => thanks.current?.focus(), []);
  return (
    <div
      ref={thanks}
      tabIndex={-1}
      role="status"
      className="rounded-md border border-emerald-200 bg-emerald-50 px-5 py-6 text-sm text-emerald-900 outline-none"
    >
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" /> {heading}
      </p>
      <p className="mt-2 leading-6">{message}</p>
      <button type="button" className="link-underline mt-4 text-sm text-ink" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
