import { type ReactNode, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Pages fade in 100 ms after a client navigation. The server-rendered first paint is
 * never delayed: the location the page was loaded at does not animate. A replacing
 * navigation (choosing another metal or stone on a product page) stays on the same page, so it
 * neither fades nor remounts the page (the gallery keeps its place).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [arrivedAt] = useState(location.key);
  // Adjusted while rendering (React's pattern for state derived from a changing input).
  const [page, setPage] = useState(location.pathname);
  if (navigationType !== 'REPLACE' && page !== location.pathname) setPage(location.pathname);
  const navigated = location.key !== arrivedAt;
  return (
    <div key={page} className={navigated ? 'animate-page-in' : undefined}>
      {children}
    </div>
  );
}
