import type { CompanyInfo } from '@facet/contracts/company';
import { returnKindLabels } from '@facet/contracts/return-states';
import type { ReturnRequestRecord } from '@facet/contracts/returns';
import { shopDateInWords } from '@facet/contracts/shop-dates';
import { formatDate } from '../../lib/format.ts';

/*
 * The return slip the customer prints and puts in the parcel: the request's number large enough
 * to read across a workshop, the item, where it goes (and, when we collect it, the carrier, the
 * day and the number of the booked pick-up), and how to pack it so that it arrives safe and
 * insured, filmed as it is packed.
 */

export const packingSteps = [
  'Put the piece in its box, with its certificate and any stone papers.',
  'Film yourself packing it, without a cut, from the open box to the sealed parcel: we keep the same film when we open it.',
  'Pack the box in a plain, padded outer parcel; write nothing on it that says it holds jewellery.',
  'Send it insured for what you paid, by a courier that gives a tracking number, and keep the receipt.',
  'Put this slip inside the parcel.',
] as const;

/** A collected parcel is insured by the carrier we booked: the last steps say to have it ready instead. */
function stepsOf(request: ReturnRequestRecord): readonly string[] {
  if (!request.pickup) return packingSteps;
  return [
    ...packingSteps.slice(0, 3),
    'Have it ready for the carrier we booked; they collect it insured and give you a receipt.',
    packingSteps[4],
  ];
}

export function ReturnSlip({ request, company }: { request: ReturnRequestRecord; company: CompanyInfo }) {
  const address = company.address;
  const pickup = request.pickup ? request.returnParcel : null;
  return (
    <div className="space-y-6 text-ink" data-testid="return-slip">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-xs tracking-widest text-stone uppercase">{returnKindLabels[request.kind]} slip</p>
          <p className="font-mono text-4xl font-semibold" data-testid="slip-number">
            {request.number}
          </p>
        </div>
        <p className="text-sm text-graphite">
          Order {request.order.number} · asked {formatDate(request.createDate)}
        </p>
      </div>
      <section aria-labelledby="slip-item">
        <h2 id="slip-item" className="text-sm font-medium tracking-wide text-stone uppercase">
          The item
        </h2>
        <p className="mt-1 text-[15px]">
          {request.line.name}, {request.line.details}
          {request.line.ringSize ? `, size US ${request.line.ringSize}` : ''}
          {request.quantity > 1 ? ` × ${request.quantity}` : ''} ({request.line.sku})
        </p>
        {request.newRingSize ? <p className="mt-1 text-[15px]">To be resized to US {request.newRingSize}</p> : null}
      </section>
      {request.pickup ? (
        <section aria-labelledby="slip-pickup" data-testid="slip-pickup">
          <h2 id="slip-pickup" className="text-sm font-medium tracking-wide text-stone uppercase">
            We collect it
          </h2>
          <p className="mt-1 text-[15px]">
            {pickup?.pickupDate
              ? `${pickup.carrier.name} collects it on ${shopDateInWords(pickup.pickupDate)}, tracking number ${pickup.trackingNumber}.`
              : 'We book an insured pick-up and e-mail you its day and tracking number.'}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="slip-to">
        <h2 id="slip-to" className="text-sm font-medium tracking-wide text-stone uppercase">
          {request.pickup ? 'It goes to' : 'Send it to'}
        </h2>
        <address className="mt-1 text-[15px] leading-6 not-italic" data-testid="slip-address">
          {company.legalName}
          <br />
          Returns, {request.number}
          <br />
          {address.line1}
          {address.line2 ? (
            <>
              <br />
              {address.line2}
            </>
          ) : null}
          <br />
          {[address.city, address.postalCode].filter(Boolean).join(' ')}
          <br />
          {[address.state, address.country].filter(Boolean).join(', ')}
          <br />
          {company.phone}
        </address>
      </section>
      <section aria-labelledby="slip-packing">
        <h2 id="slip-packing" className="text-sm font-medium tracking-wide text-stone uppercase">
          Packing it
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-[15px] leading-6">
          {stepsOf(request).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
