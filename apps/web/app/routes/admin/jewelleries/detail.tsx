import { productDiscountEndpoints } from '@facet/contracts/product-discount-endpoints';
import { productEndpoints } from '@facet/contracts/product-endpoints';
import { mediaCategories } from '@facet/contracts/lookups';
import { describeCombination } from '@facet/contracts/product-variants';
import type { ProductForUpdate, ProductVariantRecord } from '@facet/contracts/products';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/detail';
import { ColourDot } from '../../../components/ui/colour-dot.tsx';
import { type TableColumn, DataTable } from '../../../components/back-office/data-table.tsx';
import { DetailBreadcrumb } from '../../../components/back-office/detail-breadcrumb.tsx';
import { DetailLoadFailed } from '../../../components/back-office/detail-load-failed.tsx';
import { DetailPanel } from '../../../components/back-office/detail-panel.tsx';
import { DetailStatusBar } from '../../../components/back-office/detail-status-bar.tsx';
import { Facts } from '../../../components/back-office/facts.tsx';
import { ViewInShopLink } from '../../../components/back-office/view-in-shop-link.tsx';
import { runProductAction } from '../../../features/jewellery/jewellery-actions.server.ts';
import {
  ListedBadge,
  ProductActions,
  useProductActionResults,
} from '../../../features/jewellery/jewellery-actions.tsx';
import { formatDateTime, formatDollars, formatGrams, formatRupees } from '../../../lib/format.ts';
import { swatchOf } from '../../../features/products/metal-swatch.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { PictureLink } from '../../../components/back-office/picture-link.tsx';
import { RecordErrorBoundary } from '../../../components/back-office/record-error-boundary.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { notAfterDelete } from '../../../lib/revalidate-after-action.ts';

const FETCH_FAILED = 'Failed to fetch jewellery detail';

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.product?.productName;
  return [{ title: `${name ?? 'Jewellery'} · Back-office` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireArea(context, request, 'jewelleries');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('There is no such product.', { status: 404 });
  const api = apiFor(context);
  const [product, discounts] = await Promise.all([
    api.call(productEndpoints.forUpdate, { params: { id } }),
    api.call(productDiscountEndpoints.list),
  ]);
  if (!product.isSuccess) {
    if (product.statusCode === 404) throw new Response('There is no such product.', { status: 404 });
    return { product: null, discount: null };
  }
  const discount = discounts.isSuccess ? (discounts.data.find((d) => d.id === product.data.discountId) ?? null) : null;
  return { product: product.data, discount };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireArea(context, request, 'jewelleries');
  return runProductAction(apiFor(context), await request.formData());
}

export const shouldRevalidate = notAfterDelete;

const variantColumns: TableColumn<ProductVariantRecord>[] = [
  {
    id: 'sku',
    header: 'SKU',
    cell: ({ row }) => <span className="block min-w-44 font-mono text-xs text-graphite">{row.original.sku}</span>,
  },
  {
    id: 'combination',
    header: 'Variant',
    cell: ({ row }) => (
      <span className="inline-flex min-w-48 items-center gap-2 text-ink">
        <ColourDot colour={swatchOf(row.original.metal)} className="h-3 w-3 shrink-0 rounded-full border border-line" />
        {describeCombination(row.original)}
      </span>
    ),
  },
  {
    id: 'weight',
    header: 'Weight',
    cell: ({ row }) => (
      <span className="whitespace-nowrap figures">{formatGrams(row.original.weight, { exact: true })}</span>
    ),
  },
  {
    id: 'stoneCost',
    header: 'Stone cost',
    cell: ({ row }) => <span className="whitespace-nowrap figures">{formatRupees(row.original.stoneCost)}</span>,
  },
  {
    id: 'discount',
    header: 'Discount',
    cell: ({ row }) => <span className="figures">{row.original.discount > 0 ? `${row.original.discount}%` : '—'}</span>,
  },
  {
    id: 'price',
    header: 'Price ₹',
    cell: ({ row }) => (
      <span className="whitespace-nowrap figures">
        <span className="text-ink">{formatRupees(row.original.price)}</span>
        {row.original.listPrice > row.original.price ? (
          <span className="block text-xs text-stone line-through">{formatRupees(row.original.listPrice)}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'priceUsd',
    header: 'Price $',
    cell: ({ row }) => <span className="whitespace-nowrap figures">{formatDollars(row.original.priceUsd)}</span>,
  },
];

function Chips({ values }: { values: string[] }) {
  if (values.length === 0) return <span className="text-stone">—</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-full border border-line bg-pearl/60 px-2.5 py-0.5 text-xs text-ink">
          {value}
        </li>
      ))}
    </ul>
  );
}

