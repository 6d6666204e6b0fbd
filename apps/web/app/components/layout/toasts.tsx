import { ToastContainer } from 'react-toastify/unstyled';
// The stylesheet as a file: the default entry injects it as a <style> element at run time, which
// the page's Content-Security-Policy refuses. Every `toast` import uses the unstyled entry as well
// (the two entries keep separate toast queues).
import 'react-toastify/ReactToastify.css';

/**
 * The toast area with SPEC §9's defaults (top-right, 5 s, close button, pause on hover and on
 * focus loss, touch drag with an 80 % threshold, light theme). Those are react-toastify's own
 * defaults; they are spelled out so a library upgrade cannot change them silently.
 */
export function Toasts() {
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
      newestOnTop={false}
    />
  );
}
