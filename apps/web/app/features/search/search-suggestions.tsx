import { searchPagePath } from '@facet/contracts/search-terms';
import { Link } from 'react-router';

const examples = ['solitaire', 'oval lab grown', 'platinum band', 'emerald cut', 'hoops'];
const collections = [
  { label: 'Engagement rings', to: '/collections/engagement-rings' },
  { label: 'Wedding bands', to: '/collections/wedding-bands' },
  { label: 'Loose diamonds', to: '/collections/diamonds' },
];

/** What /search offers when nothing matched: a few searches that do, and the main lists. */
export function SearchSuggestions({ term }: { term: string }) {
  return (
    <div
      className="rounded-sm border border-line bg-white/50 px-6 py-12 text-center sm:py-16"
      data-testid="search-empty"
    >
      <p className="font-display text-2xl text-ink sm:text-3xl">
        {term ? `Nothing found for “${term}”` : 'Nothing to show just now'}
      </p>
      <p className="mx-auto mt-3 max-w-md text-sm leading-6 text-stone">
        Check the spelling, or search by a shape, a metal, a style or a stone’s stock number.
      </p>
      <h2 className="mt-8 text-xs tracking-[0.14em] text-stone uppercase">Try</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {examples.map((example) => (
          <li key={example}>
            <Link
              to={searchPagePath(example)}
              className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm text-graphite hover:border-gold"
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xs tracking-[0.14em] text-stone uppercase">Or browse</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {collections.map((collection) => (
          <li key={collection.to}>
            <Link to={collection.to} className="link-underline text-sm text-ink">
              {collection.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
