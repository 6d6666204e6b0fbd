import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Pages fade in 100 ms after a client navigation (SPEC §2). The server-rendered first paint is
 * never delayed (DESIGN §5b), so the first render has no animation.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (location.pathname !== firstPath.current) navigated.current = true;
  }, [location.pathname]);
  const animate = navigated.current || location.pathname !== firstPath.current;
  return (
    <div key={location.pathname} className={animate ? 'animate-page-in' : undefined}>
      {children}
    </div>
  );
}
