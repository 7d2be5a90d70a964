import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

// The page's code arrives only when the test says so, as over a slow network.
const chunk = await vi.hoisted(async () => (await import('../test/gatedChunk')).gatedChunk());

vi.mock('../pages/blocks/BlocksPage', async () => {
  await chunk.arrived;
  return { default: () => <h1>Blocks</h1> };
});

describe('page loading', () => {
  it('shows a spinner in the layout until the page code arrives', async () => {
    renderApp('/blockchain/blocks');
    expect(await screen.findByTestId('page-spinner')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    chunk.release();
    expect(await screen.findByRole('heading', { name: 'Blocks' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-spinner')).not.toBeInTheDocument();
  });
});
