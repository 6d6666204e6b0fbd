import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/*
 * Leaving the editor with unsaved changes asks first: inside the app with a dialog (React
 * Router's blocker), when the tab is closed or reloaded with the browser's own question.
 * Moving between the editor's steps is not leaving.
 */

function insideEditor(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

export function LeaveGuard({
  dirty,
  basePath,
  mode,
  allowLeaving,
  onDiscard,
}: {
  dirty: boolean;
  basePath: string;
  mode: 'new' | 'edit';
  /** Set once the product is saved: the way to its page is not a loss. */
  allowLeaving: RefObject<boolean>;
  onDiscard: () => void;
}) {
  const blocker = useBlocker(
    ({ nextLocation }) => dirty && !allowLeaving.current && !insideEditor(nextLocation.pathname, basePath),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowLeaving.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, allowLeaving]);

  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onEscapeKeyDown={() => blocker.reset?.()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,480px)] -translate-x-1/2 -translate-y-1/2 rounded-md bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-2xl text-ink">
            {mode === 'new' ? 'Leave the new jewellery?' : 'Leave without saving?'}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-6 text-graphite">
            {mode === 'new'
              ? 'It is not saved yet. Its draft stays in this tab, so you can come back to it from “New jewellery” — or discard it now.'
              : 'Your changes to this piece are not saved and will be lost.'}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="button-secondary py-2" onClick={() => blocker.reset?.()}>
              Keep editing
            </AlertDialog.Cancel>
            {mode === 'new' ? (
              <>
                <AlertDialog.Action
                  className="button-secondary py-2"
                  onClick={() => {
                    onDiscard();
                    blocker.proceed?.();
                  }}
                >
                  Discard the draft
                </AlertDialog.Action>
                <AlertDialog.Action className="button-primary py-2" onClick={() => blocker.proceed?.()}>
                  Leave, keep the draft
                </AlertDialog.Action>
              </>
            ) : (
              <AlertDialog.Action
                className="button-primary bg-red-800 py-2 hover:bg-red-900"
                onClick={() => blocker.proceed?.()}
              >
                Leave and lose the changes
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
