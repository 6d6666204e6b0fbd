import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useRef } from 'react';

/**
 * Asks before anything that cannot simply be undone (deleting an address, disabling an
 * account). Focus is trapped in the dialog and returns to the trigger — or, for a dialog
 * opened from elsewhere (a blocked navigation), to what had focus before; Escape cancels.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
}: {
  /** The button that opens it; leave out and pass `open` to open it from elsewhere. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  const before = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !before.current?.isConnected) return;
            event.preventDefault();
            before.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 rounded-md bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-2xl text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-6 text-graphite">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="button-secondary py-2">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`button-primary py-2 ${danger ? 'bg-red-800 hover:bg-red-900' : ''}`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
