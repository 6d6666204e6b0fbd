import { Search } from 'lucide-react';
import { Form } from 'react-router';

/**
 * A GET search form: the search lives in the URL, so it is shareable and survives a reload.
 * `keep` names other query parameters a search keeps (a list's filter).
 */
export function SearchForm({
  defaultValue,
  label,
  keep = {},
}: {
  defaultValue: string;
  label: string;
  keep?: Record<string, string>;
}) {
  return (
    <Form method="get" role="search" className="relative mb-5 max-w-md">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone"
        aria-hidden="true"
      />
      <input
        id="list-search"
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={label}
        className="w-full rounded-md border border-line bg-white py-2.5 pr-24 pl-9 text-sm focus:border-gold focus:outline-none"
      />
      <button
        type="submit"
        className="absolute top-1.5 right-1.5 rounded bg-ink px-3 py-1.5 text-xs font-medium text-ivory"
      >
        Search
      </button>
    </Form>
  );
}
