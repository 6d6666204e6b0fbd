import { formatPhoneNumber } from '@facet/contracts/phone';
import { Link } from 'react-router';
import type { Route } from './+types/terms-of-use';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { SectionContents, sectionOf } from '../../../features/info/page-sections.tsx';
import { returnsSentence, useAfterSalePolicy } from '../../../lib/after-sale-words.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Terms of use',
    description:
      'The terms for using our website and buying from us: orders and payment, prices, made-to-order lead times, returns, liability and Indian law.',
  });
}

const LAST_UPDATED = '22 November 2026';

const contents = [
  { id: 'about-these-terms', title: 'About these terms' },
  { id: 'your-account', title: 'Your account' },
  { id: 'products-and-pictures', title: 'Our products and pictures' },
  { id: 'prices', title: 'Prices, currency and taxes' },
  { id: 'orders-and-payment', title: 'Orders and payment' },
  { id: 'making-and-delivery', title: 'Making and delivery' },
  { id: 'returns-and-warranty', title: 'Cancellations, returns and warranty' },
  { id: 'intellectual-property', title: 'Intellectual property' },
  { id: 'using-the-site', title: 'Using the site' },
  { id: 'liability', title: 'Limitation of liability' },
  { id: 'law-and-disputes', title: 'Governing law and disputes' },
  { id: 'changes', title: 'Changes to these terms' },
] as const;

const Section = sectionOf(contents);

