import type { LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/** The row actions' looks: underlined words in a table row, outlined buttons on a detail page. */
export function rowActionClasses(variant: 'links' | 'buttons') {
  return variant === 'buttons'
    ? {
        neutral: 'inline-flex items-center gap-1.5 button-secondary px-5 py-2',
        danger:
          'inline-flex items-center gap-1.5 button-secondary border-red-800 px-5 py-2 text-red-800 hover:bg-red-800',
      }
    : {
        neutral: 'inline-flex items-center gap-1.5 link-underline text-ink',
        danger: 'inline-flex items-center gap-1.5 link-underline text-red-800',
      };
}

/**
 * A button that asks before it acts (unlist, relist, delete): the confirmation names what is
 * about to happen, and only its confirm button runs `onConfirm`. `busyProps` (useRowAction)
 * keep it from opening while the page's last action is still on its way.
 */
export function ConfirmActionButton({
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
  busyProps,
  className,
  ariaLabel,
  icon: Icon,
  children,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  busyProps: { 'aria-disabled': boolean; onClick: (event: MouseEvent) => void };
  className: string;
  ariaLabel?: string | undefined;
  /** Shown before the words; left out in table rows, where space is short. */
  icon?: LucideIcon | undefined;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      danger={danger}
      onConfirm={onConfirm}
      trigger={
        <button type="button" className={className} aria-label={ariaLabel} {...busyProps}>
          {Icon ? <Icon className="h-4 w-4" aria-hidden="true" /> : null}
          {children}
        </button>
      }
    />
  );
}
