import { ChevronDown } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Drawer } from '../../components/ui/drawer.tsx';
import { mainMenu } from './main-menu.ts';
import { MenuLinkContent } from './menu-link-content.tsx';

/*
 * The mobile menu's drawer (loaded when the menu is first opened): its top items open as an
 * accordion, one at a time (<details name> is exclusive), groups with more than 4 links in two
 * columns, and any click on a link closes the drawer. Closing returns focus to the menu button.
 */
export function MobileMenuDrawer({
  open,
  onClose: close,
  opener,
  extraLinks,
}: {
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
  extraLinks: { label: string; to: string }[];
}) {
  return (
    <Drawer
      open={open}
      onClose={close}
      opener={opener}
      side="left"
      title="Menu"
      closeLabel="Close menu"
      testId="mobile-menu"
    >
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
    </Drawer>
  );
}
