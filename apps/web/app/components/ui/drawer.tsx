import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { keepOpenForToasts } from '../../lib/toast.ts';

const sides = {
  left: { content: 'left-0', title: 'text-xl', close: 'rounded p-2 text-ink' },
  right: { content: 'right-0', title: 'text-2xl', close: '-mr-2 rounded p-2 text-ink' },
} as const;

/**
 * A panel that slides over the page from one side (the mobile menu, the filters): focus stays
 * inside, Escape, the overlay or the close button ends it, and focus goes back to the button
 * that opened it. Loaded on demand with what it holds (see DrawerButton).
 */
export function Drawer({
  open,
  onClose,
  opener,
  side,
  title,
  closeLabel,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The button that opened it: it gets the focus back. */
  opener: RefObject<HTMLButtonElement | null>;
  side: keyof typeof sides;
  title: string;
  closeLabel: string;
  testId: string;
  /** The body; a Dialog.Close in it closes the drawer too. */
  children: ReactNode;
}) {
  const look = sides[side];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30 backdrop-blur-[1px]" />
        <Dialog.Content
          className={`fixed inset-y-0 ${look.content} z-50 flex w-[min(92vw,420px)] flex-col bg-ivory shadow-xl`}
          aria-describedby={undefined}
          data-testid={testId}
          onInteractOutside={keepOpenForToasts}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className={`font-display ${look.title}`}>{title}</Dialog.Title>
            <Dialog.Close className={look.close} aria-label={closeLabel}>
              <X className="h-5 w-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
