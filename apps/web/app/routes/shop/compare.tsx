import { stoneEndpoints } from '@facet/contracts/stone-endpoints';
import type { StoneDetail } from '@facet/contracts/stones';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/compare';
import { ShopBreadcrumb } from '../../components/shop-breadcrumb.tsx';
import { ProductPrice } from '../../features/products/product-price.tsx';
import {
  compareHref,
  readCompared,
  readCompareSkus,
  removeFromCompare,
} from '../../features/stones-shop/compare-store.ts';
import { compareRows } from '../../features/stones-shop/stone-facts.ts';
import { StonePicture } from '../../features/stones-shop/stone-picture.tsx';
import { apiFor } from '../../lib/api.server.ts';
import { currencyOfRequest } from '../../lib/currency.ts';
import { pageMeta } from '../../lib/seo.ts';

/*
 * /compare?skus=a,b,c: up to four stones side by side, every grade and the price. The address
 * names the stones, so a comparison can be shared; the compare list in the browser
 * (compare-store.ts) is how shoppers build that address. A stone that has gone is named as
 * gone rather than dropped without a word.
 */

type Compared = { sku: string; stone: StoneDetail | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  const skus = readCompareSkus(new URL(request.url).searchParams.get('skus'));
  const currency = currencyOfRequest(request);
  const api = apiFor(context);
  const stones: Compared[] = await Promise.all(
    skus.map(async (sku) => {
      const answer = await api.call(stoneEndpoints.stonePage, { params: { sku }, query: { currency } });
      return { sku, stone: answer.isSuccess ? answer.data : null };
    }),
  );
  return { stones };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(
    { ...args, location: { pathname: '/compare' } },
    {
      title: 'Compare stones',
      description: 'Up to four loose diamonds side by side: carat, cut, colour, clarity, measurements and price.',
      noindex: true,
    },
  );
}

