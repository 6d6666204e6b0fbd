import { formatPhoneNumber } from '@facet/contracts/phone';
import { Facts } from './facts.tsx';
import { EmailLink } from './email-link.tsx';

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
        ['E-mail', <EmailLink key="email" email={sender.email} />],
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
