import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ALL_SETTINGS_PATH } from './pair-navigation.ts';

/** The ring builder's three steps, in order. */
export type BuilderStep = 'setting' | 'stone' | 'review';

/** The bar's frame: the same on the server, while the chosen halves load, and once they have. */
export function BarFrame({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Ring builder" className="border-y border-line bg-pearl/50" data-testid="builder-bar">
      <ol className="container-page grid grid-cols-3 gap-1.5 py-2 sm:gap-4 sm:py-3">{children}</ol>
    </nav>
  );
}

export function Step({
  number,
  title,
  current,
  children,
}: {
  number: number;
  title: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex min-w-0 gap-3 rounded-sm px-1.5 py-1.5 sm:px-2 ${current ? 'bg-ivory ring-1 ring-line' : ''}`}
      aria-current={current ? 'step' : undefined}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 hidden h-6 w-6 shrink-0 sm:flex items-center justify-center rounded-full text-xs ${
          current ? 'bg-ink text-ivory' : 'border border-line text-graphite'
        }`}
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-[0.14em] text-graphite uppercase">
          <span className="sr-only">Step {number}: </span>
          {title}
        </p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}

/**
 * The steps before anything is chosen (`loading`: while what is chosen is being fetched, the
 * same places without the links).
 */
export function EmptySteps({ step, loading = false }: { step: BuilderStep; loading?: boolean }) {
  const wait = <p className="text-sm text-stone">…</p>;
  return (
    <BarFrame>
      <Step number={1} title="Setting" current={step === 'setting'}>
        {loading ? (
          wait
        ) : (
          <Link to={ALL_SETTINGS_PATH} className="link-underline text-sm">
            Choose a setting
          </Link>
        )}
      </Step>
      <Step number={2} title="Stone" current={step === 'stone'}>
        {loading ? (
          wait
        ) : (
          <Link to="/collections/diamonds" className="link-underline text-sm">
            Choose a diamond
          </Link>
        )}
      </Step>
      <Step number={3} title="Review" current={step === 'review'}>
        <p className="text-sm text-stone">
          <span className="sm:hidden">Not yet</span>
          <span className="hidden sm:inline">Choose a setting and a stone to see your ring.</span>
        </p>
      </Step>
    </BarFrame>
  );
}
