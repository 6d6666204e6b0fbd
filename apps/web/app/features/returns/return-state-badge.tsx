import { returnStateLabels, type ReturnState } from '@facet/contracts/return-states';
import { StateBadge } from '../../components/back-office/state-badge.tsx';

const tones: Record<ReturnState, string> = {
  requested: 'bg-amber-50 text-amber-900',
  approved: 'bg-sky-50 text-sky-900',
  rejected: 'bg-pearl text-graphite',
  withdrawn: 'bg-pearl text-graphite',
  received: 'bg-indigo-50 text-indigo-900',
  passed: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-rose-50 text-rose-900',
  refunded: 'bg-emerald-100 text-emerald-900',
  credited: 'bg-emerald-100 text-emerald-900',
  'shipped-back': 'bg-violet-50 text-violet-900',
  'returned-to-customer': 'bg-violet-50 text-violet-900',
};

/** A return request's state as a badge: the customer's pages and the Returns queue alike. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return <StateBadge label={returnStateLabels[state]} tone={tones[state]} />;
}
