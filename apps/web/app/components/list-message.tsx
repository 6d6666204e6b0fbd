import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';

/** What a list (jewellery or stones) says instead of its cards: it failed, or nothing matches. */
export function ListMessage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-sm border border-line bg-white/50 px-6 py-16 text-center">
      <p className="font-display text-2xl text-ink sm:text-3xl">{title}</p>
      <p className="mt-3 max-w-md text-sm leading-6 text-stone">{text}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}

/** A list that could not be loaded: asks again for the same address. */
export function ListFailed({ title }: { title: string }) {
  const location = useLocation();
  return (
    <ListMessage
      title={title}
      text="Something went wrong on our side. Please try again in a moment."
      action={
        <Link to={location.pathname + location.search} replace className="button-primary">
          Try again
        </Link>
      }
    />
  );
}

/** The body of a list, faded (and busy) while the list loads again for new filters, a sort or a page. */
export function UpdatingList({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <div className={`mt-8 transition-opacity duration-200 ${updating ? 'opacity-50' : ''}`} aria-busy={updating}>
      {children}
    </div>
  );
}
