import { searchPagePath } from '@facet/contracts/search-terms';
import { Search } from 'lucide-react';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onDemand } from '../../lib/on-demand.ts';
import type { ComboboxState, SearchControls } from './search-controls.ts';
import { HEADER_SEARCH_ATTRIBUTE } from './use-find-shortcut.ts';

const SearchCombobox = onDemand(() => import('./search-combobox.tsx').then((module) => module.SearchCombobox));

/**
 * The header's search box: a plain GET form to /search, so it works before any script (and
 * without one). Its list of results (search-combobox.tsx) loads on first use — focus, a touch, a
 * key — to keep every page's first load small; what is typed before it arrives is searched
 * once it has. On /search itself the box only changes the page's term (no list).
 */
export function HeaderSearch({
  variant,
  className,
  panelClassName,
}: {
  variant: 'desktop' | 'mobile';
  className?: string;
  /** Where the list opens: under the box on a desktop, the viewport's width on a phone. */
  panelClassName: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = `header-search${variant === 'mobile' ? '-mobile' : ''}`;
  const listboxId = `${useId()}-results`;
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const controls = useRef<SearchControls | null>(null);
  const [engaged, setEngaged] = useState(false);
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const onSearchPage = location.pathname === '/search';
  const engage = () => {
    if (!engaged) setEngaged(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchPagePath(input.current?.value ?? ''));
  };

  return (
    <form
      ref={form}
      method="get"
      action="/search"
      role="search"
      className={className}
      onSubmit={submit}
      data-testid={`header-search-${variant}`}
    >
      <label htmlFor={id} className="sr-only">
        Search by name
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone"
          aria-hidden="true"
        />
        <input
          // A box of its own on /search (holding the page's term) and elsewhere (empty).
          key={onSearchPage ? 'search-page' : 'dropdown'}
          ref={input}
          id={id}
          name="search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={variant === 'desktop' ? 'Search rings, earrings, diamonds…' : 'Search by name'}
          defaultValue={onSearchPage ? (new URLSearchParams(location.search).get('search') ?? '') : undefined}
          {...{ [HEADER_SEARCH_ATTRIBUTE]: '' }}
          {...(onSearchPage
            ? {}
            : {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': combobox.expanded,
                'aria-controls': combobox.controls,
                'aria-activedescendant': combobox.activeId,
              })}
          onFocus={engage}
          onPointerDown={engage}
          onPointerEnter={SearchCombobox.preload}
          onChange={(event) => {
            engage();
            controls.current?.changed(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            engage();
            controls.current?.keyDown(event);
          }}
          className="w-full rounded-full border border-line bg-white/70 py-2 pr-4 pl-9 text-sm placeholder:text-stone/80 focus:border-gold focus:outline-none"
        />
      </div>
      {engaged ? (
        <Suspense fallback={null}>
          <SearchCombobox
            mode={onSearchPage ? 'navigate' : 'dropdown'}
            input={input}
            form={form}
            controls={controls}
            listboxId={listboxId}
            panelClassName={panelClassName}
            onStateChange={setCombobox}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
