import type { SearchRecord } from '@facet/contracts/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_ERROR_TOAST_MS, searchPagePath } from '@facet/contracts/search-terms';
import { ArrowRight } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { isArrowKey, nextActiveOption } from './active-option.ts';
import type { ComboboxState, SearchControls } from './search-controls.ts';
import { SearchRecordIcon } from './search-record-icon.tsx';
import {
  describeSearchCount,
  searchRecordKind,
  searchRecordName,
  searchRecordPath,
  searchRecordPicture,
} from './search-records.ts';
import { type SearchAnswer, useSearch } from './use-search.ts';

/*
 * The header search's list (WAI-ARIA combobox with a listbox popup), loaded on the box's first
 * use. The box keeps focus throughout: arrows move the active option (aria-activedescendant),
 * Enter opens it (or, with none active, the form goes to /search), Escape closes the list and a
 * second Escape clears the box. A polite status says how many results came.
 */

interface Props {
  /** 'dropdown' everywhere but /search, where the box only changes the page's term. */
  mode: 'dropdown' | 'navigate';
  input: RefObject<HTMLInputElement | null>;
  form: RefObject<HTMLFormElement | null>;
  controls: RefObject<SearchControls | null>;
  listboxId: string;
  panelClassName: string;
  onStateChange: (state: ComboboxState) => void;
}

export function SearchCombobox(props: Props) {
  return props.mode === 'navigate' ? <NavigatingBox {...props} /> : <Dropdown {...props} />;
}

/** On /search: the page follows what is typed, once typing pauses (docs/product.md, "Search"). */
function NavigatingBox({ input, controls, onStateChange }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const follow = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void navigate(searchPagePath(value), { replace: true, preventScrollReset: true }),
        SEARCH_DEBOUNCE_MS,
      );
    },
    [navigate],
  );
  useImperativeHandle(controls, () => ({ changed: follow, keyDown() {} }), [follow]);
  useEffect(() => {
    onStateChange({ expanded: false });
    return () => clearTimeout(timer.current);
  }, [onStateChange]);
  // What was typed before this code arrived is followed now.
  const [arrivedAt] = useState(() => new URLSearchParams(location.search).get('search') ?? '');
  useEffect(() => {
    const typed = input.current?.value.trim() ?? '';
    if (typed !== arrivedAt) follow(typed);
  }, [input, arrivedAt, follow]);
  return null;
}

/** Empties the box (a function of its own: the box belongs to the header, not to this list). */
function emptyBox(box: HTMLInputElement | null) {
  if (box) box.value = '';
}

type Option = { id: string; path: string } & ({ record: SearchRecord } | { record: null; total: number });

