import type { FieldMetadata } from '@conform-to/react';
import type { ComponentProps, ReactNode } from 'react';
import { capitalise } from '../../lib/form-errors.ts';

/*
 * Form building blocks with the accessible wiring done once: a visible label, the hint and the
 * errors tied to the control by id (aria-describedby), errors announced as they appear.
 */

export { inputClass } from './input-class.ts';

export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm text-red-800" aria-live="polite">
      {errors.map((error) => (
        <li key={error}>{capitalise(error)}</li>
      ))}
    </ul>
  );
}

export function Field({
  meta,
  label,
  hint,
  readError,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  /** Turns a problem as the schema words it into the form's own words. */
  readError?: (message: string) => string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-graphite">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="mt-1.5 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={readError ? meta.errors?.map(readError) : meta.errors} />
    </div>
  );
}

export function FormErrors({ id, errors }: { id?: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {errors.map((error) => (
        <p key={error}>{capitalise(error)}</p>
      ))}
    </div>
  );
}

/** What went wrong, in a red box read out at once: the server's refusal, or what could not be read. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </p>
  );
}

export function Notice({ tone = 'info', children }: { tone?: 'info' | 'success'; children: ReactNode }) {
  const colours =
    tone === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-line bg-pearl text-graphite';
  return (
    <div role="status" className={`rounded-md border px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

/** A panel form's submit button (the back-office's), held and marked busy while its form is sent. */
export function PanelSubmitButton({ pending, children, ...props }: ComponentProps<'button'> & { pending: boolean }) {
  return (
    <button
      type="submit"
      className="button-primary px-5 py-2.5 disabled:opacity-60"
      disabled={pending}
      aria-busy={pending}
      {...props}
    >
      {children}
    </button>
  );
}

export function SubmitButton({ pending, children, ...props }: ComponentProps<'button'> & { pending: boolean }) {
  return (
    <button
      type="submit"
      className="button-primary w-full disabled:opacity-60"
      disabled={pending}
      aria-busy={pending}
      {...props}
    >
      {pending ? 'Please wait…' : children}
    </button>
  );
}
