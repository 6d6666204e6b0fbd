import { ToastContainer } from 'react-toastify/unstyled';
// The stylesheet as a file: the default entry injects it as a <style> element at run time, which
// the page's Content-Security-Policy refuses. Every `toast` import uses the unstyled entry as well
// (the two entries keep separate toast queues).
import 'react-toastify/ReactToastify.css';

/**
 * The toast area: at the bottom right, where a toast covers none of the headers' actions (on a
 * phone, react-toastify spreads it along the bottom; on the storefront app.css lifts it above
 * the WhatsApp button); 5 s, close button, pause on hover and on focus loss, touch drag with an
 * 80 % threshold, light theme. They are spelled out so a library upgrade cannot change them
 * silently.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
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
