import { txIdFromRawDataHex } from '@poxscan/protocol/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkParameters, proposal, witness, witnesses } from '../../components/testing/governanceSamples';
import { address } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';
import { connectWallet } from '../../wallet-actions/testing/walletFixtures';

const SR_ADDRESS = address('sr 1');
const HEAD = {
  blockID: '00000000000010e1c9a1b2c3d4e5f60718293a4b5c6d7e8f9010203040506070',
  block_header: { raw_data: { number: 4321, timestamp: 1_730_000_000_000 } },
};

const proposals = [
  proposal(5, { expiresAt: Date.now() + 125_000 }),
  proposal(4, { proposer: address('sr 2'), state: 'CANCELED' }),
  proposal(3, { state: 'APPROVED', parameters: [{ key: 'getMaintenanceTimeInterval', value: '600000' }] }),
];

const routes = {
  'GET /governance/networkParameters': { data: networkParameters },
  'GET /governance/getProposal': { data: { proposals } },
  'POST /governance/getWitnessData': {
    data: {
      witnesses: [witness(1, { name: 'Alpha' }), witness(2, { name: 'Bravo' }), ...witnesses(3, 27)],
      totalVotes: '1',
    },
  },
  'POST /governance/getWitnessDataP': { data: { witnesses: [], totalVotes: '1' } },
};

function asSr(extra = {}) {
  const wallet = connectWallet(SR_ADDRESS);
  return {
    wallet,
    routes: {
      ...routes,
      'POST /wallet/getaccount': { data: { address: SR_ADDRESS, is_witness: true } },
      'POST /wallet/getaccountresource': { data: {} },
      'POST /wallet/getReward': { data: {} },
      'POST /wallet/getnowblock': { data: HEAD },
      'POST /wallet/broadcasttransaction': { data: { result: true } },
      'POST /wallet/gettransactioninfobyid': { data: { blockNumber: 4322 } },
      'GET /api/transaction/detail': { data: {} },
      ...extra,
    },
  };
}

describe('parameters and proposals page', () => {
  it('lists every parameter with its value, initial value and the proposals that changed it', async () => {
    renderApp('/governance/parameterandproposal', { routes });
    const table = await screen.findByRole('table', { name: 'Chain parameters' });
    const energy = await within(table).findByRole('row', { name: /Energy price/ });
    expect(energy).toHaveTextContent('getEnergyFee · proposal #11');
    expect(energy).toHaveTextContent('100 sun (0.0001 POX)100 sun (0.0001 POX)—');
    const interval = within(table).getByRole('row', { name: /Maintenance interval/ });
    expect(interval).toHaveTextContent('600,000 ms (10 min)Not reported by the API');
    expect(within(interval).getByRole('link', { name: 'Proposal #3' })).toHaveAttribute(
      'href',
      '/governance/parameterandproposal?tab=proposals&proposal=3',
    );
    expect(screen.queryByRole('form', { name: 'Create a proposal' })).toBeNull();
  });

  it('lists proposals and opens one with its changes, approvals by SR name and expiry countdown', async () => {
    renderApp('/governance/parameterandproposal?tab=proposals&proposal=5', { routes });
    const table = await screen.findByRole('table', { name: 'Proposals' });
    const pending = await within(table).findByRole('row', { name: /#5/ });
    expect(pending).toHaveTextContent('Energy price (sun per energy) → 420 sun (0.00042 POX)2Pending');
    expect(within(table).getByRole('row', { name: /#4/ })).toHaveTextContent('Cancelled');
    expect(within(table).getByRole('row', { name: /#3/ })).toHaveTextContent('Approved');
    const detail = screen.getByRole('region', { name: 'Proposal #5' });
    await waitFor(() =>
      expect(within(detail).getByRole('list', { name: 'Approved by' })).toHaveTextContent('BravoSR 3'),
    );
    expect(detail).toHaveTextContent('ProposerAlpha');
    expect(detail).toHaveTextContent(/Expires0[12]:\d\d/);
    expect(within(detail).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lets a connected SR create a proposal, built and signed as java-tron would build it', async () => {
    const user = userEvent.setup();
    const setup = asSr();
    const { requests } = renderApp('/governance/parameterandproposal', { routes: setup.routes });
    const form = await screen.findByRole('form', { name: 'Create a proposal' });
    await waitFor(() => expect(within(form).getByText('Now 100 sun (0.0001 POX)')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('New value 1'), '420');
    await user.click(within(form).getByRole('button', { name: 'Add a parameter' }));
    await user.selectOptions(within(form).getByLabelText('Parameter 2'), 'getMaintenanceTimeInterval');
    await user.type(within(form).getByLabelText('New value 2'), '300000');
    await user.click(within(form).getByRole('button', { name: 'Create proposal' }));
    expect(await screen.findByText('Create proposal: confirmed in block 4,322.')).toBeInTheDocument();
    const [tx] = setup.wallet.signed;
    expect(tx!.txID).toBe(txIdFromRawDataHex(tx!.raw_data_hex));
    expect(tx!.raw_data).toMatchObject({
      contract: [
        {
          type: 'ProposalCreateContract',
          parameter: {
            value: {
              owner_address: SR_ADDRESS,
              parameters: [
                { key: 11, value: 420 },
                { key: 0, value: 300_000 },
              ],
            },
          },
        },
      ],
      ref_block_bytes: '10e1',
      ref_block_hash: 'c9a1b2c3d4e5f607',
      expiration: 1_730_000_060_000,
    });
    const sent = requests.find((r) => r.url === '/wallet/broadcasttransaction')?.data as {
      signature: string[];
    };
    expect(sent.signature).toHaveLength(1);
  });

  it('lets a connected SR approve a pending proposal and delete its own', async () => {
    const user = userEvent.setup();
    const setup = asSr();
    renderApp('/governance/parameterandproposal?tab=proposals&proposal=5', { routes: setup.routes });
    const detail = await screen.findByRole('region', { name: 'Proposal #5' });
    await user.click(await within(detail).findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve proposal #5: confirmed in block 4,322.')).toBeInTheDocument();
    expect(setup.wallet.signed[0]!.raw_data).toMatchObject({
      contract: [
        {
          type: 'ProposalApproveContract',
          parameter: { value: { owner_address: SR_ADDRESS, proposal_id: 5, is_add_approval: true } },
        },
      ],
    });
    await user.click(within(detail).getByRole('button', { name: 'Delete proposal' }));
    expect(await screen.findByText('Delete proposal #5: confirmed in block 4,322.')).toBeInTheDocument();
    expect(setup.wallet.signed[1]!.raw_data).toMatchObject({
      contract: [{ type: 'ProposalDeleteContract', parameter: { value: { proposal_id: 5 } } }],
    });
  });
});