function Dropdown({ input, form, controls, listboxId, panelClassName, onStateChange }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  // The list is open on the page it was opened on: another page closes it by itself.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [active, setActive] = useState(-1);
  // The active option as the keys left it, even before React has drawn it (keys come fast).
  const activeNow = useRef(-1);
  const activate = (index: number) => {
    activeNow.current = index;
    setActive(index);
  };
  const [announcement, setAnnouncement] = useState('');
  const show = (shown: boolean) => {
    setOpenAt(shown ? location.key : null);
    activate(-1);
  };

  const runner = useSearch((latest) => {
    setAnswer(latest);
    const { term, result } = latest;
    if (!result.isSuccess) {
      show(false);
      if (result.errorKind === 'canceled') return;
      // The first message only, at the top centre (apart from the other toasts), for three seconds.
      toast.error(result.errorMessages[0] ?? 'Something is wrong.', {
        position: 'top-center',
        autoClose: SEARCH_ERROR_TOAST_MS,
      });
      return;
    }
    // A cleared box is searched too (with an empty term), but shows no list.
    const shown = term !== '' && (input.current?.value.trim() ?? '') !== '';
    show(shown);
    setAnnouncement(shown ? describeSearchCount(result.data.totalRecords, term) : '');
  });

  const term = answer?.term ?? '';
  const page = answer?.result.isSuccess && term ? answer.result.data : null;
  const records = (page?.records ?? []).filter((record) => searchRecordPath(record) !== null);
  const options: Option[] = records.map((record, index) => ({
    id: `${listboxId}-${index}`,
    path: searchRecordPath(record)!,
    record,
  }));
  if (page && records.length > 0) {
    options.push({ id: `${listboxId}-all`, path: searchPagePath(term), record: null, total: page.totalRecords });
  }
  const listShown = open && options.length > 0;
  const activeId = listShown ? options[active]?.id : undefined;

  const clearBox = () => {
    emptyBox(input.current);
    show(false);
    runner.type('');
  };
  /** A result chosen: the list closes, and the box empties for the next search. */
  const chosen = (option: Option) => {
    show(false);
    if (option.record) {
      runner.cancel();
      emptyBox(input.current);
    }
  };

  // The box's keystrokes, read with this render's state.
  useImperativeHandle(controls, () => ({
    changed(value) {
      const typed = value.trim();
      activate(-1);
      if (!typed) show(false);
      runner.type(typed);
    },
    keyDown(event) {
      if (isArrowKey(event.key)) {
        if (options.length === 0) return;
        event.preventDefault();
        if (open) activate(nextActiveOption(activeNow.current, event.key, options.length));
        else show(true);
      } else if (event.key === 'Enter') {
        const option = listShown ? options[activeNow.current] : undefined;
        if (!option) return; // the form goes to /search
        event.preventDefault();
        chosen(option);
        void navigate(option.path);
      } else if (event.key === 'Escape') {
        if (open) {
          event.preventDefault();
          show(false);
        } else if (input.current?.value) {
          event.preventDefault();
          clearBox();
        }
      } else if (event.key === 'Tab') {
        show(false);
      }
    },
  }));

  // What was typed before this code arrived is searched now.
  useEffect(() => {
    const typed = input.current?.value.trim();
    if (typed && document.activeElement === input.current) runner.type(typed);
  }, [input, runner]);

  // Before paint: the box's ARIA state changes with the list it describes, in one frame.
  useLayoutEffect(() => {
    onStateChange({ expanded: listShown, controls: listShown ? listboxId : undefined, activeId });
  }, [onStateChange, listShown, listboxId, activeId]);

  // A click anywhere but the box and its list empties the box.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (form.current?.contains(event.target as Node)) return;
      if (input.current?.value || open) clearBox();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {open && page ? (
        <div
          className={`${panelClassName} z-50 overflow-hidden border border-line bg-white shadow-[0_18px_40px_-18px_rgba(29,27,25,0.35)]`}
          data-testid="search-dropdown"
        >
          {listShown ? (
            <div
              role="listbox"
              id={listboxId}
              aria-label={`Results for ${term}`}
              className="max-h-[min(72vh,40rem)] overflow-y-auto overscroll-contain pt-1"
            >
              {options.map((option, index) => (
                <Link
                  key={option.id}
                  id={option.id}
                  to={option.path}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  // The box keeps focus; the click still opens the result.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => chosen(option)}
                  className={`flex items-center gap-3 px-3 ${index === active ? 'bg-pearl' : option.record ? 'hover:bg-pearl/60' : 'bg-white hover:bg-pearl'} ${option.record ? 'py-1.5' : 'sticky bottom-0 justify-between border-t border-line py-3 text-sm font-medium text-ink'}`}
                  data-testid={option.record ? 'search-option' : 'search-show-all'}
                  data-kind={option.record?.kind}
                >
                  {option.record ? (
                    <ResultRow record={option.record} />
                  ) : (
                    <>
                      <span>{`Show all ${formatCount(option.total)} results`}</span>
                      <ArrowRight className="h-4 w-4 text-gold-deep" strokeWidth={1.5} aria-hidden="true" />
                    </>
                  )}
                </Link>
              ))}
            </div>
          ) : (
            <p className="px-4 py-5 text-sm text-graphite" data-testid="search-no-results">
              {`No results for “${term}”.`}{' '}
              <span className="text-stone">Try another name, a shape, a metal or a stock number.</span>
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}

function ResultRow({ record }: { record: SearchRecord }) {
  const picture = searchRecordPicture(record, 400);
  return (
    <>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-pearl">
        {picture ? (
          <img
            src={picture}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <SearchRecordIcon record={record} className="h-6 w-6 text-graphite" strokeWidth={1.1} />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm text-ink">{searchRecordName(record)}</span>
        <span className="block text-[11px] tracking-[0.08em] text-stone uppercase">{searchRecordKind(record)}</span>
      </span>
      <span className="shrink-0 text-sm text-ink figures">{formatPrice(record.price, record.currency)}</span>
    </>
  );
}
