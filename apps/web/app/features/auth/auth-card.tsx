import type { ReactNode } from 'react';
import { FacetMark } from '../../components/ui/brand-icons.tsx';

/** The frame of the account-access pages: a quiet card in the middle of the page. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <section className="w-full max-w-md" aria-labelledby="auth-title">
        <div className="rounded-md border border-line bg-white px-6 py-8 shadow-[0_20px_40px_-32px_rgba(29,27,25,0.35)] sm:px-10 sm:py-10">
          <FacetMark className="h-8 w-8 text-gold" />
          <h1 id="auth-title" className="mt-4 text-3xl">
            {title}
          </h1>
          {lead ? <div className="mt-2 text-sm leading-6 text-stone">{lead}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-stone">{footer}</div> : null}
      </section>
    </div>
  );
}