const availability: Record<StoneDetail['state'], string> = {
  available: 'Available',
  on_hold: 'Reserved',
  sold: 'Sold',
  unlisted: 'Unlisted',
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { stones } = loaderData;
  const navigate = useNavigate();

  // Arriving without stones in the address: show the ones this browser is comparing.
  useEffect(() => {
    if (stones.length > 0) return;
    const kept = readCompared();
    if (kept.length > 0) void navigate(compareHref(kept.map((stone) => stone.sku)), { replace: true });
  }, [stones, navigate]);

  const remove = (sku: string) => {
    removeFromCompare(sku);
    void navigate(compareHref(stones.map((entry) => entry.sku).filter((other) => other !== sku)), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const found = stones.filter((entry): entry is { sku: string; stone: StoneDetail } => entry.stone !== null);
  const gone = stones.filter((entry) => entry.stone === null);

  return (
    <>
      <section className="border-b border-line bg-pearl/60" aria-labelledby="compare-title">
        <div className="container-page py-8 sm:py-12">
          <ShopBreadcrumb trail={[{ label: 'Diamonds', to: '/collections/diamonds' }]} current="Compare" />
          <h1 id="compare-title" className="mt-5 text-4xl leading-tight text-ink sm:text-5xl">
            Compare stones
          </h1>
          <p className="mt-3 max-w-2xl text-[15px] leading-7 text-graphite">
            Up to four stones side by side. Tick “Compare” on any stone in the{' '}
            <Link to="/collections/diamonds" className="link-underline">
              diamond search
            </Link>{' '}
            to add it; this page’s address shares the comparison.
          </p>
        </div>
      </section>

      <div className="container-page pt-8 pb-24">
        {gone.length > 0 ? (
          <p className="mb-6 rounded-sm border border-line bg-pearl/60 px-4 py-3 text-sm text-graphite" role="status">
            {gone.length === 1 ? `Stone ${gone[0]!.sku} is` : `Stones ${gone.map((entry) => entry.sku).join(', ')} are`}{' '}
            no longer available.{' '}
            {gone.map((entry) => (
              <button
                key={entry.sku}
                type="button"
                onClick={() => remove(entry.sku)}
                className="link-underline mr-3 text-ink"
              >
                Remove {entry.sku}
              </button>
            ))}
          </p>
        ) : null}

        {found.length === 0 ? (
          <div className="flex flex-col items-center rounded-sm border border-line bg-white/50 px-6 py-16 text-center">
            <p className="font-display text-2xl text-ink sm:text-3xl">No stones to compare yet</p>
            <p className="mt-3 max-w-md text-sm leading-6 text-stone">
              Choose up to four stones with their “Compare” box, then come back here to see them side by side.
            </p>
            <Link to="/collections/diamonds" className="button-primary mt-8">
              Search diamonds
            </Link>
          </div>
        ) : (
          <div className="overflow-x-auto rounded-sm border border-line bg-white/60" data-testid="compare-table">
            <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
              <caption className="sr-only">The stones compared, one per column</caption>
              <colgroup>
                <col className="w-32 sm:w-44" />
                {found.map((entry) => (
                  <col key={entry.sku} />
                ))}
              </colgroup>
              <thead>
                <tr className="border-b border-line align-top">
                  <td className="sticky left-0 bg-ivory" />
                  {found.map(({ sku, stone }) => (
                    <th
                      key={sku}
                      scope="col"
                      className="px-4 pt-5 pb-4 text-left font-normal"
                      data-testid="compare-column"
                    >
                      <div className="relative">
                        <Link to={`/stone/${encodeURIComponent(sku)}`} className="group block">
                          <div className="aspect-square overflow-hidden rounded-sm bg-pearl">
                            <StonePicture
                              picture={stone.image}
                              stoneShape={stone.stoneShape}
                              alt={stone.name}
                              sizes="(min-width: 1024px) 240px, 40vw"
                            />
                          </div>
                          <span className="mt-3 block font-display text-lg leading-snug text-ink group-hover:text-gold-deep">
                            {stone.name}
                          </span>
                        </Link>
                        <button
                          type="button"
                          onClick={() => remove(sku)}
                          className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full bg-ivory/90 text-ink shadow-sm transition-colors hover:bg-ink hover:text-ivory"
                          aria-label={`Remove ${stone.name} from compare`}
                          data-testid="compare-remove"
                        >
                          <X className="h-4 w-4" strokeWidth={1.5} aria-hidden="true" />
                        </button>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line/70">
                <tr>
                  <th
                    scope="row"
                    className="sticky left-0 bg-ivory px-4 py-3 text-left text-[11px] font-medium tracking-[0.14em] text-stone uppercase"
                  >
                    Price
                  </th>
                  {found.map(({ sku, stone }) => (
                    <td key={sku} className="px-4 py-3">
                      <ProductPrice price={stone.price} listPrice={stone.listPrice} currency={stone.currency} />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th
                    scope="row"
                    className="sticky left-0 bg-ivory px-4 py-3 text-left text-[11px] font-medium tracking-[0.14em] text-stone uppercase"
                  >
                    Availability
                  </th>
                  {found.map(({ sku, stone }) => (
                    <td
                      key={sku}
                      className={`px-4 py-3 ${stone.state === 'available' ? 'text-ink' : 'text-gold-deep'}`}
                    >
                      {availability[stone.state]}
                    </td>
                  ))}
                </tr>
                {compareRows.map((row) => (
                  <tr key={row.label}>
                    <th
                      scope="row"
                      className="sticky left-0 bg-ivory px-4 py-3 text-left text-[11px] font-medium tracking-[0.14em] text-stone uppercase"
                    >
                      {row.label}
                    </th>
                    {found.map(({ sku, stone }) => (
                      <td key={sku} className="px-4 py-3 text-ink">
                        {row.value(stone) ?? <span className="text-stone">—</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
