import {
  certificateLabs,
  stoneCategories,
  stoneClarities,
  stoneColours,
  stoneCuts,
  stoneFinishGrades,
  stoneFluorescences,
  stoneShapes,
} from '@facet/contracts/lookups';
import { formatMoney } from '@facet/contracts/money';
import { looseStoneCostRange } from '@facet/contracts/money-inputs';
import type { StoredPricingParameters } from '@facet/contracts/pricing';
import { isLabGrown } from '@facet/contracts/stone-kinds';
import { lengthToWidthRatio, type StoneRecord } from '@facet/contracts/stones';
import { FieldErrors, inputClass } from '../../components/ui/form-controls.tsx';
import { StoneShapeIcon } from '../../components/stone-shape-icon.tsx';
import { parseDecimal } from '../../lib/decimal-input.ts';
import type { StoneDraft } from './stone-draft.ts';
import { fieldId, type StoneFieldControls } from './stone-form-controls.tsx';
import { previewStonePrice } from './stone-price.ts';
import { FormSection } from '../../components/back-office/form-section.tsx';

/*
 * The stone form's sections, each a group of fields: the stone itself (stock number, category,
 * growth method, carat, shape), its grading, its measurements with the length-to-width ratio, its
 * certificate and video, and its cost with the selling price that follows it.
 */

interface SectionProps {
  draft: StoneDraft;
  controls: StoneFieldControls;
}

/** Stock number (typed for a new stone, shown for an existing one), category, growth method, carat and shape. */
export function StoneIdentitySection({
  mode,
  stone,
  draft,
  controls: { control, set, field, select, decimal, errorsOf },
}: SectionProps & { mode: 'new' | 'edit'; stone: StoneRecord | null }) {
  const shapeErrors = errorsOf('stoneShape');
  return (
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
  );
}

export function StoneGradingSection({ controls: { select } }: Pick<SectionProps, 'controls'>) {
  return (
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
  );
}

/** Length, width and depth, the ratio they make, and the proportions. */
export function StoneMeasurementsSection({ draft, controls: { decimal } }: SectionProps) {
  const ratio = lengthToWidthRatio(parseDecimal(draft.length) || null, parseDecimal(draft.width) || null);
  return (
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
  );
}

export function StoneCertificateSection({
  controls: { control, field, select, linkInput },
}: Pick<SectionProps, 'controls'>) {
  return (
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
  );
}

/** The cost the shop paid, and what the stone sells at with it today. */
export function StonePriceSection({
  draft,
  controls: { control, field },
  rates,
}: SectionProps & { rates: StoredPricingParameters | null }) {
  const preview = previewStonePrice(draft.price, rates);
  return (
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
          <p className="mt-1 text-xs text-stone">With the shop’s markup, discount and tax, as shoppers pay it today.</p>
        </div>
      </div>
    </FormSection>
  );
}
