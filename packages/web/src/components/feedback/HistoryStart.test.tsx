import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { installFakeEventSource } from '../testing/fakeEventSource';
import { block, homeStats, page } from '../testing/samples';

const routes = (indexedFrom: number) => ({
  blocks: { data: page([block(1000), block(999)], { page: 1, limit: 20, total: 101 }) },
  homeStats: { data: { ...homeStats, indexedFrom } },
});

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeEventSource();
});
afterEach(() => uninstall());

beforeAll(() => import('../../pages/blocks/BlocksPage'), 60_000);

describe('where history starts, on a list', () => {
  it('says the list holds nothing older than the first indexed block, linking it', async () => {
    renderApp('/blockchain/blocks', { routes: routes(900) });
    const note = await screen.findByText(/Indexed from block/);
    expect(note).toHaveTextContent('Indexed from block 900: nothing older is listed here.');
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/blockchain/block/blockdetails/900');
  });

  it('says nothing when history starts at genesis', async () => {
    renderApp('/blockchain/blocks', { routes: routes(0) });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
    expect(screen.queryByText(/Indexed from block/)).toBeNull();
  });
});
