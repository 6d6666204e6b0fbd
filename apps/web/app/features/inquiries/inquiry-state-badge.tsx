import { type InquiryState, inquiryStateLabels } from '@facet/contracts/inquiries';
import { StateBadge } from '../../components/back-office/state-badge.tsx';

const tones: Record<InquiryState, string> = {
  new: 'bg-amber-50 text-amber-900',
  answered: 'bg-emerald-50 text-emerald-800',
};

/** New or answered, as a badge. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return <StateBadge label={inquiryStateLabels[state]} tone={tones[state]} />;
}