export default function TermsOfUse() {
  const company = useRootData()?.company;
  const policy = useAfterSalePolicy();
  const businessName = company?.businessName ?? 'Facet';
  const legalName = company?.legalName ?? businessName;
  const address = company?.address;
  const officer = company?.grievanceOfficer;

  return (
    <InfoPage
      title="Terms of use"
      eyebrow="Legal"
      lead={
        <>
          These terms apply when you use our website and when you buy from us. Please read them before you place an
          order. <span className="mt-2 block text-sm text-stone">Last updated: {LAST_UPDATED}</span>
        </>
      }
    >
      <SectionContents sections={contents} />

      <Section id="about-these-terms">
        <p>
          This website is run by {legalName}
          {legalName !== businessName ? <>, trading as {businessName}</> : null}
          {address ? (
            <>
              , registered at {[address.line1, address.line2, address.city].filter(Boolean).join(', ')}{' '}
              {address.postalCode}, {address.state}, {address.country}
            </>
          ) : null}
          {company?.gstin ? <> (GSTIN {company.gstin})</> : null} (&ldquo;we&rdquo;, &ldquo;us&rdquo;). Our customer
          care is at{' '}
          {company ? (
            <>
              <a href={`mailto:${company.customerCare.email}`}>{company.customerCare.email}</a> and{' '}
              <a href={`tel:${company.customerCare.phone}`}>{formatPhoneNumber(company.customerCare.phone)}</a>
            </>
          ) : (
            <Link to="/contact-us">our contact page</Link>
          )}
          . By using the site or placing an order you agree to these terms, to our{' '}
          <Link to="/privacy-policy">privacy policy</Link> and to the policies they refer to. If you do not agree,
          please do not use the site.
        </p>
        <p>
          You must be at least 18 years old to place an order. Nothing in these terms takes away your rights as a
          consumer under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020, or
          under the mandatory consumer laws of the country where you live.
        </p>
      </Section>

      <Section id="your-account">
        <p>An account lets you follow your orders and save your addresses and ring size. If you open one:</p>
        <ul className="space-y-2">
          <li>give us accurate details and keep them up to date;</li>
          <li>keep your password to yourself — you are responsible for what is done with your account;</li>
          <li>tell us at once if you think someone else has used it.</li>
        </ul>
        <p>
          We may suspend or close an account that is used for fraud or in breach of these terms. You can close your
          account at any time by writing to us; we keep order records for as long as the law requires, as our privacy
          policy explains.
        </p>
      </Section>

      <Section id="products-and-pictures">
        <p>
          The pictures on this website are illustrations drawn by us, not photographs. They show the design of each
          piece faithfully, but the colour and proportions of the finished piece may differ slightly from the picture,
          and screens show colours differently. If you would like to see a real piece or stone, ask us for photos or a
          video.
        </p>
        <ul className="space-y-2">
          <li>
            Every natural and lab-grown diamond over 0.30 carat is sold with an IGI or GIA grading report. The report
            describes the stone, and it prevails over any other description on the site.
          </li>
          <li>
            Metal weights and the total carat weight of small stones are approximate, because every hand-made piece
            differs a little. Gold is 18K (75% gold) and hallmarked; platinum is PT950 (95% platinum).
          </li>
          <li>Natural stones are unique; two stones of the same grade will never look exactly alike.</li>
        </ul>
      </Section>

      <Section id="prices">
        <p>
          You can see prices and pay in Indian rupees (INR) or US dollars (USD). Prices in INR include GST at 3%, which
          is shown on your tax invoice. Shipping charges, if any, are shown at checkout before you pay.
        </p>
        <p>
          Import duties, taxes and customs fees charged by the country of delivery are not included in our prices and
          are payable by you, usually to the courier before delivery.
        </p>
        <h3>Pricing errors</h3>
        <p>
          We check our prices carefully, but with gold and diamond prices changing daily a mistake can happen. If a
          piece is clearly priced wrongly, we are not obliged to sell it at that price. We will tell you before dispatch
          and you can choose to pay the correct price or cancel for a full refund.
        </p>
      </Section>

      <Section id="orders-and-payment">
        <p>
          Placing an order is an offer to buy. A contract between you and us is made when your payment has been
          captured, and we confirm it by e-mail with your order number. We may decline an order before then — for
          example if a loose diamond has just been sold, or if we suspect fraud — and any amount taken is refunded in
          full.
        </p>
        <p>
          Payments are processed by Razorpay (cards — Visa, Mastercard, American Express and RuPay — UPI and net
          banking) and, for international buyers, PayPal, under their own terms. We never see or store your full card
          number. For a purchase above ₹2,00,000, Indian income-tax rules require us to record the buyer&apos;s PAN, and
          we will ask for it before dispatch.
        </p>
      </Section>

      <Section id="making-and-delivery">
        <p>
          Most of our pieces are made to order. The time shown on the product page — usually 2–3 weeks from payment to
          dispatch, and about four weeks from approval for custom designs — is our honest estimate, not a guarantee. If
          a piece will be more than a week later than we said, we will tell you, and you may cancel for a full refund.
        </p>
        <p>
          Every parcel is fully insured until it is delivered and signed for, so the risk stays with us until then;
          ownership passes to you on delivery. Delivery takes 2–4 working days within India and 4–8 working days
          elsewhere after dispatch. Details are in our{' '}
          <Link to="/buyers-info#shipping-and-insurance">buyer&apos;s guide</Link>.
        </p>
      </Section>

      <Section id="returns-and-warranty">
        <p>{returnsSentence(policy)} You can change or cancel an order free of charge until we start making it.</p>
        <p>
          Every piece is covered by our <Link to="/lifetime-warranty">lifetime manufacturing warranty</Link>. The
          warranty does not cover loss, theft, accidental damage, normal wear or work done by other jewellers.
        </p>
      </Section>

      <Section id="intellectual-property">
        <p>
          The designs of our jewellery, the illustrations, text, logo and the look of this website belong to us or are
          used by us with permission. You may view and share links to our pages, and print or save a page for your own
          reference, but you may not copy, reproduce or sell our designs or content without our written permission.
        </p>
        <p>
          When we design a custom piece with you, we will not sell an identical copy of it to anyone else without your
          agreement. Sketches and photographs you send us remain yours; you give us permission to use them only to
          design and make your piece.
        </p>
      </Section>

      <Section id="using-the-site">
        <p>Please do not:</p>
        <ul className="space-y-2">
          <li>
            use the site for anything unlawful or fraudulent, or place orders in someone else&apos;s name without their
            consent;
          </li>
          <li>try to gain access to parts of the site, accounts or systems that are not meant for you;</li>
          <li>copy the site in bulk with automated tools, or put an unreasonable load on it;</li>
          <li>upload anything harmful, such as viruses, or content that is not yours to share.</li>
        </ul>
        <p>
          We work to keep the site available and accurate, but cannot promise that it will always be uninterrupted or
          free of errors. Links to other websites, such as our payment providers and couriers, are for your convenience;
          we are not responsible for their content.
        </p>
      </Section>

      <Section id="liability">
        <p>
          We are responsible for losses you suffer that are a foreseeable result of our breaking these terms or of our
          negligence. To the extent the law allows:
        </p>
        <ul className="space-y-2">
          <li>our total liability to you for any order is limited to the price you paid for it;</li>
          <li>
            we are not liable for indirect or consequential losses, such as loss of income or opportunity, or for delays
            caused by events beyond our reasonable control, such as strikes, natural disasters, customs inspections or
            courier disruption.
          </li>
        </ul>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud,
          or for anything else that cannot be limited by law, including your statutory rights as a consumer.
        </p>
      </Section>

      <Section id="law-and-disputes">
        <p>
          These terms are governed by the laws of India, and the courts of Mumbai have exclusive jurisdiction over any
          dispute arising from them or from your use of the site. If you are a consumer living outside India, you also
          keep the protection of the mandatory laws of your country.
        </p>
        <p>
          Before going to court, please give us the chance to put things right. Send a complaint with the form on our{' '}
          <Link to="/contact-us">contact page</Link>, or write to our grievance officer
          {officer ? (
            <>
              , {officer.name} ({officer.designation}), at <a href={`mailto:${officer.email}`}>{officer.email}</a> or{' '}
              <a href={`tel:${officer.phone}`}>{formatPhoneNumber(officer.phone)}</a>
            </>
          ) : null}
          . We acknowledge every complaint within 48 hours, with a reference number, and resolve it within one month of
          receiving it. You may also approach the consumer commission or the National Consumer Helpline.
        </p>
      </Section>

      <Section id="changes">
        <p>
          We may update these terms from time to time, for example when the law or our services change. The date at the
          top shows the latest version. The terms that applied when you placed an order continue to apply to that order.
        </p>
        <p>
          Questions about these terms? <Link to="/contact-us">Contact us</Link> — we are happy to explain.
        </p>
      </Section>
    </InfoPage>
  );
}
