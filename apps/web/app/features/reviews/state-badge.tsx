import { type ReviewState, reviewStateLabels } from '@facet/contracts/review-rules';
import { StateBadge } from '../../components/back-office/state-badge.tsx';

const tones: Record<ReviewState, string> = {
  pending: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-800',
  hidden: 'bg-pearl text-graphite',
};

/** A review's state, as a badge (the back-office and the customer's order page alike). */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <StateBadge label={reviewStateLabels[state]} tone={tones[state]} />;
}
