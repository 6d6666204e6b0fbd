import { whatsAppLink } from '@facet/contracts/whatsapp';
import { useRootData } from '../../lib/root-data.ts';
import { WhatsAppIcon } from '../ui/brand-icons.tsx';

/** Click-to-chat with the shop on WhatsApp (SPEC §1 chat widget); storefront pages only. */
export function WhatsAppButton() {
  const root = useRootData();
  if (!root) return null;
  return (
    <a
      href={whatsAppLink(root.company.whatsApp, 'Hello! I have a question about your jewellery.')}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-testid="whatsapp-button"
      className="fixed right-4 bottom-4 z-30 flex h-13 w-13 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon className="h-7 w-7" />
    </a>
  );
}
