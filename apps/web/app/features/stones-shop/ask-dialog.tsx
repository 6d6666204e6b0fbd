import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { keepOpenForToasts } from '../../lib/toast.ts';

/**
 * The "Ask about this stone" dialog (loaded when first opened, see ask-button.tsx): the
 * inquiry form with the stone named above it. Escape, the overlay or the close button end it,
 * and the focus goes back to the button.
 */
export function AskDialog({
  open,
  onClose,
  opener,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[1px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(94vw,520px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-md bg-ivory p-6 shadow-xl sm:p-8"
          data-testid="ask-dialog"
          onInteractOutside={keepOpenForToasts}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl text-ink sm:text-3xl">{title}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-2 rounded p-2 text-ink" aria-label="Close">
              <X className="h-5 w-5" strokeWidth={1.5} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm leading-6 text-stone">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
