import { stoneFieldLabels } from '@facet/contracts/stones';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { FieldErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { capitalise } from '../../lib/form-errors.ts';
import type { StoneDraft, StoneDraftField, StoneFormErrors } from './stone-draft.ts';
import { ProblemSummary } from '../../components/back-office/problem-summary.tsx';

/*
 * The stone form's controls: each field's label, id, hint and errors, written once for every
 * kind of input (text, select, decimal with its unit, web link), and the summary of the last
 * try's problems, each a link to its field. The sections lay them out (stone-form-sections.tsx).
 */

const fieldLabels: Record<StoneDraftField | 'productMedias', string> = {
  ...stoneFieldLabels,
  productMedias: 'Pictures',
};

export const fieldId = (field: string) => `stone-${field}`;

/** The problems of the last try, each a link to its field; takes the focus when it appears. */
export function ErrorSummary({ errors }: { errors: StoneFormErrors | null }) {
  if (!errors) return null;
  const fieldLines = Object.entries(errors.fieldErrors).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => ({ field, message })),
  );
  if (fieldLines.length === 0 && errors.formErrors.length === 0) return null;
  return (
    <ProblemSummary title="The stone is not saved yet" focusKey={errors}>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        {errors.formErrors.map((message) => (
          <li key={message}>{capitalise(message)}</li>
        ))}
        {fieldLines.map(({ field, message }) => (
          <li key={`${field}-${message}`}>
            <a href={`#${fieldId(field)}`} className="underline underline-offset-2">
              {fieldLabels[field as StoneDraftField] ?? field}
            </a>
            : {message}
          </li>
        ))}
      </ul>
    </ProblemSummary>
  );
}

/** The controls of a form showing `draft`, its typing kept by `setDraft`, with `errors` beside the fields. */
export function stoneFieldControls(
  draft: StoneDraft,
  setDraft: Dispatch<SetStateAction<StoneDraft>>,
  errors: StoneFormErrors | null,
) {
  const errorsOf = (field: string) => errors?.fieldErrors[field] ?? [];
  const set = (field: StoneDraftField) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [field]: event.target.value }));
  const control = (field: StoneDraftField, hint = false) => {
    const id = fieldId(field);
    const invalid = errorsOf(field).length > 0;
    const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-errors` : null].filter(Boolean).join(' ');
    return {
      id,
      name: field,
      value: draft[field],
      onChange: set(field),
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  // Web links get the URL keyboard on phones and no autofill (a lab's link is never the staff's own).
  const linkInput = (name: StoneDraftField, hint = false) => (
    <input
      {...control(name, hint)}
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder="https://"
      className={inputClass}
    />
  );
  const field = (name: StoneDraftField, children: ReactNode, hint?: ReactNode, className?: string) => (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="mb-1.5 block text-sm font-medium text-graphite">
        {fieldLabels[name]}
      </label>
      {children}
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1.5 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${fieldId(name)}-errors`} errors={errorsOf(name)} />
    </div>
  );
  const select = (name: StoneDraftField, options: readonly string[], empty: string, hint?: ReactNode) =>
    field(
      name,
      <select {...control(name, Boolean(hint))} className={inputClass}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>,
      hint,
    );
  /** A decimal input; `unit` is written inside it, at the end (mm, %, ct), and is not part of its name. */
  const decimal = (name: StoneDraftField, { hint, unit }: { hint?: ReactNode; unit?: string } = {}) =>
    field(
      name,
      <div className="relative">
        <input
          {...control(name, Boolean(hint))}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} figures ${unit ? 'pr-10' : ''}`}
        />
        {unit ? (
          <span
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone"
            aria-hidden="true"
          >
            {unit}
          </span>
        ) : null}
      </div>,
      hint,
    );
  return { errorsOf, set, control, linkInput, field, select, decimal };
}

export type StoneFieldControls = ReturnType<typeof stoneFieldControls>;
