import { whatsAppLink } from '@facet/contracts/whatsapp';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/faq';
import { InfoPage } from '../../../features/info/info-page.tsx';
import { faqSections, type FaqSection } from '../../../features/info/faq-sections.ts';
import { returnsTitle, useAfterSalePolicy } from '../../../lib/after-sale-words.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta, rootDataOf } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  const returns = returnsTitle(rootDataOf(args)?.afterSale ?? { returnDays: 30 });
  return pageMeta(args, {
    title: 'Frequently asked questions',
    description: `Answers on payment in INR or USD, insured shipping, ${returns ? `${returns}, ` : ''}ring sizes, IGI and GIA certificates, our lifetime warranty and custom designs.`,
  });
}

/** schema.org FAQPage data for search engines, from the same text as the page. */
function faqJsonLd(sections: FaqSection[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  };
}

/** JSON for an inline script: `<` escaped so the text can never close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export default function Faq() {
  const company = useRootData()?.company;
  const sections = faqSections(company, useAfterSalePolicy());

  return (
    <InfoPage
      title="Frequently asked questions"
      eyebrow="Help"
      lead="Quick answers about ordering, delivery, returns, sizing, diamonds and after-care. If your question is not here, our consultants are a message away."
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqJsonLd(sections)) }} />

      <nav aria-label="Topics" className="not-prose mb-10 rounded-sm border border-line bg-white/60 p-5">
        <ul className="!m-0 grid list-none gap-2 !p-0 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`} className="text-sm">
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <div className="not-prose mb-4 border-t border-line">
            {section.items.map((item) => (
              <details key={item.question} className="group border-b border-line">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 text-base font-medium text-ink transition-colors hover:text-gold-deep [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <Plus
                    className="mt-1 h-4 w-4 shrink-0 text-gold-deep transition-transform duration-200 group-open:rotate-45"
                    strokeWidth={1.5}
                    aria-hidden="true"
                  />
                </summary>
                <div className="pb-5 sm:pr-8">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph} className="mb-3 last:mb-0">
                      {paragraph}
                    </p>
                  ))}
                  {item.links ? (
                    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                      {item.links.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to}>{link.label} →</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}

      <div className="not-prose mt-12 rounded-sm bg-blush p-6 sm:p-8">
        <h2 className="!m-0 font-display text-2xl text-ink">Still have a question?</h2>
        <p className="mt-2 text-sm leading-6 text-graphite">
          Our consultants and gemmologists answer by phone, WhatsApp and e-mail, Monday to Saturday.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          {company ? (
            <a
              href={whatsAppLink(company.whatsApp, 'Hello! I have a question.')}
              target="_blank"
              rel="noopener noreferrer"
              className="button-primary no-underline"
            >
              Ask on WhatsApp
            </a>
          ) : null}
          <Link to="/contact-us" className="button-secondary no-underline">
            All ways to contact us
          </Link>
        </div>
      </div>
    </InfoPage>
  );
}
