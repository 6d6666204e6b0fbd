import { Eye, EyeOff, type LucideIcon, Trash2 } from 'lucide-react';
import { ConfirmActionButton, rowActionClasses } from '../../components/back-office/confirm-action-button.tsx';
import { useRowAction, useRowActionResults } from '../../components/back-office/use-row-action.ts';
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

/** The answer to the page's product actions, as a toast; see useRowActionResults. */
export function useProductActionResults(page: string, afterDelete?: string) {
  useRowActionResults(fetcherKey(page), afterDelete);
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
  const { fetcher, busy, busyProps } = useRowAction<ProductActionOutcome>(fetcherKey(page));
  const submit = (intent: 'unlist' | 'relist' | 'delete') =>
    fetcher.submit({ intent, id: String(product.id), name: product.name }, { method: 'post' });
  const style = rowActionClasses(variant);
  const icon = (Icon: LucideIcon) => (variant === 'buttons' ? Icon : undefined);
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 text-sm" aria-busy={busy}>
      {product.isListed ? (
        <ConfirmActionButton
          title={`Unlist ${product.name}?`}
          description="It leaves the shop at once: shoppers no longer find it in lists, search or by its links. Carts and orders that hold it keep it. You can list it again at any time."
          confirmLabel="Unlist"
          onConfirm={() => void submit('unlist')}
          busyProps={busyProps}
          className={style.neutral}
          icon={icon(EyeOff)}
        >
          Unlist
        </ConfirmActionButton>
      ) : (
        <ConfirmActionButton
          title={`List ${product.name} again?`}
          description="It comes back to the shop at once, at its current prices."
          confirmLabel="List again"
          onConfirm={() => void submit('relist')}
          busyProps={busyProps}
          className={style.neutral}
          icon={icon(Eye)}
        >
          Relist
        </ConfirmActionButton>
      )}
      <ConfirmActionButton
        title={`Delete ${product.name}?`}
        description={`The piece${product.variantCount ? `, its ${product.variantCount} variants` : ''} and its pictures are deleted for good. A piece that is in carts, wish lists or orders cannot be deleted; unlist it instead.`}
        confirmLabel="Delete"
        danger
        onConfirm={() => void submit('delete')}
        busyProps={busyProps}
        className={style.danger}
        icon={icon(Trash2)}
      >
        Delete
      </ConfirmActionButton>
    </div>
  );
}
