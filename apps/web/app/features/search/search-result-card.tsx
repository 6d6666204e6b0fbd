import type { SearchRecord } from '@facet/contracts/search';
import { Link } from 'react-router';
import { loadingAttributes, type PictureLoading } from '../products/product-image.tsx';
import { ProductPrice } from '../products/product-price.tsx';
import { SearchRecordIcon } from './search-record-icon.tsx';
import { searchRecordKind, searchRecordName, searchRecordPath, searchRecordPicture } from './search-records.ts';
import { StaticHtml } from '../../components/static-html.tsx';

/** Two columns on a phone, three from tablets, four on wide screens (as the other lists). */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 31vw, 48vw';

/**
 * One result on /search, a piece or a stone alike: its picture, kind, name and price (was and
 * now when something is off). It opens what the header's list opens.
 */
export function SearchResultCard({ record, loading = 'lazy' }: { record: SearchRecord; loading?: PictureLoading }) {
  const path = searchRecordPath(record);
  const name = searchRecordName(record);
  const small = searchRecordPicture(record, 400);
  const large = searchRecordPicture(record, 800);
  const body = (
    <>
      <div className="relative aspect-square overflow-hidden rounded-sm bg-pearl">
        {small && large ? (
          <img
            src={large}
            srcSet={`${small} 400w, ${large} 800w`}
            sizes={CARD_SIZES}
            width={800}
            height={800}
            alt={name}
            {...loadingAttributes(loading)}
            className="h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center bg-[radial-gradient(circle_at_50%_42%,#ffffff_0%,#f7f4ef_45%,#ece5db_100%)]">
            <SearchRecordIcon record={record} className="h-1/2 w-1/2 text-graphite" strokeWidth={1} />
          </span>
        )}
      </div>
      <p className="mt-4 text-[11px] tracking-[0.12em] text-stone uppercase">{searchRecordKind(record)}</p>
      <h3 className="mt-1 font-display text-lg leading-snug text-ink group-hover:text-gold-deep sm:text-xl">{name}</h3>
      <div className="mt-1.5">
        <ProductPrice price={record.price} listPrice={record.listPrice} currency={record.currency} />
      </div>
    </>
  );
  return (
    <article className="group relative flex h-full flex-col" data-testid="search-card" data-kind={record.kind}>
      {path ? (
        <Link to={path} className="block flex-1 rounded-sm focus-visible:outline-offset-4" prefetch="intent">
          {/* The link stays the router's (and reads ahead on a hover); what it shows is the server's HTML. */}
          <StaticHtml className="contents">{body}</StaticHtml>
        </Link>
      ) : (
        body
      )}
    </article>
  );
}
