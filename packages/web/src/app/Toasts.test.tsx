import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import Toasts, { TOAST_AUTO_CLOSE_MS } from './Toasts';

describe('toasts', () => {
  it('appear at top-center in the dark theme, newest on top, and close after 3000 ms', async () => {
    render(<Toasts />);
    notify.info('first');
    expect(await screen.findByText('first')).toBeInTheDocument();
    notify.error('second');
    await screen.findByText('second');
    const container = document.querySelector('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-center');
    const toasts = [...document.querySelectorAll('.Toastify__toast')];
    expect(toasts.map((t) => t.textContent)).toEqual(['second', 'first']);
    for (const t of toasts) expect(t).toHaveClass('Toastify__toast-theme--dark');
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
    const progress = document.querySelector('.Toastify__progress-bar');
    expect(progress).toHaveStyle({ animationDuration: '3000ms' });
    act(() => toast.dismiss());
  });

  it('shows messages sent before the toast code loaded', async () => {
    notify.info('queued before mount');
    await new Promise((resolve) => setTimeout(resolve, 20));
    render(<Toasts />);
    expect(await screen.findByText('queued before mount')).toBeInTheDocument();
    act(() => toast.dismiss());
  });
});
