import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DrawerButton } from '../../components/ui/drawer-button.tsx';
import { onDemand } from '../../lib/on-demand.ts';

const MobileMenuDrawer = onDemand(() => import('./mobile-menu-drawer.tsx').then((module) => module.MobileMenuDrawer));

/**
 * The mobile menu: a button that opens the menu's drawer, which is loaded on first use (it
 * starts loading when the button is touched, hovered or focused).
 */
export function MobileMenu({ extraLinks }: { extraLinks: { label: string; to: string }[] }) {
  const location = useLocation();
  // Remembering where it was opened closes the drawer by itself once the location changes.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openAt === location.key;
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DrawerButton
        ref={opener}
        className="-ml-2 rounded p-2 text-ink lg:hidden"
        aria-label="Open menu"
        open={open}
        preload={MobileMenuDrawer.preload}
        onOpen={() => {
          setUsed(true);
          setOpenAt(location.key);
        }}
      >
        <Menu className="h-6 w-6" strokeWidth={1.5} />
      </DrawerButton>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpenAt(null)} opener={opener} extraLinks={extraLinks} />
        </Suspense>
      ) : null}
    </>
  );
}
