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
  node: {
    version: '4.8.1',
    versionNumber: '18306',
    p2pVersion: '11111',
    headBlock: 1001,
    solidifiedBlock: 981,
    connections: { current: 3, active: 1, passive: 2 },
    peers: {
      total: 3,
      list: [
        { host: '10.0.0.7', port: 18888 },
        { host: '10.0.0.8', port: 18888 },
      ],
    },
    checkedAt: 1,
  },
};
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./NodePage'), 60_000);

describe('node page', () => {
  it("shows heads, sync state, SRs, parameters, the indexer's lag and the node's version and peers", async () => {
    renderApp('/blockchain/node', {
      routes: {
        nodeInfo: { data: info },
        nodeNowBlock: {
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
    expect(row('Node version')).toHaveTextContent('4.8.1 (build 18306, p2p 11111)');
    expect(row('Connections')).toHaveTextContent('3 (1 outgoing, 2 incoming)');
    expect(row('Peers')).toHaveTextContent('3: 10.0.0.7:18888, 10.0.0.8:18888 and 1 more');
  });

  it('says so when the node itself does not answer, or does not list its peers', async () => {
    renderApp('/blockchain/node', {
      routes: {
        nodeInfo: { data: { ...info, node: null } },
        nodeNowBlock: { data: { block_header: { raw_data: { number: 1000 } } } },
      },
    });
    await waitFor(() => expect(row('Node version')).toHaveTextContent('The node did not answer'));
    expect(row('Peers')).toHaveTextContent('The node did not answer');
  });

  it('says when the node lists no peers, or could not', async () => {
    renderApp('/blockchain/node', {
      routes: {
        nodeInfo: { data: { ...info, node: { ...info.node, peers: null } } },
        nodeNowBlock: { data: { block_header: { raw_data: { number: 1000 } } } },
      },
    });
    await waitFor(() => expect(row('Peers')).toHaveTextContent('The node did not list its peers'));
  });

  it('says how far behind the explorer is while it catches up', async () => {
    renderApp('/blockchain/node', {
      routes: {
        nodeInfo: { data: { ...info, indexerLagMs: null } },
        nodeNowBlock: { data: { block_header: { raw_data: { number: 1500 } } } },
      },
    });
    await waitFor(() =>
      expect(row('Sync state')).toHaveTextContent('Catching up: 500 blocks behind the node'),
    );
    expect(row('Indexer lag')).toHaveTextContent('Unknown');
  });
});
