import { type CustomJewelleryState, customJewelleryStateLabels } from '@facet/contracts/custom-jewellery';
import { StateBadge } from '../../components/back-office/state-badge.tsx';

const tones: Record<CustomJewelleryState, string> = {
  new: 'bg-amber-50 text-amber-900',
  in_discussion: 'bg-sky-50 text-sky-900',
  quoted: 'bg-violet-50 text-violet-900',
  accepted: 'bg-emerald-50 text-emerald-800',
  declined: 'bg-pearl text-graphite',
  completed: 'bg-emerald-100 text-emerald-900',
};

/** A request's state, as a badge (the shop's and the shopper's pages alike). */
export function CustomJewelleryStateBadge({ state }: { state: CustomJewelleryState }) {
  return <StateBadge label={customJewelleryStateLabels[state]} tone={tones[state]} />;
}
