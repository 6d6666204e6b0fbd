import { Link } from 'react-router';
import type { Route } from './+types/privacy-policy';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { SectionContents, sectionOf } from '../../../features/info/page-sections.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Privacy policy',
    description:
      'What personal data we collect, why, how long we keep it and who sees it, plus your rights under India’s DPDP Act 2023 and the EU and UK GDPR.',
  });
}

const LAST_UPDATED = '22 November 2026';

const contents = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'how-we-use-it', title: 'How we use it' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'marketing', title: 'News and offers' },
  { id: 'security', title: 'Keeping it safe' },
  { id: 'rights-india', title: 'Your rights in India' },
  { id: 'rights-eu-uk', title: 'Your rights in the EU and UK' },
  { id: 'children', title: 'Children' },
  { id: 'grievance-officer', title: 'Grievance officer and contact' },
  { id: 'changes', title: 'Changes to this policy' },
] as const;

const Section = sectionOf(contents);

export default function PrivacyPolicy() {
  const company = useRootData()?.company;
  const businessName = company?.businessName ?? 'Facet';
  const address = company?.address;
  const email = company ? <a href={`mailto:${company.email}`}>{company.email}</a> : 'our e-mail address';

  return (
    <InfoPage
      title="Privacy policy"
      eyebrow="Legal"
      lead={
        <>
          We collect only the personal data we need to make and deliver your jewellery, and we never sell it. This
          policy explains what we hold, why, and what you can ask of us.{' '}
          <span className="mt-2 block text-sm text-stone">Last updated: {LAST_UPDATED}</span>
        </>
      }
    >
      <SectionContents sections={contents} />

      <Section id="who-we-are">
        <p>
          {businessName}
          {address ? (
            <>
              , {address.line1}, {address.line2}, {address.city} {address.postalCode}, {address.state},{' '}
              {address.country}
            </>
          ) : null}
          , runs this website and decides how and why your personal data is used. We are the <em>data fiduciary</em>{' '}
          under India&apos;s Digital Personal Data Protection Act, 2023 (the DPDP Act), and the <em>controller</em>{' '}
          under the EU and UK General Data Protection Regulation (GDPR) when we sell to buyers there.
        </p>
      </Section>

      <Section id="what-we-collect">
        <ul className="space-y-2">
          <li>
            <strong>Your account:</strong> first and last name, e-mail address, phone number, your password (stored only
            as a one-way hash that no one, including us, can read back), your ring size if you save it, and whether you
            have asked for news and offers.
          </li>
          <li>
            <strong>Addresses:</strong> the delivery and billing addresses you give us.
          </li>
          <li>
            <strong>Orders:</strong> what you bought and how — metal, stone, size, engraving text — with invoices,
            delivery, return, resizing and warranty records. For a purchase above ₹2,00,000, Indian income-tax rules
            require us to record your PAN.
          </li>
          <li>
            <strong>Payments:</strong> handled by Razorpay and PayPal. We receive the payment reference, amount, status
            and method (for example &ldquo;Visa card&rdquo; or &ldquo;UPI&rdquo;). We never see your full card number,
            CVV, UPI PIN or banking password.
          </li>
          <li>
            <strong>Messages:</strong> your e-mails, WhatsApp messages and call notes, and the photos and sketches you
            send us for a custom design or a warranty claim.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser and the pages requested, recorded in our server
            logs to keep the site secure and working.
          </li>
        </ul>
      </Section>

      <Section id="how-we-use-it">
        <p>We use your data only for these purposes:</p>
        <ul className="space-y-2">
          <li>
            <strong>To make and deliver your order</strong> — taking payment, making and shipping your piece, returns,
            resizing and warranty repairs, and answering your questions. This is necessary for our contract with you.
          </li>
          <li>
            <strong>To meet our legal duties</strong> — GST invoices, accounts and income-tax records, and requests from
            authorities that the law obliges us to answer.
          </li>
          <li>
            <strong>To keep the site and payments safe</strong> — preventing fraud and misuse of accounts, which is in
            our and our customers&apos; legitimate interest.
          </li>
          <li>
            <strong>To send news and offers</strong> — only if you have given your consent, which you can withdraw at
            any time.
          </li>
        </ul>
        <p>
          Under the DPDP Act we process your data with your consent or for the legitimate uses the Act allows, such as
          completing a purchase you have asked for and complying with the law. We do not use your data for automated
          decisions that affect you, and we do not build advertising profiles.
        </p>
      </Section>

      <Section id="cookies">
        <p>We use only two cookies, both set by this site:</p>
        <ul className="space-y-2">
          <li>
            <strong>Session cookie</strong> (<code>facet_session</code>) — strictly necessary. It keeps you signed in
            and expires when you sign out or after 30 days.
          </li>
          <li>
            <strong>Currency preference</strong> — remembers whether you chose to see prices in INR or USD.
          </li>
        </ul>
        <p>
          We use no advertising or cross-site tracking cookies and no third-party advertising trackers. Razorpay and
          PayPal may set their own cookies on their payment pages, under their own privacy policies.
        </p>
      </Section>

      <Section id="sharing">
        <p>We never sell or rent your personal data. We share only what each party needs, with:</p>
        <ul className="space-y-2">
          <li>
            <strong>Payment providers</strong> — Razorpay and PayPal, to process your payment and prevent fraud;
          </li>
          <li>
            <strong>Couriers and insurers</strong> — your name, delivery address, phone number and the declared value of
            your parcel;
          </li>
          <li>
            <strong>Service providers</strong> who host our website and send our e-mails, under contracts that allow
            them to use the data only on our instructions;
          </li>
          <li>
            <strong>Our accountants and auditors</strong>, and <strong>authorities</strong> such as the GST and
            income-tax departments or the police, when the law requires it.
          </li>
        </ul>
        <p>
          If you message us on WhatsApp, your messages also pass through WhatsApp, which Meta operates under its own
          terms.
        </p>
        <h3>International transfers</h3>
        <p>
          We are based in India and our records are kept here. If you buy from outside India, your data is transferred
          to India because that is necessary to carry out your order. PayPal and some of our service providers process
          data in other countries, under their own safeguards.
        </p>
      </Section>

      <Section id="retention">
        <ul className="space-y-2">
          <li>
            <strong>Orders, invoices and payment records:</strong> 8 years, as Indian GST and income-tax laws require us
            to keep them.
          </li>
          <li>
            <strong>Your account:</strong> for as long as it is open. When you ask us to close it, we delete your
            account details within 30 days, keeping only the order records we must hold by law.
          </li>
          <li>
            <strong>Messages and photos:</strong> for as long as we need them to deal with your request and, for
            repairs, as part of your piece&apos;s warranty history.
          </li>
          <li>
            <strong>News and offers:</strong> until you unsubscribe; we then keep only a note that you unsubscribed, so
            that we never write to you again by mistake.
          </li>
          <li>
            <strong>Server logs:</strong> 180 days, as directions of CERT-In, India&apos;s cybersecurity agency,
            require.
          </li>
        </ul>
      </Section>

      <Section id="marketing">
        <p>
          We send news and offers — new collections, events at our studio, occasional offers — only if you ticked the
          &ldquo;news and offers&rdquo; box when you signed up. You can unsubscribe at any time with the link in every
          e-mail or by writing to us, and it is as easy to withdraw your consent as it was to give it.
        </p>
        <p>
          E-mails about your orders, deliveries and repairs are not marketing, and you will receive them whatever you
          choose.
        </p>
      </Section>

      <Section id="security">
        <p>
          Our website is served only over an encrypted connection (HTTPS). Passwords are stored as one-way hashes,
          session tokens are stored only in hashed form, and only the staff who need your data to serve you can see it.
        </p>
        <p>
          No system is perfectly secure. If a personal data breach happens, we will inform the Data Protection Board of
          India and the people affected, as the DPDP Act requires, and tell you what we are doing about it.
        </p>
      </Section>

      <Section id="rights-india">
        <p>Under the DPDP Act you have the right to:</p>
        <ul className="space-y-2">
          <li>
            get a summary of the personal data we hold about you and how we use it, and know whom we have shared it
            with;
          </li>
          <li>have your data corrected, completed or updated;</li>
          <li>have your data erased when it is no longer needed, unless the law requires us to keep it;</li>
          <li>withdraw any consent you have given, for the future;</li>
          <li>nominate someone to exercise these rights for you in the event of your death or incapacity;</li>
          <li>have your grievances addressed by our grievance officer.</li>
        </ul>
        <p>If you are not satisfied with our answer, you can complain to the Data Protection Board of India.</p>
      </Section>

      <Section id="rights-eu-uk">
        <p>If you live in the European Union or the United Kingdom, the GDPR gives you the right to:</p>
        <ul className="space-y-2">
          <li>access your personal data and receive a copy of it;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased, or its use restricted, in the cases the law sets out;</li>
          <li>receive the data you gave us in a portable, machine-readable format;</li>
          <li>object to our use of your data based on legitimate interests, and to direct marketing at any time;</li>
          <li>withdraw your consent at any time, without affecting what was done before.</li>
        </ul>
        <p>
          Our legal bases are the contract with you (for orders), our legal obligations (for tax records), our
          legitimate interests (for security and fraud prevention) and your consent (for news and offers). You can also
          complain to the data protection authority of the country where you live — in the UK, the Information
          Commissioner&apos;s Office.
        </p>
      </Section>

      <Section id="children">
        <p>
          Our site is meant for adults. We do not knowingly collect personal data from anyone under 18, and we do not
          accept orders from them. If you believe a child has given us their data, please tell us and we will delete it.
        </p>
      </Section>

      <Section id="grievance-officer">
        <p>
          To exercise any of your rights, ask a question or raise a complaint, write to our grievance officer at {email}
          {address ? (
            <>
              , or by post to {businessName}, {address.line1}, {address.line2}, {address.city} {address.postalCode},{' '}
              {address.state}, {address.country}
            </>
          ) : null}
          . We may need to confirm your identity before acting on a request.
        </p>
        <p>We acknowledge every request within 48 hours and answer it within 30 days. There is no charge.</p>
      </Section>

      <Section id="changes">
        <p>
          We will update this policy when our practices or the law change, and show the date of the latest version at
          the top. If a change affects how we use data you have already given us, we will tell you by e-mail before it
          takes effect.
        </p>
        <p>
          See also our <Link to="/terms-of-use">terms of use</Link>.
        </p>
      </Section>
    </InfoPage>
  );
}
