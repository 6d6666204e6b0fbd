import type { InquiryRecord } from '@facet/contracts/inquiries';
import { canEnter } from '@facet/contracts/permissions';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';

/**
 * What an inquiry is about: the stone or jewellery its SKU named, with its back-office page
 * (for those who may open it) and its page in the shop; the SKU alone once that is gone; or a
 * general question.
 */
export function InquiryAbout({ inquiry }: { inquiry: InquiryRecord }) {
  const role = useRootData()?.user?.role;
  const shopLink = (href: string) => (
    <a href={href} target="_blank" rel="noreferrer" className="link-underline inline-flex items-center gap-1 text-ink">
      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" /> See it in the shop
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  if (inquiry.stone) {
    return (
      <div className="space-y-2 text-sm">
        <p className="font-medium text-ink">{inquiry.stone.name}</p>
        <p className="text-stone">
          Stock number <span className="font-mono text-graphite">{inquiry.stone.sku}</span> · {inquiry.stone.state}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {canEnter(role, 'stones') ? (
            <Link to={`/stones/detail/${inquiry.stone.id}`} className="link-underline text-ink">
              Open the stone
            </Link>
          ) : null}
          {shopLink(`/stone/${encodeURIComponent(inquiry.stone.sku)}`)}
        </p>
      </div>
    );
  }
  if (inquiry.product) {
    return (
      <div className="space-y-2 text-sm">
        <p className="font-medium text-ink">{inquiry.product.name}</p>
        <p className="font-mono text-xs break-all text-graphite">{inquiry.product.variantSku}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {canEnter(role, 'jewelleries') ? (
            <Link to={`/jewelleries/detail/${inquiry.product.id}`} className="link-underline text-ink">
              Open the jewellery
            </Link>
          ) : null}
          {shopLink(`/product/${encodeURIComponent(inquiry.product.variantSku)}`)}
        </p>
      </div>
    );
  }
  if (inquiry.sku) {
    return (
      <p className="text-sm text-graphite">
        <span className="font-mono break-all">{inquiry.sku}</span>
        <span className="mt-1 block text-xs text-stone">Nothing in the catalogue has this SKU now.</span>
      </p>
    );
  }
  return <p className="text-sm text-stone">A general question (the contact form).</p>;
}
