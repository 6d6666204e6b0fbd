import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

/*
 * Toasts, with react-toastify loaded on demand: a page needs it only once it has something to
 * say, so neither the library nor its container is part of a page's first load. The first toast
 * loads both; react-toastify keeps what is said before its container mounts and shows it then.
 * Every toast goes through here (lint refuses `toast` from react-toastify elsewhere): a toast
 * that bypassed it would wait for a container nothing mounts.
 */

type Kind = 'success' | 'error' | 'info';
/** What is used of react-toastify's module. */
type Toastify = { toast: Record<Kind, (message: string, options?: ToastOptions) => unknown> };

let toastify: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify/unstyled').catch((error: unknown) => {
    // A failed download is tried again with the next toast.
    toastify = undefined;
    throw error;
  });
  return toastify;
}

function say(kind: Kind, message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loadToastify().then(
    (library) => library.toast[kind](message, options),
    () => undefined,
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => say('success', message, options),
  error: (message: string, options?: ToastOptions) => say('error', message, options),
  info: (message: string, options?: ToastOptions) => say('info', message, options),
};

/**
 * For a modal dialog's `onInteractOutside`: a press on a toast (its close button) is not a press
 * outside the dialog. Without this, that first click closed the dialog, took the form's input
 * with it, and left the toast, which took a second click.
 */
export function keepOpenForToasts(event: { target: EventTarget | null; preventDefault(): void }): void {
  if (event.target instanceof Element && event.target.closest('.Toastify')) event.preventDefault();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether anything has been said yet: the toast area mounts from then on (never on the server). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