function Pictures({ product }: { product: ProductForUpdate }) {
  const pictures = [...product.productMedias].sort((a, b) => a.position - b.position);
  if (pictures.length === 0) return <p className="text-sm text-stone">No pictures yet. Add them in the editor.</p>;
  return (
    <div className="space-y-5">
      {mediaCategories.map((category) => {
        const ofColour = pictures.filter((picture) => picture.mediaCategory === category);
        if (ofColour.length === 0) return null;
        return (
          <div key={category}>
            <h3 className="mb-2 font-sans text-sm font-medium text-graphite">
              {category} metal <span className="font-normal text-stone">· {ofColour.length}</span>
            </h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
              {ofColour.map((picture, index) => (
                <li key={picture.id}>
                  <PictureLink
                    url={picture.url}
                    alt={`${product.productName} in ${category.toLowerCase()} metal, view ${index + 1}`}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

export default function JewelleryDetail({ loaderData }: Route.ComponentProps) {
  const { product, discount } = loaderData;
  useProductActionResults('jewellery-detail', '/jewelleries');
  if (!product) {
    return (
      <DetailLoadFailed
        title="Jewellery"
        failedMessage={FETCH_FAILED}
        explanation="The piece could not be loaded just now."
        backTo="/jewelleries"
        backLabel="All jewellery"
      />
    );
  }
  const firstSku = product.productVarients[0]?.sku;
  const centreStones = product.centerStoneShapeAttribute.map(
    (stone) => `${stone.shape}: ${stone.carats.map((carat) => `${carat} ct`).join(', ')}`,
  );
  return (
    <>
      <DetailBreadcrumb listTo="/jewelleries" listLabel="Jewelleries">
        {product.jewellerySubType}
      </DetailBreadcrumb>
      <PageHeader
        title={product.productName}
        description={`${product.jewellerySubType} · ${product.jewelleryType} · ${product.productVarients.length} ${
          product.productVarients.length === 1 ? 'variant' : 'variants'
        }`}
        badge={<ListedBadge listed={product.isListed} />}
        actions={
          <>
            {firstSku ? <ViewInShopLink href={`/product/${firstSku}`} /> : null}
            <Link to={`/jewelleries/edit/${product.productId}`} className="button-primary px-5 py-2">
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
            </Link>
          </>
        }
      />
      <DetailStatusBar
        note={`${product.isListed ? 'Shown in the shop.' : 'Not shown in the shop.'} Last changed ${formatDateTime(product.updateDate)}.`}
        actions={
          <ProductActions
            page="jewellery-detail"
            product={{
              id: product.productId,
              name: product.productName,
              isListed: product.isListed,
              variantCount: product.productVarients.length,
            }}
            variant="buttons"
          />
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <DetailPanel title="General information">
            {product.productDescription ? (
              <p className="mb-5 max-w-prose text-sm leading-6 text-graphite">{product.productDescription}</p>
            ) : null}
            <Facts
              className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2"
              items={[
                ['Type', `${product.jewellerySubType} (${product.jewelleryType})`],
                ['Gender', product.gender],
                ['Base weight', formatGrams(product.baseWeight, { exact: true })],
                ['Product discount', discount ? `${discount.name} — ${discount.discount}% off` : 'None'],
                [
                  'Stones',
                  [product.stoneCategory, product.stoneColor, product.stoneClarity, product.stoneCut]
                    .filter(Boolean)
                    .join(' · ') || '—',
                ],
                [
                  'Sold',
                  product.hasAttachedStone
                    ? 'Complete, with its stones'
                    : 'As a setting: the shopper chooses its centre stone',
                ],
                ['Created', formatDateTime(product.createDate)],
                ['Changed', formatDateTime(product.updateDate)],
              ]}
            />
          </DetailPanel>
          <DetailPanel title="Attributes">
            <Facts
              className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2"
              items={[
                [
                  'Metals',
                  <ul key="metals" className="flex flex-wrap gap-2">
                    {product.metalAttribute.map((metal) => (
                      <li key={metal} className="inline-flex items-center gap-1.5">
                        <ColourDot colour={swatchOf(metal)} className="h-3 w-3 rounded-full border border-line" />
                        {metal}
                      </li>
                    ))}
                  </ul>,
                ],
                ['Ring styles', <Chips key="styles" values={product.ringStyleAttribute} />],
                ['Centre stones', <Chips key="stones" values={centreStones} />],
                ['Widths', <Chips key="widths" values={product.widthAttribute.map((w) => `${w} mm`)} />],
                ['Total carats', <Chips key="carats" values={product.totalCaratAttribute.map((c) => `${c} ct tw`)} />],
              ]}
            />
          </DetailPanel>
        </div>
        <DetailPanel title="Pictures">
          <Pictures product={product} />
        </DetailPanel>
      </div>

      <section aria-labelledby="variants-title" className="mt-8">
        <h2 id="variants-title" className="mb-3 font-display text-2xl text-ink">
          Variants
        </h2>
        <DataTable
          caption={`Variants of ${product.productName}`}
          columns={variantColumns}
          data={product.productVarients}
          empty="This piece has no variants."
        />
        <p className="mt-2 text-xs text-stone">
          Prices are what shoppers pay, after the shop’s and the best of the product’s and style’s discount, tax
          included.
        </p>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorBoundary error={error} />;
}
