import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkParameters, proposal, witness, witnesses } from '../../components/testing/governanceSamples';
import { address, transactionDetail } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';
import { BUILT_TRANSACTION, connectWallet } from '../../wallet-actions/testing/walletFixtures';

const SR_ADDRESS = address('sr 1');

const proposals = [
  proposal(5, { expiresAt: Date.now() + 125_000 }),
  proposal(4, { proposer: address('sr 2'), state: 'CANCELED' }),
  proposal(3, {
    state: 'APPROVED',
    parameters: [{ key: 'getMaintenanceTimeInterval', proposalKey: 0, value: '600000' }],
  }),
];

const routes = {
  networkParameters: { data: networkParameters },
  proposals: { data: { proposals } },
  witnesses: {
    data: {
      witnesses: [witness(1, { name: 'Alpha' }), witness(2, { name: 'Bravo' }), ...witnesses(3, 27)],
      totalVotes: '1',
    },
  },
  witnessPartners: { data: { witnesses: [], totalVotes: '1' } },
};

function asSr(extra = {}) {
  const wallet = connectWallet(SR_ADDRESS);
  return {
    wallet,
    routes: {
      ...routes,
      nodeAccount: { data: { address: SR_ADDRESS, is_witness: true } },
      nodeAccountResource: { data: {} },
      nodeReward: { data: {} },
      buildProposalCreate: { data: BUILT_TRANSACTION },
      buildProposalApprove: { data: BUILT_TRANSACTION },
      buildProposalDelete: { data: BUILT_TRANSACTION },
      broadcastTransaction: { data: { result: true } },
      nodeTransactionInfo: { data: { blockNumber: 4322 } },
      transactionLookup: {
        data: { transaction: transactionDetail('proposed', { hash: BUILT_TRANSACTION.txID }) },
      },
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
    expect(interval).toHaveTextContent('getMaintenanceTimeInterval · proposal #0');
    expect(interval).toHaveTextContent(
      '600,000 ms (10 min)Unknown: changed before the explorer first read it',
    );
    expect(within(interval).getByRole('link', { name: 'Proposal #3' })).toHaveAttribute(
      'href',
      '/governance/parameterandproposal?tab=proposals&proposal=3',
    );
    expect(screen.queryByRole('form', { name: 'Create a proposal' })).toBeNull();
  });

  it('lets a parameter getter wrap only between its words, and keeps a proposal with its number', async () => {
    renderApp('/governance/parameterandproposal', { routes });
    const table = await screen.findByRole('table', { name: 'Chain parameters' });
    const energy = await within(table).findByRole('row', { name: /Energy price/ });
    const getter = within(energy).getByText(/getEnergyFee/, { selector: 'small' });
    expect(getter).toHaveTextContent('getEnergyFee · proposal #11');
    const words = Array.from(getter.childNodes, (node) => (node.nodeName === 'WBR' ? '|' : node.textContent));
    expect(words.join('')).toBe('get|Energy|Fee · proposal\u00a0#11');
  });

  it('lists proposals and opens one with its changes, approvals by SR name and expiry countdown', async () => {
    renderApp('/governance/parameterandproposal?tab=proposals&proposal=5', { routes });
    const table = await screen.findByRole('table', { name: 'Proposals' });
    const pending = await within(table).findByRole('row', { name: /#5/ });
    expect(pending).toHaveTextContent('Energy price (sun per energy) → 420 sun (0.00042 POX)2Pending');
    expect(within(table).getByRole('row', { name: /#4/ })).toHaveTextContent('Cancelled');
    expect(within(table).getByRole('row', { name: /#3/ })).toHaveTextContent('Approved');
    const expiresColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Expires');
    const expiries = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[expiresColumn]?.textContent);
    expect(expiries).toHaveLength(3);
    for (const expiry of expiries) expect(expiry).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    const detail = screen.getByRole('region', { name: 'Proposal #5' });
    await waitFor(() =>
      expect(within(detail).getByRole('list', { name: 'Approved by' })).toHaveTextContent('BravoSR 3'),
    );
    expect(detail).toHaveTextContent('ProposerAlpha');
    expect(detail).toHaveTextContent(/Expires0[12]:\d\d/);
    expect(within(detail).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("lets a connected SR create a proposal: the full node's builder makes it, the wallet signs it", async () => {
    const user = userEvent.setup();
    const setup = asSr();
    const { requests } = renderApp('/governance/parameterandproposal', { routes: setup.routes });
    const form = await screen.findByRole('form', { name: 'Create a proposal' });
    await waitFor(() => expect(within(form).getByText('Now 100 sun (0.0001 POX)')).toBeInTheDocument());
    expect(
      within(form).getByRole('option', { name: '#11 Energy price (sun per energy)' }),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New value 1'), '420');
    await user.click(within(form).getByRole('button', { name: 'Add a parameter' }));
    await user.selectOptions(within(form).getByLabelText('Parameter 2'), 'getMaintenanceTimeInterval');
    await user.type(within(form).getByLabelText('New value 2'), '300000');
    await user.click(within(form).getByRole('button', { name: 'Create proposal' }));
    expect(await screen.findByText('Create proposal: confirmed in block 4,322.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/proposalcreate')?.data).toEqual({
      owner_address: SR_ADDRESS,
      parameters: [
        { key: 11, value: 420 },
        { key: 0, value: 300_000 },
      ],
      visible: true,
    });
    expect(setup.wallet.signed).toEqual([BUILT_TRANSACTION]);
    const sent = requests.find((r) => r.url === '/wallet/broadcasttransaction')?.data as {
      txID: string;
      signature: string[];
    };
    expect(sent.txID).toBe(BUILT_TRANSACTION.txID);
    expect(sent.signature).toHaveLength(1);
  });

  it("shows the full node's refusal of a proposal and sends nothing", async () => {
    const user = userEvent.setup();
    const setup = asSr({
      buildProposalCreate: {
        data: { Error: 'class org.tron.core.exception.ContractValidateException : Witness[41ab] not exists' },
      },
    });
    const { requests } = renderApp('/governance/parameterandproposal', { routes: setup.routes });
    const form = await screen.findByRole('form', { name: 'Create a proposal' });
    await waitFor(() => expect(within(form).getByText('Now 100 sun (0.0001 POX)')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('New value 1'), '420');
    await user.click(within(form).getByRole('button', { name: 'Create proposal' }));
    expect(await screen.findByText('Create proposal failed. Witness[41ab] not exists')).toBeInTheDocument();
    expect(setup.wallet.signed).toHaveLength(0);
    expect(requests.some((r) => r.url === '/wallet/broadcasttransaction')).toBe(false);
  });

  it('lets a connected SR approve a pending proposal and delete its own', async () => {
    const user = userEvent.setup();
    const setup = asSr();
    const { requests } = renderApp('/governance/parameterandproposal?tab=proposals&proposal=5', {
      routes: setup.routes,
    });
    const detail = await screen.findByRole('region', { name: 'Proposal #5' });
    await user.click(await within(detail).findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve proposal #5: confirmed in block 4,322.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/proposalapprove')?.data).toEqual({
      owner_address: SR_ADDRESS,
      proposal_id: 5,
      is_add_approval: true,
      visible: true,
    });
    await user.click(within(detail).getByRole('button', { name: 'Delete proposal' }));
    expect(await screen.findByText('Delete proposal #5: confirmed in block 4,322.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/proposaldelete')?.data).toEqual({
      owner_address: SR_ADDRESS,
      proposal_id: 5,
      visible: true,
    });
    expect(setup.wallet.signed).toHaveLength(2);
  });
});
