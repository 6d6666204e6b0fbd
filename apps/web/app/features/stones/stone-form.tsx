import { type StoneShapeName, stoneShapes } from '@facet/contracts/lookups';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import type { StoneRecord } from '@facet/contracts/stones';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useActionData, useFetcher, useNavigate } from 'react-router';
import { FormErrors } from '../../components/ui/form-controls.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import {
  checkStoneForm,
  draftFromStone,
  emptyStoneDraft,
  readStoneForm,
  type StoneDraft,
  type StoneFormErrors,
  stonePayload,
} from './stone-draft.ts';
import { ErrorSummary, stoneFieldControls } from './stone-form-controls.tsx';
import {
  StoneCertificateSection,
  StoneGradingSection,
  StoneIdentitySection,
  StoneMeasurementsSection,
  StonePriceSection,
} from './stone-form-sections.tsx';
import { StonePictures, useStonePictures } from './stone-pictures.tsx';
import type { StoneSaveOutcome } from './stone-save.server.ts';
import { FormSection } from '../../components/back-office/form-section.tsx';

/*
 * Every field of a stone, for a new one and an existing one. A real form (its fields carry the
 * API's names) sent to the page's action; the browser checks it with the API's own schema
 * first, so most problems show at once beside their field, and the API's refusal shows the
 * same way. The length-to-width ratio and the selling price follow what is typed. Its
 * sections are in stone-form-sections.tsx, their controls in stone-form-controls.tsx.
 */

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
  const controls = stoneFieldControls(draft, setDraft, errors);

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

  const shape = (stoneShapes as readonly string[]).includes(draft.stoneShape)
    ? (draft.stoneShape as StoneShapeName)
    : null;

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={saving}>
      <ErrorSummary errors={errors} />

      <StoneIdentitySection mode={mode} stone={stone} draft={draft} controls={controls} />
      <StoneGradingSection controls={controls} />
      <StoneMeasurementsSection draft={draft} controls={controls} />
      <StoneCertificateSection controls={controls} />
      <StonePriceSection draft={draft} controls={controls} rates={rates} />

      <FormSection title="Pictures">
        <StonePictures state={pictures} shape={shape} errors={controls.errorsOf('productMedias')} />
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
