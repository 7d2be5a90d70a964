import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

// The dropdown code arrives only when the test says so.
const chunk = await vi.hoisted(async () => (await import('../../test/gatedChunk')).gatedChunk());

vi.mock('./MenuDropdown', async (load) => {
  await chunk.arrived;
  return load();
});

describe('a dropdown clicked before its code arrives', () => {
  it('opens as soon as the code arrives', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const placeholder = await screen.findByRole('button', { name: 'Governance' });
    expect(placeholder).not.toHaveAttribute('data-state');
    await user.click(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    chunk.release();
    expect(await screen.findByRole('menuitem', { name: 'Votes' })).toHaveAttribute(
      'href',
      '/governance/votes',
    );
  });
});
