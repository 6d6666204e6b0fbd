import { whatsAppLink } from '@facet/contracts/whatsapp';
import { Link } from 'react-router';
import type { Route } from './+types/custom-jewellery';
import { SiteImage, siteImageUrl } from '../../../components/site-image.tsx';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { CustomJewelleryRequestForm } from '../../../features/custom-jewellery/request-form.tsx';
import { sendCustomJewelleryRequest } from '../../../features/custom-jewellery/send-request.server.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Custom Jewellery',
    description:
      'Design a one-of-a-kind ring, pendant or pair of earrings with our designers: sketch, 3D model, hand-made in Mumbai in about four weeks.',
    image: siteImageUrl('banner-custom-jewellery', 1600),
  });
}

/** The request form posts here (see request-form.tsx), so it works before the scripts load. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendCustomJewelleryRequest(context, await request.formData());
}

const steps = [
  {
    title: 'Tell us your idea',
    text: 'Share a sketch, a photograph, a Pinterest board or a family stone you would like to reuse. A designer replies within two working days.',
  },
  {
    title: 'See it before it is made',
    text: 'We draw it with you and send a photorealistic 3D model with a quotation in INR or USD. Changes are free until you approve.',
  },
  {
    title: 'Crafted by hand',
    text: 'Our goldsmiths cast, set and polish your piece in 18K gold or platinum. Every stone is certified and checked under magnification.',
  },
  {
    title: 'Delivered, insured',
    text: 'Usually within four weeks of approval, fully insured to your door, with its certificates and a lifetime warranty.',
  },
];

const ideas = [
  'Engagement rings with an unusual stone or setting',
  'Matching his-and-hers wedding bands',
  'Resetting an heirloom diamond in a new design',
  'Name, initial and birthstone pendants',
  'Bridal sets: necklace, earrings and bangles',
  'Anniversary and eternity rings to a size you choose',
];

export default function CustomJewellery() {
  const company = useRootData()?.company;
  return (
    <>
      <section className="relative bg-pearl" aria-labelledby="custom-title">
        <SiteImage
          name="banner-custom-jewellery"
          format="banner"
          alt="A designer's sketch beside a finished bespoke ring"
          sizes="100vw"
          priority
          className="aspect-[16/7] w-full object-cover object-right sm:aspect-[16/6] lg:absolute lg:inset-0 lg:h-full lg:aspect-auto"
        />
        <div className="container-page relative py-10 lg:flex lg:min-h-[420px] lg:items-center">
          <div className="max-w-lg">
            <nav aria-label="Breadcrumb" className="text-xs text-stone">
              <Link to="/" className="hover:text-ink">
                Home
              </Link>{' '}
              / <span aria-current="page">Custom Jewellery</span>
            </nav>
            <p className="eyebrow mt-6">Bespoke</p>
            <h1 id="custom-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
              Custom Jewellery
            </h1>
            <p className="mt-4 text-base leading-7 text-graphite">
              A piece that exists nowhere else, designed with you and made by hand in our Mumbai workshop.
            </p>
          </div>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="process-title">
        <h2 id="process-title" className="text-3xl sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-10 grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="border-t border-gold pt-5">
              <span className="font-display text-3xl text-gold">{String(index + 1).padStart(2, '0')}</span>
              <h3 className="mt-2 text-2xl">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-stone">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="border-y border-line bg-white/60 py-16" aria-labelledby="ideas-title">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="ideas-title" className="text-3xl sm:text-4xl">
              What we make
            </h2>
            <ul className="mt-6 space-y-3 text-sm text-graphite">
              {ideas.map((idea) => (
                <li key={idea} className="flex gap-3">
                  <span className="mt-2 h-1.5 w-1.5 shrink-0 rotate-45 bg-gold" aria-hidden="true" />
                  {idea}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-sm bg-blush p-5 sm:p-8" id="request">
            <h2 className="text-2xl">Start your design</h2>
            <p className="mt-3 text-sm leading-6 text-graphite">
              Tell us what you have in mind — a designer will reply with questions, ideas and a first estimate. There is
              no charge and no obligation.
            </p>
            <div className="mt-6">
              <CustomJewelleryRequestForm />
            </div>
            <div className="mt-8 border-t border-line pt-6">
              <p className="text-sm text-graphite">Prefer to talk?</p>
              <div className="mt-3 flex flex-wrap gap-3">
                {company ? (
                  <a
                    href={whatsAppLink(company.whatsApp, 'Hello! I would like to design a custom piece.')}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button-secondary"
                  >
                    <WhatsAppIcon className="h-4 w-4" /> Chat with a designer
                  </a>
                ) : null}
                {company ? (
                  <a href={`mailto:${company.email}?subject=Custom%20jewellery`} className="button-secondary">
                    E-mail us
                  </a>
                ) : null}
              </div>
              <p className="mt-4 text-xs text-stone">
                See all the ways to{' '}
                <Link to="/contact-us" className="link-underline">
                  contact us
                </Link>
                .
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
