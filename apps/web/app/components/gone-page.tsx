import type { ReactNode } from 'react';
import { Link } from 'react-router';

/*
 * A gone page: what a link to a stone or a piece that can no longer be bought shows (answered
 * 410): the item as it was, in a few words and its picture, that it is no longer available, the
 * ways on — its kind in the shop, or asking us — and below, its alternatives: the closest items
 * on sale (`children`, a RelatedSection of cards). Never a dead end.
 */

export interface GoneAction {
  to: string;
  label: string;
}

export function GonePage({
  breadcrumb,
  picture,
  eyebrow,
  title,
  lede,
  actions,
  testId,
  children,
}: {
  breadcrumb: ReactNode;
  /** The gone item's picture, drawn in a circle. */
  picture: ReactNode;
  /** Above the heading: why it is gone when that says more ("Sold", "No longer made"), else what it was. */
  eyebrow: string;
  title: string;
  lede: ReactNode;
  /** The first is the main way on. */
  actions: readonly [GoneAction, ...GoneAction[]];
  testId: string;
  /** The alternatives. */
  children?: ReactNode;
}) {
  const [main, ...others] = actions;
  return (
    <>
      <div className="container-page pt-5 pb-16 sm:pt-8">
        {breadcrumb}
        <div className="mx-auto mt-10 flex max-w-2xl flex-col items-center text-center" data-testid={testId}>
          <div className="aspect-square w-32 overflow-hidden rounded-full bg-pearl sm:w-40">{picture}</div>
          <p className="eyebrow mt-8">{eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
          <p className="mt-4 text-[15px] leading-7 text-graphite">{lede}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <Link to={main.to} className="button-primary">
              {main.label}
            </Link>
            {others.map((action) => (
              <Link key={action.to} to={action.to} className="button-secondary">
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
      {children}
    </>
  );
}
