import { ToastContainer } from 'react-toastify';

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
