import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const info = {
  networkName: 'Yuvi Testnet',
  latestBlock: 1000,
  latestSolidifiedBlock: 981,
  witnesses: 30,
  activeWitnesses: 27,
  chainParameters: 64,
  indexerLagMs: 850,
};
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./NodePage'), 60_000);

describe('node page', () => {
  it("shows heads, sync state, SRs, parameters and the indexer's lag; says what the API does not report", async () => {
    renderApp('/blockchain/node', {
      routes: {
        'GET /api/nodeinfo': { data: info },
        'POST /wallet/getnowblock': {
          data: { blockID: 'ab', block_header: { raw_data: { number: 1001, timestamp: 1 } } },
        },
      },
    });
    await waitFor(() => expect(row('Node head block')).toHaveTextContent('1,001'));
    expect(row('Network')).toHaveTextContent('Yuvi Testnet');
    expect(row('Indexed head block')).toHaveTextContent('1,000');
    expect(row('Solidified block')).toHaveTextContent('981');
    expect(row('Sync state')).toHaveTextContent('In sync');
    expect(row('Indexer lag')).toHaveTextContent('850 ms');
    expect(row('Super Representatives')).toHaveTextContent('27 active of 30');
    expect(row('Node version')).toHaveTextContent('Not reported by the API');
    expect(row('Peers')).toHaveTextContent('Not reported by the API');
  });

  it('says how far behind the explorer is while it catches up', async () => {
    renderApp('/blockchain/node', {
      routes: {
        'GET /api/nodeinfo': { data: { ...info, indexerLagMs: null } },
        'POST /wallet/getnowblock': { data: { block_header: { raw_data: { number: 1500 } } } },
      },
    });
    await waitFor(() =>
      expect(row('Sync state')).toHaveTextContent('Catching up: 500 blocks behind the node'),
    );
    expect(row('Indexer lag')).toHaveTextContent('Unknown');
  });
});
