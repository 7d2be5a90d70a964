import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

// The dropdown code arrives only when the test says so.
const chunk = await vi.hoisted(async () => (await import('../../test/gatedChunk')).gatedChunk());

vi.mock('./MenuDropdown', async (load) => {
  await chunk.arrived;
  return load();
});

describe('a dropdown pressed before its code arrives', () => {
  // Radix opens on pointer down, so a press that starts on the placeholder and ends on the real trigger
  // (its code arriving in between) must open the menu.
  it('opens as soon as the code arrives', async () => {
    renderApp('/');
    const placeholder = await screen.findByRole('button', { name: 'Governance' });
    fireEvent.pointerDown(placeholder);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    chunk.release();
    expect(await screen.findByRole('menuitem', { name: 'Votes' })).toHaveAttribute(
      'href',
      '/governance/votes',
    );
  });
});
