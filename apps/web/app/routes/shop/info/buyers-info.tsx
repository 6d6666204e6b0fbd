import { Link } from 'react-router';
import type { Route } from './+types/buyers-info';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { SectionContents } from '../../../features/info/page-sections.tsx';
import { returnsSentence, useAfterSalePolicy } from '../../../lib/after-sale-words.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { useScrollToAnchor } from '../../../lib/use-scroll-to-anchor.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Buyer's guide",
    description:
      'Shipping and insurance, our money-back guarantee and warranty, conflict-free diamonds and independent appraisals — what to know before you buy.',
  });
}

/** The page's four anchors, in page order. */
export const buyersInfoAnchors = [
  'shipping-and-insurance',
  'money-back-and-warranty',
  'conflict-free-diamonds',
  'professional-appraisal',
] as const;

const contents: Record<(typeof buyersInfoAnchors)[number], string> = {
  'shipping-and-insurance': 'Shipping & insurance',
  'money-back-and-warranty': 'Money back & warranty',
  'conflict-free-diamonds': 'Conflict-free diamonds',
  'professional-appraisal': 'Professional appraisal',
};

const SCROLL_DELAY_MS = 300;

export default function BuyersInfo() {
  const policy = useAfterSalePolicy();
  useScrollToAnchor(buyersInfoAnchors, SCROLL_DELAY_MS);
  return (
    <InfoPage
      title="Buyer's guide"
      eyebrow="Buy with confidence"
      lead="Everything you should know before you buy: how your piece travels, what happens if it is not right, where our diamonds come from and how to have them valued."
    >
      <SectionContents label="On this page" sections={buyersInfoAnchors.map((id) => ({ id, title: contents[id] }))} />

      <section id="shipping-and-insurance" aria-labelledby="shipping-title">
        <h2 id="shipping-title">Shipping &amp; insurance</h2>
        <p>
          Every order travels fully insured for its value, door to door, with a signature required on delivery. We ship
          with specialist valuables couriers in sealed, unmarked packaging, and send the tracking number by e-mail and
          SMS the day your piece leaves our workshop.
        </p>
        <ul>
          <li>
            <strong>India:</strong> 2–4 working days after dispatch. A flat shipping charge is shown at checkout.
          </li>
          <li>
            <strong>Worldwide:</strong> 4–8 working days to most countries. Import duties and taxes of the destination
            country are the buyer&apos;s and are collected by the courier where applicable.
          </li>
          <li>
            <strong>Made to order:</strong> most rings and jewellery are made for you and dispatched within 2–3 weeks of
            payment; the estimate is shown on each product page.
          </li>
        </ul>
      </section>

      <section id="money-back-and-warranty" aria-labelledby="money-back-title">
        <h2 id="money-back-title">Money back &amp; warranty</h2>
        <p>{returnsSentence(policy)} Every piece, returnable or not, is covered by the warranty below.</p>
        <p>
          Every piece carries our lifetime manufacturing warranty: if a stone comes loose or a claw or clasp fails in
          normal wear, we repair it free of charge. Details are on our{' '}
          <Link to="/lifetime-warranty">lifetime warranty</Link> page.
        </p>
      </section>

      <section id="conflict-free-diamonds" aria-labelledby="conflict-free-title">
        <h2 id="conflict-free-title">Conflict-free diamonds</h2>
        <p>
          Our natural diamonds come only from suppliers who comply with the Kimberley Process Certification Scheme and
          the World Diamond Council&apos;s System of Warranties, and every invoice we receive carries that warranty. Our
          lab-grown diamonds are grown in India and certified by IGI, with their growth method stated on the report.
        </p>
        <p>
          Whether natural or lab-grown, every stone over 0.30 carat comes with an independent grading report that states
          its cut, colour, clarity and carat weight, and its report number is laser-inscribed on the girdle.
        </p>
      </section>

      <section id="professional-appraisal" aria-labelledby="appraisal-title">
        <h2 id="appraisal-title">Professional appraisal</h2>
        <p>
          A grading report describes a diamond; an appraisal values a finished piece for insurance. On request, and free
          for orders above ₹1,00,000, we provide a valuation certificate from an independent, government-registered
          valuer that you can give to your insurer.
        </p>
        <p>
          You are always welcome to have your piece appraised by a valuer of your choice
          {policy.returnDays > 0 ? ` within the ${policy.returnDays}-day return period` : ''}; if it does not match its
          description, we will refund it in full and pay for the appraisal.
        </p>
      </section>
    </InfoPage>
  );
}
