import { formatPhoneNumber } from '@facet/contracts/phone';
import { whatsAppLink } from '@facet/contracts/whatsapp';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/contact-us';
import { InstagramIcon, WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { sendInquiry } from '../../../features/inquiries/inquiry-action.server.ts';
import { InquiryForm } from '../../../features/inquiries/inquiry-form.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Contact us',
    description:
      'Talk to our jewellery consultants by phone, WhatsApp or e-mail, or visit our Mumbai studio by appointment.',
  });
}

/** The contact form, sent here so that it works before the scripts load (with them, too). */
export async function action({ request, context }: Route.ActionArgs) {
  return sendInquiry(context, await request.formData());
}

function WriteToUs() {
  return (
    <section
      id="write-to-us"
      aria-labelledby="write-to-us-title"
      className="rounded-sm border border-line bg-white/70 p-6 sm:p-8"
    >
      <p className="eyebrow">Write to us</p>
      <h2 id="write-to-us-title" className="mt-2 font-display text-3xl text-ink">
        Send us your question or complaint
      </h2>
      <p className="mt-2 mb-6 text-sm leading-6 text-graphite">
        About a piece, a diamond, sizing or an order: a consultant replies by e-mail within one working day. Something
        gone wrong? Choose “A complaint”: our grievance officer sees to it.
      </p>
      <InquiryForm action="/contact-us" offerComplaint />
    </section>
  );
}

export default function ContactUs() {
  const company = useRootData()?.company;
  if (!company) return null;
  const { address, grievanceOfficer: officer } = company;
  const channels = [
    {
      icon: <Phone className="h-5 w-5" strokeWidth={1.5} />,
      title: 'Call us',
      text: company.phone,
      href: `tel:${company.phone.replace(/\s/g, '')}`,
      note: 'Monday to Saturday, 10:30 am – 7:30 pm IST',
    },
    {
      icon: <WhatsAppIcon className="h-5 w-5" />,
      title: 'WhatsApp',
      text: company.whatsApp,
      href: whatsAppLink(company.whatsApp, 'Hello! I have a question.'),
      note: 'Photos and videos of any piece, on request',
      external: true,
    },
    {
      icon: <Mail className="h-5 w-5" strokeWidth={1.5} />,
      title: 'E-mail',
      text: company.email,
      href: `mailto:${company.email}`,
      note: 'We reply within one working day',
    },
    {
      icon: <InstagramIcon className="h-5 w-5" />,
      title: 'Instagram',
      text: company.instagram.replace(/^https?:\/\/(www\.)?/, ''),
      href: company.instagram,
      note: 'New pieces and behind the scenes',
      external: true,
    },
  ];

  return (
    <InfoPage
      title="Contact us"
      eyebrow="We are here to help"
      lead="Questions about a piece, a diamond, sizing or an order? Our consultants and gemmologists would love to hear from you."
      aside={<WriteToUs />}
    >
      <p className="lg:hidden">
        Prefer to write? <a href="#write-to-us">Send us your question</a> with the form below.
      </p>
      <ul className="not-prose grid gap-4 sm:grid-cols-2">
        {channels.map((channel) => (
          <li key={channel.title} className="rounded-sm border border-line bg-white/60 p-6">
            <div className="flex items-center gap-3 text-gold-deep">
              {channel.icon}
              <h2 className="!m-0 font-display text-xl text-ink">{channel.title}</h2>
            </div>
            <a
              href={channel.href}
              className="mt-3 block text-base text-ink no-underline hover:text-gold-deep"
              {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {channel.text}
            </a>
            <p className="!m-0 mt-1 text-xs text-stone">{channel.note}</p>
          </li>
        ))}
      </ul>

      <h2>Visit our studio</h2>
      <p className="flex gap-3">
        <MapPin className="mt-1 h-5 w-5 shrink-0 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
        <span>
          {company.businessName}
          <br />
          {address.line1}, {address.line2}
          <br />
          {address.city} {address.postalCode}, {address.state}, {address.country}
        </span>
      </p>
      <p className="flex gap-3">
        <Clock className="mt-1 h-5 w-5 shrink-0 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
        <span>
          By appointment, Monday to Saturday, 11 am – 7 pm. Tell us what you would like to see and we will have it
          ready.{' '}
          <Link to="/book-appointment?source=contact" data-testid="book-appointment">
            Book an appointment
          </Link>{' '}
          by video or in the showroom.
        </span>
      </p>

      <h2 id="seller">The seller</h2>
      <p>
        This shop is run by <strong>{company.legalName}</strong>
        {company.legalName !== company.businessName ? <>, trading as {company.businessName}</> : null}.
      </p>
      <dl className="not-prose grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink">Registered address</dt>
        <dd className="text-graphite">
          {[address.line1, address.line2, address.city].filter(Boolean).join(', ')} {address.postalCode},{' '}
          {address.state}, {address.country}
        </dd>
        {company.gstin ? (
          <>
            <dt className="font-medium text-ink">GSTIN</dt>
            <dd className="font-mono text-graphite">{company.gstin}</dd>
          </>
        ) : null}
        <dt className="font-medium text-ink">Customer care</dt>
        <dd className="text-graphite">
          <a className="underline underline-offset-2 hover:text-ink" href={`mailto:${company.customerCare.email}`}>
            {company.customerCare.email}
          </a>
          {' · '}
          <a className="underline underline-offset-2 hover:text-ink" href={`tel:${company.customerCare.phone}`}>
            {formatPhoneNumber(company.customerCare.phone)}
          </a>
        </dd>
      </dl>

      <h2 id="grievance-officer">Grievance officer</h2>
      <p>
        If something has gone wrong and we have not put it right, our grievance officer will. Write to them, or send a
        complaint with the form: we acknowledge it at once with a reference number and resolve it within one month.
      </p>
      <dl
        className="not-prose grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]"
        data-testid="grievance-officer"
      >
        <dt className="font-medium text-ink">Name</dt>
        <dd className="text-graphite">{officer.name}</dd>
        <dt className="font-medium text-ink">Designation</dt>
        <dd className="text-graphite">{officer.designation}</dd>
        <dt className="font-medium text-ink">E-mail</dt>
        <dd className="text-graphite">
          <a className="underline underline-offset-2 hover:text-ink" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
        </dd>
        <dt className="font-medium text-ink">Phone</dt>
        <dd className="text-graphite">
          <a className="underline underline-offset-2 hover:text-ink" href={`tel:${officer.phone}`}>
            {formatPhoneNumber(officer.phone)}
          </a>
        </dd>
      </dl>

      <h2>Orders and after-care</h2>
      <p>
        For an existing order, please include your order number. Resizing, cleaning and repairs under our{' '}
        <Link to="/lifetime-warranty">lifetime warranty</Link> can be arranged by e-mail or WhatsApp; we send an insured
        pick-up within India.
      </p>
    </InfoPage>
  );
}
