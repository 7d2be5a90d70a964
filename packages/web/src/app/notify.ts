/**
 * Toasts without putting the toast library on the first-paint path: it loads with the first message
 * (react-toastify queues messages until its container mounts).
 */
const library = () => import('react-toastify');

export const notify = {
  error(message: string): void {
    void library().then(({ toast }) => toast.error(message));
  },
  info(message: string): void {
    void library().then(({ toast }) => toast.info(message));
  },
};
