import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { mainMenu } from './main-menu.ts';
import { MenuLinkContent } from './menu-link-content.tsx';

/*
 * The mobile menu (SPEC §2): a drawer whose top items open as an accordion, one at a time
 * (<details name> is exclusive), groups with more than 4 links in two columns, and any click
 * on a link closes the drawer.
 */
export function MobileMenu({ extraLinks }: { extraLinks: { label: string; to: string }[] }) {
  const location = useLocation();
  // Remembering where it was opened closes the drawer by itself once the location changes.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <Dialog.Trigger className="-ml-2 rounded p-2 text-ink lg:hidden" aria-label="Open menu">
        <Menu className="h-6 w-6" strokeWidth={1.5} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30 backdrop-blur-[1px]" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(92vw,420px)] flex-col bg-ivory shadow-xl"
          aria-describedby={undefined}
          data-testid="mobile-menu"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-display text-xl">Menu</Dialog.Title>
            <Dialog.Close className="rounded p-2 text-ink" aria-label="Close menu">
              <X className="h-5 w-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-5 pb-10">
            <ul>
              {mainMenu.map((item) =>
                item.groups.length === 0 ? (
                  <li key={item.to} className="border-b border-line">
                    <Link
                      to={item.to}
                      onClick={close}
                      className="block py-4 text-[15px] font-medium tracking-wide uppercase"
                    >
                      {item.label}
                    </Link>
                  </li>
                ) : (
                  <li key={item.to} className="border-b border-line">
                    <details name="mobile-menu" className="group">
                      <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-[15px] font-medium tracking-wide uppercase [&::-webkit-details-marker]:hidden">
                        {item.label}
                        <ChevronDown className="h-4 w-4 text-stone transition-transform group-open:rotate-180" />
                      </summary>
                      <div className="pb-5">
                        <Link
                          to={item.to}
                          onClick={close}
                          className="link-underline mb-4 inline-block text-sm text-gold-deep"
                        >
                          All {item.label}
                        </Link>
                        {item.groups.map((group) => (
                          <section key={group.title} className="mb-5">
                            <h2 className="eyebrow mb-2 font-sans">{group.title}</h2>
                            <ul className={group.links.length > 4 ? 'grid grid-cols-2 gap-x-4' : 'grid grid-cols-1'}>
                              {group.links.map((link) => (
                                <li key={link.to}>
                                  <Link
                                    to={link.to}
                                    onClick={close}
                                    className="flex items-center gap-2 py-2 text-sm text-graphite"
                                  >
                                    <MenuLinkContent link={link} />
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </section>
                        ))}
                      </div>
                    </details>
                  </li>
                ),
              )}
            </ul>
            <ul className="mt-6 space-y-1">
              {extraLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className="block py-2 text-sm text-stone">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
