import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkParameters, proposal } from '../../components/testing/governanceSamples';
import { address, transactionDetail } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./TransactionDetailsPage'), 60_000);

const tx = transactionDetail('proposal', {
  contractType: 16,
  contractTypeName: 'ProposalCreateContract',
  parameter: {
    type: 'ProposalCreate',
    typeName: 'ProposalCreateContract',
    owner: address('sr 1'),
    permissionId: 0,
    parameters: [{ key: '11', value: '420' }],
  },
});

describe('a proposal transaction', () => {
  it("names the proposal's parameters and links the proposal it created", async () => {
    renderApp(`/transactiondetails/${tx.hash}`, {
      routes: {
        transactionLookup: { data: { transaction: tx } },
        networkParameters: { data: networkParameters },
        proposals: {
          data: {
            proposals: [
              proposal(7, { createdAt: tx.timestamp }),
              proposal(2, { proposer: address('alice') }),
            ],
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Proposed parameters' });
    await waitFor(() =>
      expect(list).toHaveTextContent('Energy price (sun per energy) (#11) → 420 sun (0.00042 POX)'),
    );
    expect(await screen.findByRole('link', { name: 'Proposal #7' })).toHaveAttribute(
      'href',
      '/governance/parameterandproposal?tab=proposals&proposal=7',
    );
  });
});
