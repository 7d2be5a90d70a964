import { ToastContainer } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 3000;

/** One toast setup for the whole app: top-center, 3000 ms, dark, newest on top. Loaded after the first paint. */
export default function Toasts() {
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} theme="dark" newestOnTop />;
}
