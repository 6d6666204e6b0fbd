import { AlertCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The problems that keep a back-office form from being saved, above the form. It takes the
 * focus when it appears and again whenever `focusKey` changes (another try), so keyboard and
 * screen-reader users hear it.
 */
export function ProblemSummary({
  title,
  focusKey,
  className = '',
  children,
}: {
  title: ReactNode;
  focusKey: unknown;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-900 focus:outline-none ${className}`}
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertCircle className="h-4 w-4" aria-hidden="true" /> {title}
      </p>
      {children}
    </div>
  );
}
