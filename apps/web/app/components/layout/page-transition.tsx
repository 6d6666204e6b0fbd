import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Pages fade in 100 ms after a client navigation (SPEC §2). The server-rendered first paint is
 * never delayed (DESIGN §5b): the entry the page was loaded at has the key "default".
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigated = location.key !== 'default';
  return (
    <div key={location.pathname} className={navigated ? 'animate-page-in' : undefined}>
      {children}
    </div>
  );
}
