import type { CompanyInfo } from '@facet/contracts/company';
import {
  daysWords,
  freeResizeWords,
  notReturnableWords,
  pickupWords,
  type useAfterSalePolicy,
} from '../../lib/after-sale-words.ts';

/*
 * The questions the FAQ page answers, by topic, as data: the page shows them and sends the same
 * text to search engines as FAQPage data (routes/shop/info/faq.tsx). The returns answers follow
 * the after-sale policy in force, and the ways to reach us the company's details.
 */

type Policy = ReturnType<typeof useAfterSalePolicy>;

export interface FaqItem {
  question: string;
  /** Plain-text paragraphs: shown on the page and sent as the FAQPage answer. */
  answer: string[];
  /** Optional follow-up links to pages with the details. */
  links?: { to: string; label: string }[];
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

/** The returns answers in the after-sale policy's words: its window, pick-up and the pieces that may not come back. */
function returnAnswers(policy: Policy) {
  const days = policy.returnDays > 0 ? daysWords(policy.returnDays) : null;
  const pickup = pickupWords(policy);
  const excluded = notReturnableWords(policy);
  return {
    afterWork: days
      ? ` a standard piece can still be returned within ${days} of delivery.`
      : ' every piece stays covered by our lifetime warranty.',
    policy: days
      ? `If your piece is not right, return it unworn within ${days} of delivery, with its certificates and original packaging, for a full refund. ${pickup ? `Tell us you would like to return it and we arrange it, ${pickup}.` : 'Tell us you would like to return it and we send you the address to ship it to, insured.'}`
      : 'We do not take pieces back for a refund once delivered; every piece is covered by our lifetime manufacturing warranty.',
    excluded: excluded
      ? `${excluded} cannot be returned, because they were made or altered for you alone. They are still fully covered by our lifetime manufacturing warranty.`
      : 'Engraved, resized and custom-designed pieces may be returned like any other, within the same window.',
    exchange: days
      ? `Yes: return the piece within ${days} as above and place a new order, or ask us to do it for you and we will set the refund against your new piece. Later, we take any piece we made towards a new one at its exchange value, shown on your delivered order.`
      : 'Yes: we take any piece we made towards a new one at its exchange value, shown on your delivered order.',
    resize: freeResizeWords(policy)
      ? `${capitalised(freeResizeWords(policy)!)}, including insured shipping both ways within India. Later resizing is offered at cost.${policy.returnable.resized ? '' : ' Please note that a resized ring can no longer be returned.'}`
      : `Resizing is offered at cost, including insured shipping both ways within India.${policy.returnable.resized ? '' : ' Please note that a resized ring can no longer be returned.'}`,
  };
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function faqSections(company: CompanyInfo | undefined, policy: Policy): FaqSection[] {
  const answers = returnAnswers(policy);
  const reachUs = company
    ? `e-mail us at ${company.email} or send a WhatsApp message to ${company.whatsApp}`
    : 'e-mail us or send us a WhatsApp message';

  return [
    {
      id: 'ordering-and-payment',
      title: 'Ordering & payment',
      items: [
        {
          question: 'How do I place an order?',
          answer: [
            'Choose your piece, then its metal, stone and ring size on the product page, add it to your bag and pay at checkout. You will receive an e-mail with your order number and an estimated dispatch date as soon as your payment goes through.',
            'If you would rather talk it through first, our consultants can help by phone, WhatsApp or e-mail, and can send you photos or a video of a similar piece.',
          ],
          links: [{ to: '/contact-us', label: 'Contact a consultant' }],
        },
        {
          question: 'Which payment methods do you accept?',
          answer: [
            'In India: credit and debit cards (Visa, Mastercard, American Express and RuPay), UPI and net banking, all processed securely by Razorpay. International buyers can also pay with PayPal.',
            'Card details are entered on the payment provider’s secure page; we never see or store your full card number.',
          ],
        },
        {
          question: 'Can I see prices and pay in US dollars?',
          answer: [
            'Yes. You can choose to see prices in Indian rupees or US dollars, and you pay in the currency shown at checkout. Prices in rupees include 3% GST. Import duties and taxes of your own country are not included in any price and are payable on delivery.',
          ],
        },
        {
          question: 'When is my order confirmed?',
          answer: [
            'Your order is accepted once your payment has been captured, and we confirm it by e-mail straight away. If we ever cannot make a piece as ordered — for example if a particular loose diamond has just been sold — we will contact you with alternatives or refund you in full.',
          ],
        },
        {
          question: 'Can I change or cancel my order?',
          answer: [
            `Yes, until we start making it — usually within one working day of your order. Just ${reachUs} with your order number. Once work has begun we can no longer change the metal, stone or size, but${answers.afterWork}`,
            'Custom-designed and engraved pieces cannot be cancelled once production has started.',
          ],
        },
      ],
    },
    {
      id: 'shipping-and-delivery',
      title: 'Shipping & delivery',
      items: [
        {
          question: 'How long will my order take to arrive?',
          answer: [
            'Most of our jewellery is made to order and leaves our workshop within 2–3 weeks of payment; the estimate is shown on each product page. After dispatch, delivery takes 2–4 working days within India and 4–8 working days to most other countries.',
            'Custom designs usually take about four weeks from the day you approve the 3D model.',
          ],
        },
        {
          question: 'Is my parcel insured?',
          answer: [
            'Yes. Every order travels fully insured for its value, door to door, in sealed and unmarked packaging, and a signature is required on delivery. We send the tracking number by e-mail and SMS on the day of dispatch.',
          ],
          links: [{ to: '/buyers-info#shipping-and-insurance', label: 'Shipping & insurance in detail' }],
        },
        {
          question: 'Do you ship outside India? Who pays import duties?',
          answer: [
            'We ship worldwide. Import duties and taxes charged by the destination country are payable by the buyer and are usually collected by the courier before delivery. We declare every parcel at its full value, as customs law requires, and cannot mark jewellery as a gift or declare a lower value.',
          ],
        },
        {
          question: 'What happens if I am not at home for the delivery?',
          answer: [
            'Because a signature is required, the courier will not leave your parcel with a neighbour or at the door. They will try again or hold it at their nearest office for you to collect with photo ID. Let us know if you would like it delivered to your workplace instead — before dispatch, please.',
          ],
        },
        {
          question: 'Can I collect my order from your Mumbai studio?',
          answer: [
            'Yes, by appointment, Monday to Saturday. Tell us when you order and we will contact you when your piece is ready. Please bring photo ID and your order number.',
          ],
        },
      ],
    },
    {
      id: 'returns-and-exchanges',
      title: 'Returns & exchanges',
      items: [
        {
          question: 'What is your return policy?',
          answer: [answers.policy],
          links: [{ to: '/buyers-info#money-back-and-warranty', label: 'Money back & warranty' }],
        },
        {
          question: 'Are there pieces that cannot be returned?',
          answer: [answers.excluded],
        },
        {
          question: 'How long does a refund take?',
          answer: [
            'We refund to your original payment method within five working days of receiving and checking your piece. Your bank or PayPal may take a few more days to show the money in your account.',
          ],
        },
        {
          question: 'Can I exchange a piece for something else?',
          answer: [answers.exchange],
          links: [{ to: '/lifetime-warranty#buyback', label: 'Buyback and exchange' }],
        },
      ],
    },
    {
      id: 'sizing',
      title: 'Sizing',
      items: [
        {
          question: 'How do I find my ring size?',
          answer: [
            'We list rings in US sizes 3 to 13, in half sizes, with the Indian size shown beside each (US 6 is about Indian size 12). The easiest way is to measure a ring that already fits the same finger, or to be sized by a local jeweller.',
            'Measure at the end of the day when your fingers are warm, and choose half a size larger for bands wider than 6 mm, which fit more snugly.',
          ],
        },
        {
          question: 'What if the ring does not fit?',
          answer: [answers.resize],
        },
        {
          question: 'Can every ring be resized?',
          answer: [
            'Most rings can be made up to about two sizes larger or smaller. Eternity rings, with stones all the way round, cannot be resized without disturbing the settings, so the free resize does not apply to them — please check your size carefully before ordering one.',
          ],
        },
      ],
    },
    {
      id: 'diamonds-and-certification',
      title: 'Diamonds & certification',
      items: [
        {
          question: 'Are your diamonds certified?',
          answer: [
            'Every diamond over 0.30 carat comes with an independent grading report from IGI or GIA stating its cut, colour, clarity and carat weight, and the report number is laser-inscribed on its girdle. Smaller accent diamonds are checked by our gemmologists for the quality stated on the product page.',
          ],
        },
        {
          question: 'What is the difference between natural and lab-grown diamonds?',
          answer: [
            'A lab-grown diamond is a real diamond, with the same chemistry, hardness and sparkle as a natural one, grown in a laboratory rather than mined. It costs considerably less for the same size and quality, but has a lower resale value. Our lab-grown diamonds are certified by IGI, and the report and inscription identify them as lab-grown.',
          ],
          links: [{ to: '/diamonds', label: 'Browse loose diamonds' }],
        },
        {
          question: 'What is moissanite?',
          answer: [
            'Moissanite is a lab-created gemstone made of silicon carbide. It is very hard (9.25 on the Mohs scale, after diamond’s 10) and shows more rainbow-coloured fire than a diamond, at a fraction of the price. It is not a diamond and is never described or sold as one.',
          ],
        },
        {
          question: 'Are your natural diamonds conflict-free?',
          answer: [
            'Yes. We buy natural diamonds only from suppliers who comply with the Kimberley Process Certification Scheme and the World Diamond Council’s System of Warranties, and every invoice we receive carries that warranty.',
          ],
          links: [{ to: '/buyers-info#conflict-free-diamonds', label: 'Conflict-free diamonds' }],
        },
        {
          question: 'Can I see a diamond before I buy it?',
          answer: [
            'Of course. We can send you photos and a video of the actual stone on WhatsApp, or show it to you at our Mumbai studio by appointment.',
          ],
        },
      ],
    },
    {
      id: 'care-and-warranty',
      title: 'Care & warranty',
      items: [
        {
          question: 'What does the lifetime warranty cover?',
          answer: [
            'Manufacturing defects, for as long as you own the piece: if a stone comes loose or a claw or clasp breaks in normal wear, we repair it free of charge. Loss, theft, accidental damage, normal wear and repairs by other jewellers are not covered.',
          ],
          links: [{ to: '/lifetime-warranty', label: 'Our lifetime warranty' }],
        },
        {
          question: 'Will my white gold ring change colour?',
          answer: [
            'White gold is plated with rhodium for its bright white finish, and the plating slowly wears with daily use, showing the slightly warmer colour of the gold beneath. We re-plate it free once within 12 months of delivery, and at cost after that. Platinum is naturally white and never needs plating.',
          ],
        },
        {
          question: 'How should I look after my jewellery?',
          answer: [
            'Take it off for the gym, swimming, gardening and household cleaning; put it on after creams and perfume; store each piece separately in its pouch; and clean it with warm water, a drop of mild soap and a soft toothbrush. Have the claws checked once a year.',
          ],
          links: [{ to: '/lifetime-warranty#care', label: 'More care tips' }],
        },
        {
          question: 'Is my gold hallmarked?',
          answer: [
            'Yes. Every gold piece is hallmarked by a BIS-recognised assaying centre with the BIS mark, its purity (18K 750) and a unique six-digit HUID code, which you can verify in the government’s BIS Care app. Platinum pieces are stamped Pt950.',
          ],
        },
      ],
    },
    {
      id: 'custom-jewellery',
      title: 'Custom jewellery',
      items: [
        {
          question: 'Can you make a piece to my own design?',
          answer: [
            'Yes. Send us a sketch, a photograph or just an idea; a designer replies within one working day with questions and a first estimate. We then send you a 3D model with a quotation in INR or USD, and changes are free until you approve it. Your piece is usually ready about four weeks after approval.',
          ],
          links: [{ to: '/custom-jewellery', label: 'How custom jewellery works' }],
        },
        {
          question: 'Can you reset a diamond I already own?',
          answer: [
            'Yes. Our gemmologist examines the stone first to check that it is sound enough to be reset, and we tell you honestly if it is not. Insured pick-up can be arranged within India.',
          ],
        },
        {
          question: 'Can you engrave my ring?',
          answer: [
            'Yes, most rings can be engraved inside the band with names, dates or initials. Tell us the wording when you order and we will confirm it with you before engraving. Engraved pieces cannot be returned, so please check the spelling carefully.',
          ],
        },
      ],
    },
  ];
}
