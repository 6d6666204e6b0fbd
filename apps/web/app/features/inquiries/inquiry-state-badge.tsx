import { type InquiryState, inquiryStateLabels } from '@facet/contracts/inquiries';

const tones: Record<InquiryState, string> = {
  new: 'bg-amber-50 text-amber-900',
  answered: 'bg-emerald-50 text-emerald-800',
};

/** New or answered, as a badge. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs whitespace-nowrap ${tones[state]}`}>
      {inquiryStateLabels[state]}
    </span>
  );
}
