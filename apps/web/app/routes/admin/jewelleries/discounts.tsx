import { parseWithZod } from '@conform-to/zod/v4';
import {
  createProductDiscountInput,
  createStyleDiscountInput,
  type ProductDiscountRecord,
  type StyleDiscountRecord,
  updateProductDiscountInput,
  updateStyleDiscountInput,
} from '@facet/contracts/discounts';
import { SOMETHING_IS_WRONG } from '@facet/contracts/envelope';
import { productDiscountEndpoints } from '@facet/contracts/product-discount-endpoints';
import { styleDiscountEndpoints } from '@facet/contracts/style-discount-endpoints';
import { ringStyles } from '@facet/contracts/lookups';
import { z } from '@facet/contracts/zod';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/discounts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type TableColumn, DataTable } from '../../../components/back-office/data-table.tsx';
import { type DiscountOutcome, DiscountFormDialog } from '../../../features/discounts/discount-form-dialog.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { apiFor } from '../../../lib/api.server.ts';
import { plural } from '../../../lib/format.ts';
import { capitalise, replyWithApiFailure } from '../../../lib/form-errors.ts';
import { requireArea } from '../../../lib/guards.server.ts';
import { useResultToast } from '../../../lib/use-result-toast.ts';

export function meta() {
  return [{ title: 'Jewellery discounts · Back-office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireArea(context, request, 'jewelleries');
  const api = apiFor(context);
  const [styles, products] = await Promise.all([
    api.call(styleDiscountEndpoints.list),
    api.call(productDiscountEndpoints.list),
  ]);
  return {
    styleDiscounts: styles.isSuccess ? styles.data : null,
    productDiscounts: products.isSuccess ? products.data : null,
  };
}

const idForm = z.object({ id: z.coerce.number().int().positive() });

/** Every change on the page, told apart by `intent`; each answers with a sentence for a toast. */
export async function action({ request, context }: Route.ActionArgs): Promise<DiscountOutcome> {
  requireArea(context, request, 'jewelleries');
  const formData = await request.formData();
  const api = apiFor(context);
  const intent = String(formData.get('intent'));
  switch (intent) {
    case 'create-style':
    case 'update-style': {
      const schema = intent === 'create-style' ? createStyleDiscountInput : updateStyleDiscountInput;
      // Either schema's value: left to inference, it would be the creation's alone, without the id.
      const submission = parseWithZod<typeof createStyleDiscountInput | typeof updateStyleDiscountInput>(formData, {
        schema,
      });
      if (submission.status !== 'success') return { intent, ok: false, result: submission.reply() };
      // Only the change's schema keeps an id (the creation's drops any), so it tells the two apart.
      const value = submission.value;
      const result =
        'id' in value
          ? await api.call(styleDiscountEndpoints.update, { body: value })
          : await api.call(styleDiscountEndpoints.create, { body: value });
      if (!result.isSuccess) {
        return {
          intent,
          ok: false,
          message: result.errorMessages[0],
          result: replyWithApiFailure(submission, result, ['style', 'discount']),
        };
      }
      return {
        intent,
        ok: true,
        message: `${result.data.style}: ${result.data.discount}% off; ${plural(result.data.variantCount, 'variant')} repriced.`,
        result: submission.reply({ resetForm: true }),
      };
    }
    case 'create-product':
    case 'update-product': {
      const schema = intent === 'create-product' ? createProductDiscountInput : updateProductDiscountInput;
      // Either schema's value: left to inference, it would be the creation's alone, without the id.
      const submission = parseWithZod<typeof createProductDiscountInput | typeof updateProductDiscountInput>(formData, {
        schema,
      });
      if (submission.status !== 'success') return { intent, ok: false, result: submission.reply() };
      // Only the change's schema keeps an id (the creation's drops any), so it tells the two apart.
      const value = submission.value;
      const result =
        'id' in value
          ? await api.call(productDiscountEndpoints.update, { body: value })
          : await api.call(productDiscountEndpoints.create, { body: value });
      if (!result.isSuccess) {
        return {
          intent,
          ok: false,
          message: result.errorMessages[0],
          result: replyWithApiFailure(submission, result, ['name', 'discount']),
        };
      }
      return {
        intent,
        ok: true,
        message:
          intent === 'create-product'
            ? `“${result.data.name}” (${result.data.discount}% off) is ready to give to products.`
            : `“${result.data.name}” is now ${result.data.discount}% off; ${plural(result.data.productCount, 'product')} repriced.`,
        result: submission.reply({ resetForm: true }),
      };
    }
    case 'delete-style':
    case 'delete-product': {
      const parsed = idForm.safeParse({ id: formData.get('id') });
      if (!parsed.success) return { intent, ok: false, message: 'There is no such discount.' };
      const result =
        intent === 'delete-style'
          ? await api.call(styleDiscountEndpoints.remove, { params: { id: parsed.data.id } })
          : await api.call(productDiscountEndpoints.remove, { params: { id: parsed.data.id } });
      if (!result.isSuccess) return { intent, ok: false, message: result.errorMessages[0] };
      const name = String(formData.get('name') ?? 'the discount');
      return { intent, ok: true, message: capitalise(`${name} is removed; the pieces it applied to are repriced.`) };
    }
    default:
      return { intent, ok: false, message: SOMETHING_IS_WRONG };
  }
}

/** One fetcher for removals: the page hears the answer after the removed row is gone. */
const DISCOUNT_REMOVAL = 'discount-removal';

function DeleteDiscount({
  kind,
  id,
  name,
  description,
}: {
  kind: 'style' | 'product';
  id: number;
  name: string;
  description: string;
}) {
  const fetcher = useFetcher<DiscountOutcome>({ key: DISCOUNT_REMOVAL });
  return (
    <ConfirmDialog
      title={`Remove ${name}?`}
      description={description}
      confirmLabel="Remove"
      danger
      onConfirm={() => void fetcher.submit({ intent: `delete-${kind}`, id: String(id), name }, { method: 'post' })}
      trigger={
        <button type="button" className="link-underline text-red-800" disabled={fetcher.state !== 'idle'}>
          Remove
        </button>
      }
    />
  );
}

function Unavailable() {
  return (
    <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      These discounts could not be loaded. Please reload the page in a moment.
    </p>
  );
}

export default function JewelleryDiscounts({ loaderData }: Route.ComponentProps) {
  const { styleDiscounts, productDiscounts } = loaderData;
  const removal = useFetcher<DiscountOutcome>({ key: DISCOUNT_REMOVAL });
  useResultToast(removal.state === 'idle' ? removal.data : undefined);
  // Keyed by the styles that have a discount, so a changed percentage keeps the columns (below) as they are.
  const takenStyles = (styleDiscounts ?? []).map((discount) => discount.style).join('|');
  const freeStyles = useMemo(() => {
    const taken = new Set(takenStyles.split('|'));
    return ringStyles.filter((style) => !taken.has(style));
  }, [takenStyles]);

  // Stable columns: a cell renderer that changes identity remounts its cell (and its dialog) on every render.
  const styleColumns = useMemo<TableColumn<StyleDiscountRecord>[]>(
    () => [
      {
        id: 'style',
        header: 'Ring style',
        cell: ({ row }) => <span className="font-medium text-ink">{row.original.style}</span>,
      },
      {
        id: 'discount',
        header: 'Discount',
        cell: ({ row }) => <span className="figures">{row.original.discount}% off</span>,
      },
      {
        id: 'variants',
        header: 'Applies to',
        cell: ({ row }) => <span className="figures">{plural(row.original.variantCount, 'variant')}</span>,
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-4 text-sm">
            <DiscountFormDialog
              kind="style"
              existing={row.original}
              styles={[row.original.style, ...freeStyles]}
              trigger={
                <button type="button" className="link-underline text-ink">
                  Change
                </button>
              }
            />
            <DeleteDiscount
              kind="style"
              id={row.original.id}
              name={`the ${row.original.style} discount`}
              description={`${plural(row.original.variantCount, `${row.original.style} variant`)} lose the ${row.original.discount}% style discount and are repriced at once (a product discount may still apply).`}
            />
          </div>
        ),
      },
    ],
    [freeStyles],
  );

  const productColumns = useMemo<TableColumn<ProductDiscountRecord>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => <span className="font-medium text-ink">{row.original.name}</span>,
      },
      {
        id: 'discount',
        header: 'Discount',
        cell: ({ row }) => <span className="figures">{row.original.discount}% off</span>,
      },
      {
        id: 'products',
        header: 'Used by',
        cell: ({ row }) => <span className="figures">{plural(row.original.productCount, 'product')}</span>,
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-4 text-sm">
            <DiscountFormDialog
              kind="product"
              existing={row.original}
              trigger={
                <button type="button" className="link-underline text-ink">
                  Change
                </button>
              }
            />
            <DeleteDiscount
              kind="product"
              id={row.original.id}
              name={`“${row.original.name}”`}
              description={
                row.original.productCount > 0
                  ? `${plural(row.original.productCount, 'product')} use it; they lose the ${row.original.discount}% discount and are repriced at once.`
                  : 'No product uses it.'
              }
            />
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-stone">
        <Link to="/jewelleries" className="link-underline">
          Jewelleries
        </Link>{' '}
        / Discounts
      </nav>
      <PageHeader
        title="Discounts"
        description="Two kinds of discount on jewellery: by ring style, and named discounts that products choose. A variant gets the larger of the two; prices change at once."
      />
      <section aria-labelledby="style-discounts" className="mb-12">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="style-discounts" className="font-display text-2xl text-ink">
              Style discounts
            </h2>
            <p className="text-sm text-stone">A percentage off every variant of one ring style.</p>
          </div>
          {styleDiscounts && freeStyles.length > 0 ? (
            <DiscountFormDialog
              kind="style"
              styles={freeStyles}
              trigger={
                <button type="button" className="button-primary px-5 py-2">
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add a style discount
                </button>
              }
            />
          ) : null}
        </div>
        {styleDiscounts ? (
          <DataTable
            caption="Style discounts"
            columns={styleColumns}
            data={styleDiscounts}
            empty="No ring style has a discount."
          />
        ) : (
          <Unavailable />
        )}
      </section>
      <section aria-labelledby="product-discounts">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="product-discounts" className="font-display text-2xl text-ink">
              Product discounts
            </h2>
            <p className="text-sm text-stone">Named percentages (“Festive Edit”) that a product can be given.</p>
          </div>
          {productDiscounts ? (
            <DiscountFormDialog
              kind="product"
              trigger={
                <button type="button" className="button-primary px-5 py-2">
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add a product discount
                </button>
              }
            />
          ) : null}
        </div>
        {productDiscounts ? (
          <DataTable
            caption="Product discounts"
            columns={productColumns}
            data={productDiscounts}
            empty="No product discounts yet."
          />
        ) : (
          <Unavailable />
        )}
      </section>
    </>
  );
}
