import { ToastContainer } from 'react-toastify/unstyled';
// The stylesheet as a file: the default entry injects it as a <style> element at run time, which
// the page's Content-Security-Policy refuses. Every `toast` import uses the unstyled entry as well
// (the two entries keep separate toast queues).
import 'react-toastify/ReactToastify.css';
import { useToastsBelowHeader } from './use-toasts-below.ts';

/**
 * The toast area, with the shop's defaults spelled out so that a library upgrade cannot change
 * them silently: at the top right (below the header: app.css), 5 s, a close button, paused while
 * the pointer is over a toast and while the window has no focus, dragged away on a touch screen
 * past 80 % of its width, light theme; leaving takes 300 ms (app.css). A toast is an alert
 * (role="alert"), so a screen reader says it as it appears. The header search's error toast
 * asks for the top centre and 3 s itself.
 */
export function Toasts() {
  useToastsBelowHeader();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton
      pauseOnHover
      pauseOnFocusLoss
      draggable="touch"
      draggablePercent={80}
      theme="light"
      role="alert"
      newestOnTop={false}
    />
  );
}
