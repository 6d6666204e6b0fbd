import { endpointUrl } from '@facet/contracts/endpoint';
import { orderEndpoints } from '@facet/contracts/order-endpoints';
import type { OrderDetail } from '@facet/contracts/orders';
import { FileDown } from 'lucide-react';

/*
 * An order as a gift (decision 042): its card message and wrap, and the gift receipt — the
 * pieces without any price — to download. The shopper's page links their own receipt; staff's
 * back-office order links the receipt and the gift card to print beside the packing slip.
 */

function PdfLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <a href={href} download className="link-underline inline-flex items-center gap-1.5 text-ink" data-testid={testId}>
      <FileDown className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {label} <span className="text-stone">(PDF)</span>
    </a>
  );
}

/** What the order says of the gift: its message and whether it is wrapped (nothing when it is not one). */
export function GiftFacts({ gift }: { gift: OrderDetail['gift'] }) {
  if (!gift) return null;
  return (
    <div className="space-y-1 text-sm text-graphite" data-testid="order-gift">
      <p>{gift.wrapped ? 'Gift wrapped.' : 'Not gift wrapped.'}</p>
      {gift.message ? (
        <p className="whitespace-pre-line break-words text-ink">
          <span className="text-stone">Card: </span>“{gift.message}”
        </p>
      ) : null}
    </div>
  );
}

/** The shopper's own gift receipt. */
export function MyGiftReceiptLink({ order }: { order: OrderDetail }) {
  return (
    <PdfLink
      href={endpointUrl(orderEndpoints.myGiftReceipt, { params: { id: order.id } })}
      label="Gift receipt, without prices"
      testId="gift-receipt-link"
    />
  );
}

/** Staff's gift papers: the card (only when there is a message or wrap) and the receipt. */
export function GiftPaperLinks({ order }: { order: OrderDetail }) {
  return (
    <>
      {order.gift ? (
        <li>
          <PdfLink
            href={endpointUrl(orderEndpoints.giftCard, { params: { id: order.id } })}
            label="Gift card"
            testId="gift-card-link"
          />
        </li>
      ) : null}
      <li>
        <PdfLink
          href={endpointUrl(orderEndpoints.giftReceipt, { params: { id: order.id } })}
          label="Gift receipt"
          testId="staff-gift-receipt-link"
        />
      </li>
    </>
  );
}
