import type { Rankings } from '@poxscan/api/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const DAY = Date.UTC(2026, 10, 24);
const HOLDER = 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH';
// A quiet day: POX and a token have holders, but no flow happened in the window.
const quiet: Rankings = {
  window: '1d',
  from: DAY,
  to: DAY,
  accountsByBalance: [{ address: HOLDER, name: null, value: '5000000' }],
  accountsByTransactionsSent: [],
  accountsByFeesPaid: [],
  tokensByHolders: [],
  tokensByTransfers: [],
  contractsByCalls: [],
  contractsByEnergy: [],
  srsByBlocks: [],
  at: DAY,
};

const panel = (title: string) => screen.getByRole('region', { name: title });

describe('Rankings page', () => {
  it('says a flow list is empty in its window, and a standing list that no one is in it yet', async () => {
    renderApp('/data/rankings', { routes: { rankings: { data: quiet } } });
    expect(await screen.findByRole('table', { name: 'Accounts by balance' })).toHaveTextContent('5 POX');
    expect(within(panel('Accounts by transactions sent')).getByText('Nothing in this window.')).toBeVisible();
    expect(within(panel('Tokens by holders')).getByText('No token has holders yet.')).toBeVisible();
    expect(within(panel('Tokens by holders')).queryByText('Nothing in this window.')).toBeNull();
  });
});
