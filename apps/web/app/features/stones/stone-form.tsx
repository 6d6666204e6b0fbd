import {
  certificateLabs,
  stoneCategories,
  stoneClarities,
  stoneColours,
  stoneCuts,
  stoneFinishGrades,
  stoneFluorescences,
  type StoneShapeName,
  stoneShapes,
} from '@facet/contracts/lookups';
import { formatMoney } from '@facet/contracts/money';
import { looseStoneCostRange } from '@facet/contracts/money-inputs';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { isLabGrown } from '@facet/contracts/stone-kinds';
import { lengthToWidthRatio, stoneFieldLabels, type StoneRecord } from '@facet/contracts/stones';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useActionData, useFetcher, useNavigate } from 'react-router';
import { FieldErrors, FormErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { parseDecimal } from '../../lib/decimal-input.ts';
import { capitalise } from '../../lib/form-errors.ts';
import { useResultToast } from '../../lib/use-result-toast.ts';
import {
  checkStoneForm,
  draftFromStone,
  emptyStoneDraft,
  readStoneForm,
  type StoneDraft,
  type StoneDraftField,
  type StoneFormErrors,
  stonePayload,
} from './stone-draft.ts';
import { StonePictures, useStonePictures } from './stone-pictures.tsx';
import { previewStonePrice } from './stone-price.ts';
import type { StoneSaveOutcome } from './stone-save.server.ts';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { ProblemSummary } from '../../components/back-office/problem-summary.tsx';

/*
 * Every field of a stone, for a new one and an existing one. A real form (its fields carry the
 * API's names) sent to the page's action; the browser checks it with the API's own schema
 * first, so most problems show at once beside their field, and the API's refusal shows the
 * same way. The length-to-width ratio and the selling price follow what is typed.
 */

const fieldLabels: Record<StoneDraftField | 'productMedias', string> = {
  ...stoneFieldLabels,
  productMedias: 'Pictures',
};

const fieldId = (field: string) => `stone-${field}`;

/** The problems of the last try, each a link to its field; takes the focus when it appears. */
function ErrorSummary({ errors }: { errors: StoneFormErrors | null }) {
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

export function StoneForm({
  mode,
  stone,
  rates,
}: {
  mode: 'new' | 'edit';
  stone: StoneRecord | null;
  /** For the live selling price; null when it cannot be worked out here. */
  rates: StoredPricingParameters | null;
}) {
  const fetcher = useFetcher<StoneSaveOutcome>();
  // Without a script the form is sent as a page, and the answer comes back as the page's.
  const pageOutcome = useActionData<StoneSaveOutcome>();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<StoneDraft>(() => (stone ? draftFromStone(stone) : emptyStoneDraft()));
  const pictures = useStonePictures(stone?.productMedias ?? []);
  const [checked, setChecked] = useState<StoneFormErrors | null>(null);
  const [waitNotice, setWaitNotice] = useState(false);

  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? pageOutcome) : undefined;
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined);
  useEffect(() => {
    if (outcome?.ok && outcome.stoneId !== undefined) void navigate(`/stones/detail/${outcome.stoneId}`);
  }, [outcome, navigate]);
  // The browser's own check wins until the form is sent; then the server's answer shows.
  const errors: StoneFormErrors | null = checked ?? (outcome && !outcome.ok ? outcome : null);
  const saving = fetcher.state !== 'idle';

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (saving) {
      event.preventDefault();
      return;
    }
    if (pictures.uploading) {
      event.preventDefault();
      setWaitNotice(true);
      return;
    }
    setWaitNotice(false);
    const problems = checkStoneForm(stonePayload(readStoneForm(new FormData(event.currentTarget)), stone?.id), mode);
    setChecked(problems);
    if (problems) event.preventDefault();
  }

  const ratio = lengthToWidthRatio(parseDecimal(draft.length) || null, parseDecimal(draft.width) || null);
  const preview = previewStonePrice(draft.price, rates);
  const shape = (stoneShapes as readonly string[]).includes(draft.stoneShape)
    ? (draft.stoneShape as StoneShapeName)
    : null;
  const shapeErrors = errorsOf('stoneShape');

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={saving}>
      <ErrorSummary errors={errors} />

      <FormSection title="The stone">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {mode === 'new' ? (
            field(
              'sku',
              <input
                {...control('sku', true)}
                type="text"
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                className={`${inputClass} font-mono`}
              />,
              'Left empty, one is generated. Letters, digits, dots, underscores and hyphens; it becomes the stone page’s address.',
            )
          ) : (
            <div>
              <p className="mb-1.5 text-sm font-medium text-graphite">Stock number</p>
              <p className="rounded-md border border-line bg-pearl/60 px-3.5 py-2.5 font-mono text-[15px] text-ink">
                {stone?.sku}
              </p>
              <p className="mt-1.5 text-xs text-stone">Kept for life: it is the stone page’s address.</p>
            </div>
          )}
          {select('stoneCategory', stoneCategories, 'Choose a category')}
          {isLabGrown(draft.stoneCategory)
            ? field(
                'growthMethod',
                <select {...control('growthMethod', true)} className={inputClass}>
                  <option value="">Not known</option>
                  <option value="CVD">CVD (chemical vapour deposition)</option>
                  <option value="HPHT">HPHT (high pressure, high temperature)</option>
                </select>,
                'As the grading report states it. The stone page says “Laboratory-grown diamond, CVD”.',
              )
            : null}
          {decimal('carat', { hint: 'Up to 2 decimals, e.g. 1.01', unit: 'ct' })}
        </div>
        <fieldset
          className="mt-6"
          aria-describedby={shapeErrors.length > 0 ? `${fieldId('stoneShape')}-errors` : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-graphite">Shape</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {stoneShapes.map((name, index) => (
              <label
                key={name}
                className={`${shapeErrors.length > 0 ? 'border-red-700' : 'border-line'} relative flex cursor-pointer flex-col items-center gap-1.5 rounded-md border bg-white px-2 py-3 text-center text-xs text-graphite hover:border-gold has-checked:border-ink has-checked:bg-pearl has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-deep`}
              >
                <input
                  // The error summary's link leads to the first shape.
                  id={index === 0 ? fieldId('stoneShape') : undefined}
                  type="radio"
                  name="stoneShape"
                  value={name}
                  checked={draft.stoneShape === name}
                  onChange={set('stoneShape')}
                  // Over the whole tile, unseen: a click anywhere on it lands on the radio itself.
                  className="absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0"
                  aria-invalid={shapeErrors.length > 0 ? true : undefined}
                />
                <StoneShapeIcon shape={name} className="h-8 w-8" />
                {name}
              </label>
            ))}
          </div>
          <FieldErrors id={`${fieldId('stoneShape')}-errors`} errors={shapeErrors} />
        </fieldset>
      </FormSection>

      <FormSection
        title="Grading"
        description="As the certificate gives them; cut, polish, symmetry and fluorescence may be left out."
      >
        <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {select('color', stoneColours, 'Choose a colour')}
          {select('clarity', stoneClarities, 'Choose a clarity')}
          {select('cut', stoneCuts, 'Not graded')}
          {select('polish', stoneFinishGrades, 'Not graded')}
          {select('symmetry', stoneFinishGrades, 'Not graded')}
          {select('fluorescence', stoneFluorescences, 'Not graded')}
        </div>
      </FormSection>

      <FormSection
        title="Measurements"
        description="Length × width × depth in millimetres, and the proportions in % of the width."
      >
        <div className="grid grid-cols-3 gap-3 sm:gap-5">
          {decimal('length', { unit: 'mm' })}
          {decimal('width', { unit: 'mm' })}
          {decimal('depth', { unit: 'mm' })}
        </div>
        <p className="mt-3 text-sm text-graphite">
          Length-to-width ratio:{' '}
          <output htmlFor={`${fieldId('length')} ${fieldId('width')}`} className="font-medium text-ink figures">
            {ratio === null ? '—' : ratio.toFixed(2)}
          </output>
          <span className="text-stone"> (1.00 for a round; 1.35–1.50 for a classic oval)</span>
        </p>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {decimal('depthPercent', { unit: '%' })}
          {decimal('tablePercent', { unit: '%' })}
        </div>
      </FormSection>

      <FormSection title="Certificate and video">
        <div className="grid gap-5 sm:grid-cols-2">
          {select('certificateLab', certificateLabs, 'No certificate')}
          {field(
            'certificateNumber',
            <input
              {...control('certificateNumber')}
              type="text"
              maxLength={40}
              autoComplete="off"
              className={inputClass}
            />,
          )}
          {field(
            'certificateUrl',
            linkInput('certificateUrl', true),
            'The certificate’s PDF or its page on the lab’s site.',
          )}
          {field(
            'laserInscription',
            <input
              {...control('laserInscription')}
              type="text"
              maxLength={40}
              autoComplete="off"
              className={inputClass}
            />,
            'As the loupe reads it on the girdle, e.g. GIA 2141438167. Empty when the stone is not inscribed.',
          )}
          {field('videoUrl', linkInput('videoUrl'))}
        </div>
      </FormSection>

      <FormSection title="Price">
        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            'price',
            <div className="relative">
              <span
                className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone"
                aria-hidden="true"
              >
                ₹
              </span>
              <input
                {...control('price', true)}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} pl-8 figures`}
              />
            </div>,
            `What the shop paid, in rupees: ${looseStoneCostRange.text}. Shoppers never see it.`,
          )}
          <div className="rounded-md bg-pearl/70 px-4 py-3" data-testid="stone-price-preview">
            <p className="text-xs font-medium tracking-wide text-stone uppercase">Sells at</p>
            <div aria-live="polite">
              {preview ? (
                <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-ink figures">
                  <span className="font-display text-2xl">{formatMoney(preview.inr.price, 'INR')}</span>
                  <span className="text-graphite">{formatMoney(preview.usd.price, 'USD')}</span>
                </p>
              ) : (
                <p className="mt-1 text-sm text-stone">
                  {rates ? 'Type the cost to see the price.' : 'Shown once the stone is saved.'}
                </p>
              )}
            </div>
            <p className="mt-1 text-xs text-stone">
              With the shop’s markup, discount and tax, as shoppers pay it today.
            </p>
          </div>
        </div>
      </FormSection>

      <FormSection title="Pictures">
        <StonePictures state={pictures} shape={shape} errors={errorsOf('productMedias')} />
      </FormSection>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="button-primary px-6 py-2.5 disabled:opacity-60" aria-disabled={saving}>
          {saving ? 'Saving…' : mode === 'new' ? 'Add the stone' : 'Save the stone'}
        </button>
        <Link to={stone ? `/stones/detail/${stone.id}` : '/stones'} className="link-underline text-sm text-graphite">
          Cancel
        </Link>
      </div>
      {waitNotice ? (
        <FormErrors errors={['Please wait until the pictures are uploaded, or cancel the uploads.']} />
      ) : null}
    </fetcher.Form>
  );
}
