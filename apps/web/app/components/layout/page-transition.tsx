import { type ReactNode, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Pages fade in 100 ms after a client navigation to another page. The server-rendered first
 * paint is never delayed: the page the document was loaded at does not animate, nor does it
 * when a form on it posts back to it (placing an order shows the payment step on the same
 * page). A replacing navigation (choosing another metal or stone on a product page) stays on the
 * same page, so it neither fades nor remounts the page (the gallery keeps its place).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Adjusted while rendering (React's pattern for state derived from a changing input).
  const [page, setPage] = useState({ path: location.pathname, arrived: true });
  if (navigationType !== 'REPLACE' && page.path !== location.pathname) {
    setPage({ path: location.pathname, arrived: false });
  }
  return (
    <div key={page.path} className={page.arrived ? undefined : 'animate-page-in'}>
      {children}
    </div>
  );
}
