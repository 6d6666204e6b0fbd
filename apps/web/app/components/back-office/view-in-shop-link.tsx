import { ExternalLink } from 'lucide-react';

/** The shop's page for what the back-office shows, in a new tab so the back-office stays open. */
export function ViewInShopLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="button-secondary px-5 py-2">
      <ExternalLink className="h-4 w-4" aria-hidden="true" /> View in shop
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
