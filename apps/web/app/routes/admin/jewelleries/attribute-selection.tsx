import { countCombinations, MAX_VARIANTS_PER_PRODUCT } from '@facet/contracts/product-variants';
import {
  CentreStonePicker,
  MetalPicker,
  NumberListPicker,
  RingStylePicker,
} from '../../../features/jewellery-editor/attribute-pickers.tsx';
import { messagesFor } from '../../../features/jewellery-editor/draft-payload.ts';
import { useJewelleryEditor } from '../../../features/jewellery-editor/editor-context.tsx';
import { attributeKindsOf } from '../../../features/jewellery-editor/editor-draft.ts';
import { IssueSummary } from '../../../features/jewellery-editor/editor-fields.tsx';
import { StepFooter } from '../../../features/jewellery-editor/step-navigation.tsx';

/** Step 2: the attributes that apply to the jewellery type; their combinations are the variants. */
export default function AttributeSelectionStep() {
  const editor = useJewelleryEditor();
  const { attributes, general } = editor.draft;
  const issues = [
    ...editor.shownIssues('attribute-selection'),
    ...editor.apiIssues.filter((issue) => issue.step === 'attribute-selection'),
  ];
  const kinds = attributeKindsOf(general.jewelleryType);
  const count = countCombinations(attributes);
  const tooMany = count > MAX_VARIANTS_PER_PRODUCT;
  const none = attributes.metalAttribute.length === 0;
  return (
    <div>
      <IssueSummary issues={issues} basePath={editor.basePath} />
      <div
        className={`sticky top-0 z-10 mb-6 flex flex-wrap items-baseline justify-between gap-2 rounded-md border px-5 py-3 text-sm shadow-sm ${
          tooMany ? 'border-red-200 bg-red-50 text-red-900' : 'border-line bg-white text-graphite'
        }`}
        aria-live="polite"
      >
        <span>
          {none ? (
            'Choose at least one metal to make variants.'
          ) : (
            <>
              These attributes make <strong className="text-base font-semibold text-ink figures">{count}</strong>{' '}
              {count === 1 ? 'variant' : 'variants'}
            </>
          )}
        </span>
        <span className="text-xs text-stone">
          {tooMany
            ? `At most ${MAX_VARIANTS_PER_PRODUCT}: remove some values.`
            : `A ${general.jewelleryType ? general.jewelleryType.toLowerCase() : 'piece'} has at most ${MAX_VARIANTS_PER_PRODUCT}.`}
        </span>
      </div>
      <div className="space-y-6">
        <MetalPicker errors={messagesFor(issues, 'metalAttribute')} />
        {kinds.includes('ringStyle') ? <RingStylePicker errors={messagesFor(issues, 'ringStyleAttribute')} /> : null}
        {kinds.includes('centerStone') ? (
          <CentreStonePicker errors={messagesFor(issues, 'centerStoneShapeAttribute')} />
        ) : null}
        {kinds.includes('width') ? (
          <NumberListPicker kind="widthAttribute" errors={messagesFor(issues, 'widthAttribute')} />
        ) : null}
        {kinds.includes('totalCarat') ? (
          <NumberListPicker kind="totalCaratAttribute" errors={messagesFor(issues, 'totalCaratAttribute')} />
        ) : null}
      </div>
      <StepFooter step="attribute-selection" />
    </div>
  );
}
