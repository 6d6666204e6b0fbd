import { type InquiryRecord, type InquiryState, inquiryStateLabels } from '@facet/contracts/inquiries';
import { formatDate } from '../../lib/format.ts';
import { StateBadge } from '../../components/back-office/state-badge.tsx';

const tones: Record<InquiryState, string> = {
  new: 'bg-amber-50 text-amber-900',
  answered: 'bg-emerald-50 text-emerald-800',
};

/** New or answered, as a badge. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  return <StateBadge label={inquiryStateLabels[state]} tone={tones[state]} />;
}

/** An India day (YYYY-MM-DD) as the back-office writes dates. */
export function formatShopDay(day: string): string {
  return formatDate(`${day}T00:00:00+05:30`);
}

/**
 * What kind an inquiry is, with the reference people quote; a complaint also says the day it is
 * to be resolved by while it is open.
 */
export function InquiryKindLine({
  inquiry,
}: {
  inquiry: Pick<InquiryRecord, 'kind' | 'reference' | 'resolveBy' | 'state'>;
}) {
  return (
    <span className="block text-xs text-stone">
      {inquiry.kind === 'complaint' ? <StateBadge label="Complaint" tone="bg-red-50 text-red-900" /> : 'Question'}{' '}
      <span className="font-mono whitespace-nowrap">{inquiry.reference}</span>
      {inquiry.kind === 'complaint' && inquiry.resolveBy && inquiry.state === 'new' ? (
        <span className="block whitespace-nowrap">Resolve by {formatShopDay(inquiry.resolveBy)}</span>
      ) : null}
    </span>
  );
}
