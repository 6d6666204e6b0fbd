import { whatsAppLink } from '@facet/contracts/whatsapp';
import { BuybackTerms } from '../../../features/after-sale-policy/buyback-terms.tsx';
import { freeResizeWords } from '../../../lib/after-sale-words.ts';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/lifetime-warranty';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Lifetime warranty',
    description:
      'Loose stones, broken claws and clasps repaired free for life. What our manufacturing warranty covers, what it does not, and how to make a claim.',
  });
}

const covered = [
  'A diamond or gemstone that comes loose in its setting',
  'A claw (prong) that bends, lifts or breaks in normal wear',
  'A clasp, jump ring, chain link or earring post that fails',
  'A solder joint that cracks, or a flaw in the casting',
  'Small accent diamonds lost because a setting was faulty — we replace them',
  'One rhodium re-plating of white gold within 12 months of delivery',
];

const notCovered = [
  'Loss or theft of the piece, or of a centre stone',
  'Accidental damage: knocks, crushing, chipped stones, bent shanks',
  'Normal wear: scratches, thinning of a band over the years, rhodium wearing off after the first free re-plating',
  'Pieces repaired, resized or altered by anyone other than us',
];

const claimSteps = [
  {
    title: 'Tell us what happened',
    text: 'Send us your order number, a short description and a few clear photos of the piece by e-mail or WhatsApp. Please stop wearing it if a stone is loose.',
  },
  {
    title: 'We assess it',
    text: 'Our workshop replies within two working days. If the repair is covered, it is free; if it is not, we send you a quotation first and do nothing until you agree.',
  },
  {
    title: 'Send it to the workshop',
    text: 'Within India we send an insured courier to collect it. From abroad, please ship it insured to our workshop; we give you the address and the customs wording for goods returned for repair.',
  },
  {
    title: 'Repaired, checked and returned',
    text: 'Most repairs take one to two weeks in the workshop. The piece is cleaned, polished and checked before it travels back to you, fully insured, at our expense.',
  },
];

export default function LifetimeWarranty() {
  const root = useRootData();
  const company = root?.company;
  const resize = root ? freeResizeWords(root.afterSale) : null;

  return (
    <InfoPage
      title="Lifetime warranty"
      eyebrow="Made to last"
      lead="We make every piece to be worn every day for decades. If something we made fails in normal wear, we put it right, free of charge, for as long as you own it."
    >
      <h2>What is covered</h2>
      <p>
        Our lifetime manufacturing warranty covers every piece of jewellery we make — engagement rings, wedding bands
        and fine jewellery — including engraved, resized and custom-designed pieces that cannot be returned. It covers
        faults in materials and workmanship:
      </p>
      <ul className="not-prose mb-6 space-y-2.5">
        {covered.map((item) => (
          <li key={item} className="flex gap-3">
            <Check className="mt-1 h-4 w-4 shrink-0 text-gold-deep" strokeWidth={2} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p>
        The warranty applies to pieces bought from us, identified by the order number, and there is no need to register.
        Covered repairs cost you nothing: within India we also pay for the insured collection, and wherever you live we
        pay for the insured shipping back to you.
      </p>

      <h2>What is not covered</h2>
      <p>
        Gold and platinum are durable but not indestructible, and a warranty against manufacturing faults cannot cover
        everything that can happen in a lifetime of wear. It does not cover:
      </p>
      <ul className="not-prose mb-6 space-y-2.5">
        {notCovered.map((item) => (
          <li key={item} className="flex gap-3">
            <X className="mt-1 h-4 w-4 shrink-0 text-stone" strokeWidth={2} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p>
        We are still glad to help with any of these: we repair accidental damage, refinish worn pieces and re-plate
        white gold at cost, and always send a quotation before we start. For loss, theft and accidental damage, we
        recommend adding your jewellery to your home insurance policy; our{' '}
        <Link to="/buyers-info#professional-appraisal">valuation certificate</Link> makes that easy.
      </p>

      <h3>Resizing</h3>
      <p>
        Resizing is not a repair, but {resize ? `${resize} (eternity rings excepted). After that, resizing` : 'it'} is
        charged at cost. A ring resized by another jeweller is no longer covered by our warranty, so please come back to
        us.
      </p>

      {root ? <BuybackTerms policy={root.afterSale} metals={root.metals} /> : null}

      <h2>How to make a claim</h2>
      <ol className="not-prose mb-6 space-y-5">
        {claimSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-gold text-sm font-medium text-gold-deep"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="!m-0 font-display text-xl text-ink">{step.title}</h3>
              <p className="!m-0 mt-1">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {company ? (
        <div className="not-prose mb-4 flex flex-wrap gap-3">
          <a
            href={whatsAppLink(company.whatsApp, 'Hello! I would like to make a warranty claim. My order number is ')}
            target="_blank"
            rel="noopener noreferrer"
            className="button-primary no-underline"
          >
            Claim on WhatsApp
          </a>
          <a
            href={`mailto:${company.email}?subject=${encodeURIComponent('Warranty claim – order number')}`}
            className="button-secondary no-underline"
          >
            Claim by e-mail
          </a>
        </div>
      ) : null}

      <section id="care" aria-labelledby="care-title">
        <h2 id="care-title">Caring for your jewellery</h2>
        <p>A little care keeps your piece bright and its stones secure for many years.</p>
        <ul className="space-y-2">
          <li>
            <strong>Take it off</strong> for the gym, swimming, gardening, cooking with your hands and household
            cleaning. Chlorine and bleach attack gold alloys, and a hard knock can chip even a diamond.
          </li>
          <li>
            <strong>Put it on last,</strong> after creams, hair products and perfume, which leave a film that dulls the
            stones.
          </li>
          <li>
            <strong>Store pieces separately</strong> in their pouches or a lined box. Diamonds scratch gold, platinum
            and each other.
          </li>
          <li>
            <strong>Clean it at home</strong> with warm water, a drop of mild washing-up liquid and a soft toothbrush,
            brushing gently behind the stones. Rinse and pat dry with a lint-free cloth. Avoid toothpaste and other
            abrasives.
          </li>
          <li>
            <strong>Check the claws</strong> every few months: if a stone moves or you hear it rattle when you tap the
            piece gently, stop wearing it and contact us.
          </li>
          <li>
            <strong>Have it serviced</strong> once a year. We check the settings and clean your piece free of charge at
            our Mumbai studio, by appointment.
          </li>
        </ul>
      </section>

      <p className="mt-10 text-sm text-stone">
        This warranty is in addition to your rights as a consumer under the law, which it does not limit. See also our{' '}
        <Link to="/faq#care-and-warranty">questions on care and warranty</Link> and our{' '}
        <Link to="/terms-of-use">terms of use</Link>.
      </p>
    </InfoPage>
  );
}
