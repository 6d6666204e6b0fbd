import { type ReturnKind, returnKindLabels, type ReturnState } from '@facet/contracts/return-states';
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { button, type EmailCompany, EmailLayout, paragraph } from './email-layout.tsx';
import { Quoted } from './written-in-parts.tsx';

/*
 * The e-mail a customer gets when they ask for a return, resize or exchange and at every move
 * of it after: what the request is about, where it stands, what happens next, and a link to it.
 */

export interface ReturnRequestForEmail {
  number: string;
  kind: ReturnKind;
  state: ReturnState;
  customerName: string;
  orderNumber: string;
  item: string;
  note: string;
  link: string;
  /** Staff booked the parcel's pick-up: the carrier, its number and tracking page, and the day (in words). */
  pickup?: { carrier: string; trackingNumber: string; trackingUrl: string; day: string };
}

const PICKUP_BOOKED = 'We collect your parcel';

/** What to do before the carrier comes, once the pick-up is booked. */
function pickupStep(pickup: NonNullable<ReturnRequestForEmail['pickup']>): string {
  return `${pickup.carrier} will collect the parcel on ${pickup.day}, tracking number ${pickup.trackingNumber}. Please pack the piece in its box and film yourself packing it; put the return slip from the link below in the parcel and have it ready.`;
}

function headingFor(request: ReturnRequestForEmail): string {
  return request.pickup ? PICKUP_BOOKED : headingOf[request.state];
}

/** What happens next, in the customer's words, for each state a request reaches. */
const nextStep: Record<ReturnState, (kind: ReturnKind) => string> = {
  requested: () => 'We will look at your request within two working days and write to you.',
  approved: () =>
    'Please pack the piece in its box, insured, and film yourself packing it. Print the return slip from the link below and put it in the parcel.',
  rejected: () => 'We cannot accept this request. If you would like to talk it over, reply to this e-mail.',
  withdrawn: () => 'You withdrew this request. You can ask again from your order while the terms allow it.',
  received: () => 'Your parcel has reached us. We will inspect the piece and write to you.',
  passed: (kind) =>
    kind === 'return'
      ? 'The piece passed our inspection; your refund follows.'
      : kind === 'exchange'
        ? 'The piece passed our inspection; its exchange value follows as store credit.'
        : 'The piece passed our inspection; our workshop is resizing it.',
  failed: () => 'The piece did not pass our inspection, for the reason below. We will send it back to you.',
  refunded: () => 'Your refund is on its way to the way you paid; banks take a few working days to show it.',
  credited: () => 'The exchange value is in your account as store credit, to spend on your next piece.',
  'shipped-back': () => 'Your resized ring is on its way back to you.',
  'returned-to-customer': () => 'The piece is on its way back to you.',
};

const headingOf: Record<ReturnState, string> = {
  requested: 'We have your request',
  approved: 'Your request is approved',
  rejected: 'About your request',
  withdrawn: 'Your request is withdrawn',
  received: 'We have received your parcel',
  passed: 'Your piece passed inspection',
  failed: 'About your piece',
  refunded: 'Your refund is on its way',
  credited: 'Your store credit is ready',
  'shipped-back': 'Your ring is on its way',
  'returned-to-customer': 'Your piece is on its way back',
};

export function returnRequestEmailSubject(request: ReturnRequestForEmail, company: EmailCompany): string {
  return `${returnKindLabels[request.kind]} ${request.number}: ${headingFor(request).toLowerCase()} — ${company.businessName}`;
}

export function ReturnRequestEmail({ company, request }: { company: EmailCompany; request: ReturnRequestForEmail }) {
  const what = `${returnKindLabels[request.kind]} ${request.number}`;
  return (
    <EmailLayout company={company} preview={`${what}: ${headingFor(request)}`} heading={headingFor(request)}>
      <Text style={paragraph}>Dear {request.customerName},</Text>
      <Text style={paragraph}>
        {what}, for {request.item} from order {request.orderNumber}.
      </Text>
      <Text style={paragraph}>
        {request.pickup ? pickupStep(request.pickup) : nextStep[request.state](request.kind)}
      </Text>
      {request.pickup ? (
        <Text style={paragraph}>
          Track it with {request.pickup.carrier}: {request.pickup.trackingUrl}
        </Text>
      ) : null}
      {request.note.trim() !== '' ? <Quoted text={request.note} /> : null}
      <Button href={request.link} style={button}>
        See your request
      </Button>
    </EmailLayout>
  );
}

export function returnRequestEmailText({
  company,
  request,
}: {
  company: EmailCompany;
  request: ReturnRequestForEmail;
}): string {
  const what = `${returnKindLabels[request.kind]} ${request.number}`;
  return [
    headingFor(request),
    '',
    `Dear ${request.customerName},`,
    '',
    `${what}, for ${request.item} from order ${request.orderNumber}.`,
    '',
    request.pickup ? pickupStep(request.pickup) : nextStep[request.state](request.kind),
    ...(request.pickup ? ['', `Track it with ${request.pickup.carrier}: ${request.pickup.trackingUrl}`] : []),
    ...(request.note.trim() !== '' ? ['', request.note.trim()] : []),
    '',
    `See your request: ${request.link}`,
    '',
    company.businessName,
  ].join('\n');
}
