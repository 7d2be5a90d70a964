import type { ActionStage } from './types';

const STAGE_TEXT: Record<ActionStage, string> = {
  building: 'building the transaction…',
  signing: 'waiting for the wallet to sign…',
  broadcasting: 'broadcasting…',
  confirming: 'sent; waiting for a block…',
};

export interface ActionToast {
  stage(stage: ActionStage): void;
  success(text: string): void;
  failure(text: string): void;
}

/**
 * One toast per action, updated in place from "building" to its result. The toast library loads with
 * the first action, never on the first-paint path.
 */
export async function openActionToast(label: string): Promise<ActionToast> {
  const [{ toast }, { TOAST_AUTO_CLOSE_MS }] = await Promise.all([
    import('react-toastify'),
    import('../app/Toasts'),
  ]);
  const id = toast.loading(`${label}: ${STAGE_TEXT.building}`);
  const settle = (type: 'success' | 'error', render: string) =>
    toast.update(id, { render, type, isLoading: false, autoClose: TOAST_AUTO_CLOSE_MS, closeButton: true });
  return {
    stage: (stage) => toast.update(id, { render: `${label}: ${STAGE_TEXT[stage]}` }),
    success: (text) => settle('success', `${label}: ${text}`),
    failure: (text) => settle('error', `${label} failed. ${text}`),
  };
}
