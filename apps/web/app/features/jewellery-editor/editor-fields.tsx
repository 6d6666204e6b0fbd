import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProblemSummary } from '../../components/back-office/problem-summary.tsx';
import { FieldErrors } from '../../components/ui/form-controls.tsx';
import { capitalise } from '../../lib/form-errors.ts';
import type { DraftIssue } from './draft-payload.ts';
import { type EditorStep, stepLabels } from './editor-draft.ts';

/*
 * The editor's form pieces. Its inputs are bound to the draft (not to one <form>), so these
 * do by hand what Conform's Field does elsewhere: a visible label, the hint and the errors tied
 * to the control (aria-describedby), aria-invalid when something is wrong.
 */

export function describedBy(id: string, hint: boolean, errors: readonly string[]): string | undefined {
  const ids = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-errors` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function EditorField({
  id,
  label,
  hint,
  errors = [],
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  errors?: readonly string[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-graphite">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} errors={[...errors]} />
    </div>
  );
}

/** A group of checkboxes or controls under one legend. */
export function EditorFieldset({
  legend,
  description,
  errors = [],
  id,
  children,
}: {
  legend: string;
  description?: ReactNode;
  errors?: readonly string[];
  id: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-md border border-line bg-white p-5 sm:p-6">
      <fieldset aria-describedby={describedBy(id, Boolean(description), errors)}>
        <legend className="font-display text-2xl text-ink">{legend}</legend>
        {description ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-stone">
            {description}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
        <FieldErrors id={`${id}-errors`} errors={[...errors]} />
      </fieldset>
    </div>
  );
}

/**
 * The problems that keep a step (or the save) from going on, each with a link to the step it
 * belongs to. Takes the focus when it appears, so keyboard and screen-reader users hear it.
 */
export function IssueSummary({
  issues,
  basePath,
  title = 'Please correct these before going on',
}: {
  issues: readonly DraftIssue[];
  basePath: string;
  title?: string;
}) {
  const count = issues.length;
  if (count === 0) return null;
  const byStep = new Map<EditorStep, DraftIssue[]>();
  for (const issue of issues) byStep.set(issue.step, [...(byStep.get(issue.step) ?? []), issue]);
  return (
    <ProblemSummary title={title} focusKey={count} className="mb-6">
      {[...byStep].map(([step, stepIssues]) => (
        <div key={step} className="mt-3">
          <p className="text-xs font-medium tracking-wide text-red-800 uppercase">
            <Link to={`${basePath}/${step}`} className="underline underline-offset-2">
              {stepLabels[step]}
            </Link>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {stepIssues.slice(0, 12).map((issue, index) => (
              <li key={`${issue.path}-${index}`}>
                {issue.path && !issue.rowKey && issue.path !== 'variants' ? (
                  <span className="font-medium">{fieldLabel(issue.path)}: </span>
                ) : null}
                {capitalise(issue.message)}
              </li>
            ))}
            {stepIssues.length > 12 ? <li>… and {stepIssues.length - 12} more</li> : null}
          </ul>
        </div>
      ))}
    </ProblemSummary>
  );
}

const fieldLabels: Record<string, string> = {
  productName: 'Name',
  productDescription: 'Description',
  jewelleryType: 'Jewellery type',
  jewellerySubType: 'Sub type',
  stoneCategory: 'Stone category',
  stoneColor: 'Stone colour',
  stoneClarity: 'Stone clarity',
  stoneCut: 'Stone cut',
  baseWeight: 'Base weight',
  gender: 'Gender',
  countryOfOrigin: 'Country of origin',
  discountId: 'Discount',
  hasAttachedStone: 'How it is sold',
  mediaFile: 'Pictures',
  filesToDelete: 'Pictures',
  metalAttribute: 'Metals',
  ringStyleAttribute: 'Ring styles',
  centerStoneShapeAttribute: 'Centre stones',
  widthAttribute: 'Widths',
  totalCaratAttribute: 'Total carats',
  removedVariantIds: 'Removed variants',
};

export function fieldLabel(path: string): string {
  return fieldLabels[path.split('.')[0] ?? ''] ?? path;
}
