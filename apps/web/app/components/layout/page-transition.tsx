import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Pages fade in 100 ms after a client navigation (SPEC §2). The server-rendered first paint is
 * never delayed (DESIGN §5b): the location the page was loaded at does not animate.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [arrivedAt] = useState(location.key);
  const navigated = location.key !== arrivedAt;
  return (
    <div key={location.pathname} className={navigated ? 'animate-page-in' : undefined}>
      {children}
    </div>
  );
}
