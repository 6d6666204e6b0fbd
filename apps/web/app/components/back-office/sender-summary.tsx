import { Link } from 'react-router';

/*
 * The pieces of a list of what shoppers send in (inquiries, custom jewellery requests): who sent
 * it, a link to open it, both in the table and in the phone's cards.
 */

/** Who wrote: the name (a link to the record) and the e-mail address under it. */
export function SenderSummary({
  to,
  sender,
  className = 'min-w-0',
}: {
  to: string;
  sender: { name: string; email: string };
  className?: string;
}) {
  return (
    <span className={`block ${className}`}>
      <Link to={to} className="link-underline font-medium text-ink">
        {sender.name}
      </Link>
      <span className="block text-xs break-all text-stone">{sender.email}</span>
    </span>
  );
}

/** "Open", naming for screen readers what it opens (`what`: "the inquiry from Asha Menon"). */
export function OpenRecordLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className="link-underline text-ink">
      Open<span className="sr-only"> {what}</span>
    </Link>
  );
}
