import {
  genders,
  jewelleryTypes,
  stoneCategories,
  stoneClarities,
  stoneColours,
  stoneCuts,
} from '@facet/contracts/lookups';
import { inputClass } from '../../../components/ui/form-controls.tsx';
import { messagesFor } from '../../../features/jewellery-editor/draft-payload.ts';
import { useJewelleryEditor } from '../../../features/jewellery-editor/editor-context.tsx';
import { type GeneralInfo, subTypesOf, withJewelleryType } from '../../../features/jewellery-editor/editor-draft.ts';
import { describedBy, EditorField, IssueSummary } from '../../../features/jewellery-editor/editor-fields.tsx';
import { HowSold } from '../../../features/jewellery-editor/how-sold.tsx';
import { HuidExemption } from '../../../features/jewellery-editor/huid-exemption.tsx';
import { PictureManager } from '../../../features/jewellery-editor/picture-manager.tsx';
import { StepFooter } from '../../../features/jewellery-editor/step-navigation.tsx';
import { FormSection } from '../../../components/back-office/form-section.tsx';

/** Step 1: what the piece is, its stones, and its pictures. */
export default function GeneralInfoStep() {
  const editor = useJewelleryEditor();
  const general = editor.draft.general;
  const issues = [
    ...editor.shownIssues('general-info'),
    ...editor.apiIssues.filter((issue) => issue.step === 'general-info'),
  ];
  const errorsOf = (field: keyof GeneralInfo) => messagesFor(issues, field);
  const set = (patch: Partial<GeneralInfo>) =>
    editor.update((draft) => ({ ...draft, general: { ...draft.general, ...patch } }));
  const control = (field: keyof GeneralInfo, hint = false) => ({
    id: `field-${field}`,
    'aria-invalid': errorsOf(field).length > 0 ? true : undefined,
    'aria-describedby': describedBy(`field-${field}`, hint, errorsOf(field)),
  });
  const subTypes = subTypesOf(general.jewelleryType);

  return (
    <div>
      <IssueSummary issues={issues} basePath={editor.basePath} />
      <div className="space-y-6">
        <FormSection title="The piece">
          <div className="grid gap-5 lg:grid-cols-2">
            <EditorField
              id="field-productName"
              label="Name"
              errors={errorsOf('productName')}
              hint={
                editor.mode === 'edit'
                  ? 'Renaming keeps the SKUs the variants already have; new variants take the new name.'
                  : 'Each variant’s SKU starts with it, e.g. aurora-halo-ring-yellow-gold-…'
              }
              className="lg:col-span-2"
            >
              <input
                {...control('productName', true)}
                type="text"
                value={general.productName}
                onChange={(event) => set({ productName: event.target.value })}
                maxLength={120}
                autoComplete="off"
                className={inputClass}
              />
            </EditorField>
            <EditorField
              id="field-productDescription"
              label="Description"
              errors={errorsOf('productDescription')}
              className="lg:col-span-2"
            >
              <textarea
                {...control('productDescription')}
                value={general.productDescription}
                onChange={(event) => set({ productDescription: event.target.value })}
                rows={5}
                maxLength={4000}
                className={`${inputClass} leading-6`}
              />
            </EditorField>
            <EditorField id="field-jewelleryType" label="Jewellery type" errors={errorsOf('jewelleryType')}>
              <select
                {...control('jewelleryType')}
                value={general.jewelleryType}
                onChange={(event) => editor.update((draft) => withJewelleryType(draft, event.target.value))}
                className={inputClass}
              >
                <option value="">Choose a type</option>
                {jewelleryTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </EditorField>
            <EditorField
              id="field-jewellerySubType"
              label="Sub type"
              errors={errorsOf('jewellerySubType')}
              hint={general.jewelleryType ? undefined : 'Choose the jewellery type first.'}
            >
              <select
                {...control('jewellerySubType', !general.jewelleryType)}
                value={general.jewellerySubType}
                disabled={!general.jewelleryType}
                onChange={(event) => set({ jewellerySubType: event.target.value })}
                className={`${inputClass} disabled:bg-pearl`}
              >
                {subTypes.length === 0 ? <option value="">—</option> : null}
                {subTypes.map((subType) => (
                  <option key={subType.name} value={subType.name}>
                    {subType.name}
                  </option>
                ))}
              </select>
            </EditorField>
            <EditorField
              id="field-baseWeight"
              label="Base weight (g)"
              errors={errorsOf('baseWeight')}
              hint="In 18K gold at the narrowest width; each variant’s weight is suggested from it."
            >
              <input
                {...control('baseWeight', true)}
                type="text"
                inputMode="decimal"
                value={general.baseWeight}
                onChange={(event) => set({ baseWeight: event.target.value })}
                className={`${inputClass} figures`}
              />
            </EditorField>
            <EditorField id="field-gender" label="Gender" errors={errorsOf('gender')}>
              <select
                {...control('gender')}
                value={general.gender}
                onChange={(event) => set({ gender: event.target.value })}
                className={inputClass}
              >
                {genders.map((gender) => (
                  <option key={gender} value={gender}>
                    {gender}
                  </option>
                ))}
              </select>
            </EditorField>
            <EditorField
              id="field-countryOfOrigin"
              label="Country of origin"
              errors={errorsOf('countryOfOrigin')}
              hint="Where the piece is made; the product page says “Made in …”."
            >
              <input
                {...control('countryOfOrigin', true)}
                type="text"
                autoComplete="off"
                maxLength={60}
                value={general.countryOfOrigin}
                onChange={(event) => set({ countryOfOrigin: event.target.value })}
                className={inputClass}
              />
            </EditorField>
            <EditorField
              id="field-discountId"
              label="Product discount"
              errors={errorsOf('discountId')}
              hint="A ring style’s discount may be larger; the larger one applies."
            >
              <select
                {...control('discountId', true)}
                value={general.discountId}
                onChange={(event) => set({ discountId: event.target.value })}
                className={inputClass}
              >
                <option value="">No discount</option>
                {editor.discounts.map((discount) => (
                  <option key={discount.id} value={String(discount.id)}>
                    {discount.name} — {discount.discount}% off
                  </option>
                ))}
              </select>
            </EditorField>
            <div className="space-y-3 self-end pb-1">
              <label className="flex items-start gap-3 text-sm text-graphite">
                <input
                  type="checkbox"
                  checked={general.isListed}
                  onChange={(event) => set({ isListed: event.target.checked })}
                  className="mt-0.5 h-4 w-4 accent-ink"
                />
                <span>
                  <span className="font-medium text-ink">Listed</span> — shown in the shop once saved
                </span>
              </label>
            </div>
          </div>
        </FormSection>

        <HowSold
          value={general.hasAttachedStone}
          onChange={(hasAttachedStone) => set({ hasAttachedStone })}
          errors={errorsOf('hasAttachedStone')}
        />

        <HuidExemption
          exempt={general.huidExempt ?? false}
          reason={general.huidExemptReason ?? ''}
          onChange={set}
          errors={errorsOf('huidExemptReason')}
        />

        <FormSection
          title="Stones"
          description="The grade of the piece’s diamonds; leave empty for a piece without stones."
        >
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <GradeSelect
              field="stoneCategory"
              label="Category"
              options={stoneCategories}
              value={general.stoneCategory}
              onChange={(stoneCategory) => set({ stoneCategory })}
              errors={errorsOf('stoneCategory')}
            />
            <GradeSelect
              field="stoneColor"
              label="Colour"
              options={stoneColours}
              value={general.stoneColor}
              onChange={(stoneColor) => set({ stoneColor })}
              errors={errorsOf('stoneColor')}
            />
            <GradeSelect
              field="stoneClarity"
              label="Clarity"
              options={stoneClarities}
              value={general.stoneClarity}
              onChange={(stoneClarity) => set({ stoneClarity })}
              errors={errorsOf('stoneClarity')}
            />
            <GradeSelect
              field="stoneCut"
              label="Cut"
              options={stoneCuts}
              value={general.stoneCut}
              onChange={(stoneCut) => set({ stoneCut })}
              errors={errorsOf('stoneCut')}
            />
          </div>
        </FormSection>

        <PictureManager errors={[...messagesFor(issues, 'mediaFile'), ...messagesFor(issues, 'filesToDelete')]} />
      </div>
      <StepFooter step="general-info" />
    </div>
  );
}

function GradeSelect({
  field,
  label,
  options,
  value,
  onChange,
  errors,
}: {
  field: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  errors: string[];
}) {
  const id = `field-${field}`;
  return (
    <EditorField id={id} label={label} errors={errors}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, false, errors)}
        className={inputClass}
      >
        <option value="">—</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </EditorField>
  );
}
