import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useResultToast } from '../../lib/use-result-toast.ts';
import type { ProductActionOutcome } from './jewellery-actions.server.ts';

/** Listed or not, as a badge. */
export function ListedBadge({ listed }: { listed: boolean }) {
  return listed ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs whitespace-nowrap text-emerald-800">Listed</span>
  ) : (
    <span className="rounded-full bg-pearl px-2.5 py-1 text-xs whitespace-nowrap text-stone">Unlisted</span>
  );
}

/**
 * One fetcher per page for all its product actions (`page` names it): the page hears the
 * answer even when the row is gone, and another page never hears it again.
 */
const fetcherKey = (page: string) => `product-action:${page}`;

/**
 * The answer to the page's product actions, as a toast; after a delete, `afterDelete` says
 * where to go (the detail page leaves). Call it once per page, beside the ProductActions.
 */
export function useProductActionResults(page: string, afterDelete?: string) {
  const fetcher = useFetcher<ProductActionOutcome>({ key: fetcherKey(page) });
  const navigate = useNavigate();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useResultToast(outcome);
  useEffect(() => {
    if (!outcome?.ok || outcome.intent !== 'delete') return;
    if (afterDelete) void navigate(afterDelete, { replace: true });
    // The row and its buttons are gone: the keyboard continues from the page's heading.
    else if (document.activeElement === document.body) document.querySelector<HTMLElement>('main h1')?.focus();
  }, [outcome, afterDelete, navigate]);
}

/** Unlist / relist / delete one product, each after a confirmation, through the page's action (runProductAction). */
export function ProductActions({
  page,
  product,
  variant = 'links',
}: {
  page: string;
  product: { id: number; name: string; isListed: boolean; variantCount?: number };
  variant?: 'links' | 'buttons';
}) {
  const fetcher = useFetcher<ProductActionOutcome>({ key: fetcherKey(page) });
  const busy = fetcher.state !== 'idle';
  // aria-disabled, not disabled: a disabled button drops the keyboard focus it holds.
  const busyProps = {
    'aria-disabled': busy,
    onClick: (event: MouseEvent) => {
      if (busy) event.preventDefault();
    },
  };
  const submit = (intent: 'unlist' | 'relist' | 'delete') =>
    fetcher.submit({ intent, id: String(product.id), name: product.name }, { method: 'post' });
  const style =
    variant === 'buttons'
      ? {
          neutral: 'button-secondary px-5 py-2',
          danger: 'button-secondary border-red-800 px-5 py-2 text-red-800 hover:bg-red-800',
        }
      : { neutral: 'link-underline text-ink', danger: 'link-underline text-red-800' };
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-busy={busy}>
      {product.isListed ? (
        <ConfirmDialog
          title={`Unlist ${product.name}?`}
          description="It leaves the shop at once: shoppers no longer find it in lists, search or by its links. Carts and orders that hold it keep it. You can list it again at any time."
          confirmLabel="Unlist"
          onConfirm={() => void submit('unlist')}
          trigger={
            <button type="button" className={`inline-flex items-center gap-1.5 ${style.neutral}`} {...busyProps}>
              {variant === 'buttons' ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : null}
              Unlist
            </button>
          }
        />
      ) : (
        <ConfirmDialog
          title={`List ${product.name} again?`}
          description="It comes back to the shop at once, at its current prices."
          confirmLabel="List again"
          onConfirm={() => void submit('relist')}
          trigger={
            <button type="button" className={`inline-flex items-center gap-1.5 ${style.neutral}`} {...busyProps}>
              {variant === 'buttons' ? <Eye className="h-4 w-4" aria-hidden="true" /> : null}
              Relist
            </button>
          }
        />
      )}
      <ConfirmDialog
        title={`Delete ${product.name}?`}
        description={`The piece${product.variantCount ? `, its ${product.variantCount} variants` : ''} and its pictures are deleted for good. A piece that is in carts, wish lists or orders cannot be deleted; unlist it instead.`}
        confirmLabel="Delete"
        danger
        onConfirm={() => void submit('delete')}
        trigger={
          <button type="button" className={`inline-flex items-center gap-1.5 ${style.danger}`} {...busyProps}>
            {variant === 'buttons' ? <Trash2 className="h-4 w-4" aria-hidden="true" /> : null}
            Delete
          </button>
        }
      />
    </div>
  );
}
