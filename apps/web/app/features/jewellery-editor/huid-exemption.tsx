import { mayChangeField } from '@facet/contracts/permissions';
import { inputClass } from '../../components/ui/form-controls.tsx';
import { FormSection } from '../../components/back-office/form-section.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { GeneralInfo } from './editor-draft.ts';
import { describedBy, EditorField } from './editor-fields.tsx';

/**
 * Whether the piece ships with a HUID: every gold or silver piece of at least the shop's weight
 * does, unless an Admin lets it off with a reason. Other staff read the Admin's choice.
 */
export function HuidExemption({
  exempt,
  reason,
  onChange,
  errors,
}: {
  exempt: boolean;
  reason: string;
  onChange: (patch: Partial<GeneralInfo>) => void;
  errors: string[];
}) {
  const mayChange = mayChangeField(useRootData()?.user?.role, 'huidExemption');
  const id = 'field-huidExemptReason';
  const description =
    'Each gold or silver piece is hallmarked at the workshop and ships with its HUID, unless it weighs less than the weight set on Metal & Price.';
  if (!mayChange) {
    return (
      <FormSection title="Hallmark (HUID)" description={description}>
        <p className="text-sm text-graphite" data-testid="huid-exemption">
          {exempt ? (
            <>
              <span className="font-medium text-ink">Needs no HUID</span> (an Admin’s choice): {reason}
            </>
          ) : (
            'Hallmarked like any other piece. Only an Admin can let a piece off its HUID.'
          )}
        </p>
      </FormSection>
    );
  }
  return (
    <FormSection title="Hallmark (HUID)" description={description}>
      <label className="flex items-start gap-3 text-sm text-graphite">
        <input
          type="checkbox"
          checked={exempt}
          onChange={(event) => onChange({ huidExempt: event.target.checked })}
          className="mt-0.5 h-4 w-4 accent-ink"
        />
        <span>
          <span className="font-medium text-ink">Needs no HUID</span> — ships without one, whatever its metal
        </span>
      </label>
      {exempt ? (
        <EditorField
          id={id}
          label="Why it needs no HUID"
          errors={errors}
          hint="Kept with the piece and in the audit log, e.g. “Antique, hallmarked before HUIDs”."
          className="mt-4"
        >
          <textarea
            id={id}
            value={reason}
            onChange={(event) => onChange({ huidExemptReason: event.target.value })}
            rows={2}
            maxLength={300}
            required
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={describedBy(id, true, errors)}
            className={`${inputClass} leading-6`}
          />
        </EditorField>
      ) : null}
    </FormSection>
  );
}
