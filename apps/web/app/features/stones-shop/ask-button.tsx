import { MessageCircleQuestion } from 'lucide-react';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { DrawerButton } from '../../components/ui/drawer-button.tsx';
import { onDemand } from '../../lib/on-demand.ts';

const AskDialog = onDemand(() => import('./ask-dialog.tsx').then((module) => module.AskDialog));

/**
 * "Ask about this stone": a button opening the inquiry form in a dialog. The dialog (and the
 * form the page hands in, itself loaded on demand) download when the button is hovered,
 * touched or focused, not with the page.
 */
export function AskButton({
  stoneName,
  preloadForm,
  children,
}: {
  stoneName: string;
  /** Starts loading the form the dialog holds. */
  preloadForm?: () => void;
  /** The form. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => {
    AskDialog.preload();
    preloadForm?.();
  };
  return (
    <>
      <DrawerButton
        ref={opener}
        open={open}
        preload={preload}
        onOpen={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="button-secondary w-full py-3.5"
        data-testid="ask-about-stone"
      >
        <MessageCircleQuestion className="h-5 w-5" strokeWidth={1.4} aria-hidden="true" />
        Ask about this stone
      </DrawerButton>
      {used ? (
        <Suspense fallback={null}>
          <AskDialog
            open={open}
            onClose={() => setOpen(false)}
            opener={opener}
            title="Ask about this stone"
            description={`${stoneName}. Our gemmologists answer by e-mail, usually within a working day — ask for more pictures, a video or a ring to set it in.`}
          >
            <Suspense fallback={<p className="text-sm text-stone">Loading the form…</p>}>{children}</Suspense>
          </AskDialog>
        </Suspense>
      ) : null}
    </>
  );
}
