import type { StoreCreditAccount } from '@facet/contracts/store-credit';
import { storeCreditKindLabels } from '@facet/contracts/store-credit';
import { Link } from 'react-router';
import { formatDateTime, formatPrice } from '../../lib/format.ts';

/*
 * A customer's store credit (decision 031): the balance in each currency it was given in, and
 * the credit ledger — each grant, spend and give-back with its reason and order. The account
 * page shows it to the customer; the back-office order page shows it to staff.
 */

export function StoreCreditBalances({ account }: { account: StoreCreditAccount }) {
  const held = account.balances.filter((balance) => balance.balance > 0);
  if (held.length === 0) return <p className="text-sm text-graphite">No store credit at the moment.</p>;
  return (
    <p className="font-display text-3xl" data-testid="store-credit-balance">
      {held.map((balance) => formatPrice(balance.balance, balance.currency)).join(' · ')}
    </p>
  );
}

export function StoreCreditLedger({
  account,
  orderLink,
}: {
  account: StoreCreditAccount;
  /** Where an entry's order number leads: the customer's order page or the back-office one. */
  orderLink: (orderId: number) => string;
}) {
  if (account.entries.length === 0) return null;
  return (
    // Focusable, so a keyboard can scroll the history sideways on a narrow screen.
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Store credit history">
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="store-credit-ledger">
        <caption className="sr-only">Store credit history, newest first</caption>
        <thead className="border-b border-line text-xs tracking-wide text-stone uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              When
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              What
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Why
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {account.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line/70 align-top">
              <td className="py-2 pr-4 whitespace-nowrap text-graphite">{formatDateTime(entry.createDate)}</td>
              <td className="py-2 pr-4 text-ink">
                {storeCreditKindLabels[entry.kind]}
                {entry.orderId !== null && entry.orderNumber ? (
                  <>
                    {' '}
                    <Link to={orderLink(entry.orderId)} className="link-underline whitespace-nowrap">
                      {entry.orderNumber}
                    </Link>
                  </>
                ) : null}
              </td>
              <td className="py-2 pr-4 break-words text-graphite">{entry.reason}</td>
              <td
                className={`py-2 text-right whitespace-nowrap figures ${entry.amount > 0 ? 'text-emerald-800' : 'text-ink'}`}
              >
                {entry.amount > 0 ? '+' : '−'}
                {formatPrice(Math.abs(entry.amount), entry.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
