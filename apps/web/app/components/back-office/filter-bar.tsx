import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { inputClass } from '../ui/form-controls.tsx';

/*
 * A back-office list's filters: a search box, selects, then Apply (and Clear while anything is
 * filtered). The filters live in the URL, so a filtered list is shareable and survives a reload.
 */

const labelClass = 'mb-1 block text-xs font-medium text-stone';

export function FilterBar({
  label,
  columns,
  toQuery,
  filtered,
  clearTo,
  footerClassName = 'flex items-end gap-3',
  children,
}: {
  /** The search landmark's name ("Filter the stones"). */
  label: string;
  /** The wide screen's grid columns (a Tailwind lg:grid-cols-[…] class, spelt out for the scanner). */
  columns: string;
  /** The form's values as the tidy URL query: no empty or default values. */
  toQuery: (form: HTMLFormElement) => URLSearchParams;
  filtered: boolean;
  /** The list without filters. */
  clearTo: string;
  footerClassName?: string;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const location = useLocation();
  const apply = (form: HTMLFormElement) => {
    const query = toQuery(form);
    const same = query.toString() === new URLSearchParams(location.search).toString();
    void submit(query, { replace: same });
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mb-5 grid grid-cols-2 gap-3 rounded-md border border-line bg-white p-4 ${columns}`}
      onChange={(event) => {
        // Selects apply at once; the search box waits for Enter or the button. Each change is
        // one step back; applying what is already shown adds none.
        if ((event.target as HTMLElement).tagName === 'SELECT') apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {children}
      <div className={footerClassName}>
        <button type="submit" className="button-primary px-5 py-2.5">
          Apply
        </button>
        {filtered ? (
          <Link to={clearTo} className="link-underline pb-2.5 text-sm text-graphite">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The filters' search box, the grid's wide first cell. */
export function FilterSearch({
  id,
  label,
  defaultValue,
  placeholder,
}: {
  id: string;
  label: string;
  defaultValue: string;
  placeholder: string;
}) {
  return (
    <div className="relative col-span-2 lg:col-span-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Search className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-stone" aria-hidden="true" />
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={`${inputClass} py-2 pl-9 text-sm`}
      />
    </div>
  );
}

/** One labelled filter select; `options` are [value, words] pairs, the "all" choice first. */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly (readonly [value: string, words: string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={`${inputClass} py-2 text-sm`}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One labelled day of a filter ("Placed from (India)"), YYYY-MM-DD in the URL. */
export function FilterDate({
  id,
  name,
  label,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} name={name} type="date" defaultValue={defaultValue} className={`${inputClass} py-2 text-sm`} />
    </div>
  );
}
