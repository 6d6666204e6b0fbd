import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { keepOpenForToasts } from '../../lib/toast.ts';

const widths = { narrow: 'w-[min(94vw,460px)]', wide: 'w-[min(94vw,520px)]' } as const;

/**
 * A back-office form in a dialog. A successful answer from the form's action (`outcome`) closes
 * it; opening it again starts afresh, even when the last answer was a success.
 */
export function FormDialog({
  trigger,
  title,
  description,
  descriptionId,
  width,
  outcome,
  children,
}: {
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  descriptionId: string;
  width: keyof typeof widths;
  /** The action's last answer to this form. */
  outcome: { ok: boolean } | undefined;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openedAfter, setOpenedAfter] = useState<{ ok: boolean } | undefined>(undefined);
  const closedBySuccess = outcome?.ok === true && outcome !== openedAfter;
  return (
    <Dialog.Root
      open={open && !closedBySuccess}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpenedAfter(outcome);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] ${widths[width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-md bg-white p-6 shadow-xl`}
          aria-describedby={descriptionId}
          onInteractOutside={keepOpenForToasts}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-stone hover:text-ink" aria-label="Close">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <p id={descriptionId} className="mt-2 text-sm text-stone">
            {description}
          </p>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
