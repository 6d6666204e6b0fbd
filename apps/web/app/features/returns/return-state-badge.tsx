import { type ReturnState, returnStateLabels } from '@facet/contracts/returns';
import { StateBadge } from '../../components/back-office/state-badge.tsx';

/*
 * A return request's state as a badge, on the customer's pages and in the Returns queue: the words of the states' table, a
 * colour beside them (waiting on us, on the customer, done well, closed without).
 */

const tones: Record<ReturnState, string> = {
  requested: 'bg-amber-50 text-amber-900',
  approved: 'bg-sky-50 text-sky-900',
  received: 'bg-indigo-50 text-indigo-900',
  passed: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-rose-50 text-rose-900',
  rejected: 'bg-pearl text-graphite',
  withdrawn: 'bg-pearl text-graphite',
  refunded: 'bg-emerald-100 text-emerald-900',
  credited: 'bg-emerald-100 text-emerald-900',
  'shipped-back': 'bg-emerald-100 text-emerald-900',
  'returned-to-customer': 'bg-pearl text-graphite',
};

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  return (
    <span data-testid="return-state" data-state={state}>
      <StateBadge label={returnStateLabels[state]} tone={tones[state]} />
    </span>
  );
}
