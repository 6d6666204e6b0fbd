import { whatsAppLink } from '@facet/contracts/whatsapp';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { warrantyPromise } from '../../lib/after-sale-words.ts';
import { useRootData } from '../../lib/root-data.ts';
import { StaticHtml } from '../static-html.tsx';
import { FacetMark, InstagramIcon, WhatsAppIcon } from '../ui/brand-icons.tsx';
import { PaymentIcons } from './payment-icons.tsx';

const information = [
  { label: 'About us', to: '/about-us' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Lifetime warranty', to: '/lifetime-warranty' },
  { label: "Buyer's guide", to: '/buyers-info' },
  { label: 'Ring size guide', to: '/ring-size-guide' },
  { label: 'Blog', to: '/blogs' },
  { label: 'Shipping & insurance', to: '/buyers-info#shipping-and-insurance' },
  { label: 'Terms of use', to: '/terms-of-use' },
  { label: 'Privacy policy', to: '/privacy-policy' },
];

const jewellery = [
  { label: 'Engagement rings', to: '/engagement-rings' },
  { label: 'Wedding bands', to: '/wedding-bands' },
  { label: 'Fine jewellery', to: '/fine-jewellery' },
  { label: 'Loose diamonds', to: '/diamonds' },
  { label: 'Custom jewellery', to: '/custom-jewellery' },
];

export function SiteFooter() {
  const root = useRootData();
  if (!root) return null;
  const { company } = root;
  const { address } = company;

  return (
    <StaticHtml as="footer" className="mt-24 border-t border-line bg-pearl text-graphite">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 text-2xl text-ink">
            <FacetMark className="h-6 w-6 text-gold" /> {company.businessName}
          </h2>
          <p className="mt-4 max-w-sm text-sm leading-6">
            Fine jewellery and certified diamonds, made to order in our Mumbai workshop and delivered, fully insured, to
            your door anywhere in the world.
          </p>
          <p className="mt-3 text-sm text-ink" data-testid="footer-promise">
            <Link to="/lifetime-warranty" className="link-underline">
              {warrantyPromise(root.afterSale)}
            </Link>
          </p>
          <a
            href={company.instagram}
            className="mt-5 inline-flex items-center gap-2 text-sm text-ink hover:text-gold-deep"
            rel="noopener noreferrer"
            target="_blank"
          >
            <InstagramIcon className="h-5 w-5" /> Follow us on Instagram
          </a>
        </section>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="eyebrow mb-4 font-sans">
            Information
          </h2>
          <ul className="space-y-2 text-sm">
            {information.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-deep">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-jewellery">
          <h2 id="footer-jewellery" className="eyebrow mb-4 font-sans">
            Jewellery
          </h2>
          <ul className="space-y-2 text-sm">
            {jewellery.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-gold-deep">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="eyebrow mb-4 font-sans">
            Contact
          </h2>
          <address className="space-y-3 text-sm not-italic">
            <a href={`mailto:${company.email}`} className="flex items-center gap-2 hover:text-gold-deep">
              <Mail className="h-4 w-4 shrink-0" strokeWidth={1.5} /> {company.email}
            </a>
            <a
              href={`tel:${company.phone.replace(/\s/g, '')}`}
              className="flex items-center gap-2 hover:text-gold-deep"
            >
              <Phone className="h-4 w-4 shrink-0" strokeWidth={1.5} /> {company.phone}
            </a>
            <a
              href={whatsAppLink(company.whatsApp)}
              className="flex items-center gap-2 hover:text-gold-deep"
              rel="noopener noreferrer"
              target="_blank"
            >
              <WhatsAppIcon className="h-4 w-4 shrink-0" /> WhatsApp {company.whatsApp}
            </a>
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.5} />
              <span>
                {address.line1}, {address.line2}
                <br />
                {address.city} {address.postalCode}, {address.state}, {address.country}
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-xs text-stone md:flex-row md:items-center md:justify-between">
          <PaymentIcons />
          <p>
            © {new Date().getFullYear()} {company.businessName}. All rights reserved.
          </p>
          <p>Designed and built in Mumbai by the Facet engineering team.</p>
        </div>
      </div>
    </StaticHtml>
  );
}
