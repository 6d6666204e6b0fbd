import { formatPhoneNumber } from '@facet/contracts/phone';
import { Mail } from 'lucide-react';
import { Facts } from './facts.tsx';

/**
 * Who wrote in (an inquiry, a custom jewellery request): name, e-mail and phone as links to
 * write or call, and whether they were signed in.
 */
export function SenderFacts({
  sender,
}: {
  sender: { name: string; email: string; phoneNumber: string | null; fromCustomer: boolean };
}) {
  return (
    <Facts
      className="space-y-4 text-sm"
      items={[
        ['Name', sender.name],
        [
          'E-mail',
          <a
            key="email"
            href={`mailto:${sender.email}`}
            className="link-underline inline-flex items-center gap-1.5 break-all text-ink"
          >
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {sender.email}
          </a>,
        ],
        [
          'Phone',
          sender.phoneNumber ? (
            <a key="phone" href={`tel:${sender.phoneNumber}`} className="link-underline text-ink">
              {formatPhoneNumber(sender.phoneNumber)}
            </a>
          ) : (
            '—'
          ),
        ],
        ['Sent', sender.fromCustomer ? 'Signed in to their account' : 'Without signing in'],
      ]}
    />
  );
}
