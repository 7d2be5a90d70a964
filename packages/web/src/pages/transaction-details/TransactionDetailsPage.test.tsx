import type { TransactionDetail } from '@poxscan/api/schemas';
import { encodeFunctionCall, eventTopic, toHexAddress } from '@poxscan/protocol/browser';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NodeContract } from '../../api/resources/explorer';
import { verifiedContract } from '../../components/testing/contractSamples';
import { address, hash, POX, transactionDetail, transfer, USDP } from '../../components/testing/samples';
import type { FakeRoutes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

/** A real PRC20 (TRC20) contract as the node's getcontract answers it: its ABI decodes calls and logs. */
const TOKEN = readJavaTronFixture<NodeContract & { contract_address: string; abi: { entrys: unknown[] } }>(
  'getcontract-1.json',
);
const alice = address('alice');
const bob = address('bob');

const detail = (extra: Partial<TransactionDetail>) => transactionDetail('detail', extra);

/** A call of `transfer(bob, 2500e18)` on `contract`, and the Transfer event it logged. */
function transferCall(contract: string, extra: Partial<TransactionDetail> = {}): TransactionDetail {
  const data = encodeFunctionCall('transfer(address,uint256)', [bob, 2500n * 10n ** 18n]);
  const topics = [
    eventTopic('Transfer(address,address,uint256)'),
    `000000000000000000000000${toHexAddress(alice).slice(2)}`,
    `000000000000000000000000${toHexAddress(bob).slice(2)}`,
  ];
  return detail({
    contractType: 31,
    contractTypeName: 'TriggerSmartContract',
    to: contract,
    amount: '0',
    token: null,
    parameter: {
      type: 'TriggerSmartContract',
      typeName: 'TriggerSmartContract',
      owner: alice,
      permissionId: 0,
      contract,
      data,
      selector: data.slice(0, 8),
      callValue: '0',
      callTokenValue: '0',
      tokenId: '0',
    },
    logs: [
      {
        index: 0,
        address: contract,
        topics,
        data: (2500n * 10n ** 18n).toString(16).padStart(64, '0'),
        eventName: null,
      },
    ],
    ...extra,
  });
}

function open(tx: TransactionDetail, routes: FakeRoutes = {}) {
  return renderApp(`/transactiondetails/${tx.hash}`, {
    routes: { transactionLookup: { data: { transaction: tx } }, ...routes },
  });
}

const row = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]!.parentElement!;
const panel = (name: string | RegExp) => screen.findByRole('region', { name });

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./TransactionDetailsPage'), 60_000);

describe('transaction details page', () => {
  it('shows outcome, confirmations, block, parties, amount, fee breakdown, memo and signatures', async () => {
    const tx = detail({
      memo: 'rent for May',
      parameter: {
        type: 'Transfer',
        typeName: 'TransferContract',
        owner: alice,
        permissionId: 0,
        to: bob,
        amount: '1234567890',
      },
    });
    open(tx);
    await waitFor(() => expect(row('Result')).toHaveTextContent('Success'));
    expect(row('Status')).toHaveTextContent('Confirmed (10 confirmations)');
    expect(within(row('Block')).getByRole('link', { name: '990' })).toHaveAttribute(
      'href',
      '/blockchain/block/blockdetails/990',
    );
    expect(row('From')).toHaveTextContent(alice);
    expect(row('Amount')).toHaveTextContent('1,234.56789 POX');
    expect(row('Fee')).toHaveTextContent('1.1 POX burned');
    expect(row('Fee')).toHaveTextContent('Bandwidth: 267 bytes (covered by staked or free resources)');
    expect(row('Fee')).toHaveTextContent('Energy: none');
    expect(row('Memo')).toHaveTextContent('rent for May');
    const contract = await panel('Contract: Transfer');
    expect(within(contract).getByText('To', { selector: 'dt' }).parentElement).toHaveTextContent(bob);
    expect(within(contract).getByText('Amount', { selector: 'dt' }).parentElement).toHaveTextContent(
      '1,234.56789 POX',
    );
    expect(await panel('Signatures (1)')).toHaveTextContent(`${'ab'.repeat(64)}1b`);
  });

  it('decodes a contract call with a known ABI: method, arguments, token transfers, internal calls, events', async () => {
    const tx = transferCall(TOKEN.contract_address, {
      status: 'FAILED',
      result: 'REVERT',
      resultMessage: 'insufficient allowance',
      energyUsage: '13000',
      energyFee: '2730000',
      feeLimit: '100000000',
      transfers: [transfer('call', { token: USDP })],
      internalTransactions: [
        {
          index: 0,
          hash: hash('internal'),
          from: TOKEN.contract_address,
          to: bob,
          amount: '1000000',
          note: 'call',
          rejected: false,
        },
      ],
    });
    open(tx, { nodeContract: { data: TOKEN } });
    await waitFor(() =>
      expect(row('Result')).toHaveTextContent('FailedREVERTReason: insufficient allowance'),
    );
    expect(row('Fee')).toHaveTextContent('Energy: 13,000 energy, 2.73 POX burned');
    expect(row('Fee')).toHaveTextContent('Fee limit: 100 POX');
    const method = await panel('Method');
    expect(await within(method).findByText('transfer(address,uint256)')).toBeInTheDocument();
    const args = within(method).getByRole('table', { name: 'Call arguments' });
    expect(args).toHaveTextContent('2500000000000000000000');
    expect(within(args).getByRole('link')).toHaveAttribute('href', `/address-account/${bob}`);
    expect(await panel('Token transfers (1)')).toHaveTextContent('2,500 USDP');
    expect(await panel('Internal transactions (1)')).toHaveTextContent('1 POX');
    const logs = await panel('Event logs (1)');
    expect(await within(logs).findByText('Transfer(address,address,uint256)')).toBeInTheDocument();
    expect(within(logs).getByRole('table', { name: 'Arguments of event 0' })).toHaveTextContent(
      '2500000000000000000000',
    );
  });

  it("decodes the call and its events with the verified ABI when the node's ABI is empty", async () => {
    const contract = address('verified, no node ABI');
    open(transferCall(contract), {
      nodeContract: { data: { contract_address: contract } },
      contractDetail: { data: verifiedContract(contract) },
    });
    const method = await panel('Method');
    expect(await within(method).findByText('transfer(address,uint256)')).toBeInTheDocument();
    const args = within(method).getByRole('table', { name: 'Call arguments' });
    expect(args).toHaveTextContent('toaddress');
    expect(args).toHaveTextContent('valueuint2562500000000000000000000');
    const logs = await panel('Event logs (1)');
    expect(await within(logs).findByText('Transfer(address,address,uint256)')).toBeInTheDocument();
    expect(within(logs).getByRole('table', { name: 'Arguments of event 0' })).toHaveTextContent(
      'valueuint2562500000000000000000000',
    );
  });

  it("prefers the verified ABI to the node's", async () => {
    open(transferCall(TOKEN.contract_address), {
      nodeContract: { data: TOKEN },
      contractDetail: { data: verifiedContract(TOKEN.contract_address) },
    });
    const args = await within(await panel('Method')).findByRole('table', { name: 'Call arguments' });
    // The node's ABI names the arguments recipient and amount; the verified source, to and value.
    expect(args).toHaveTextContent('valueuint256');
    expect(args).not.toHaveTextContent('amount');
  });

  it('shows a call as sent when the ABI is unknown', async () => {
    const tx = detail({
      contractType: 31,
      contractTypeName: 'TriggerSmartContract',
      to: address('unverified'),
      parameter: {
        type: 'TriggerSmartContract',
        typeName: 'TriggerSmartContract',
        owner: alice,
        permissionId: 0,
        contract: address('unverified'),
        data: 'deadbeef',
        selector: 'deadbeef',
        callValue: '0',
        callTokenValue: '0',
        tokenId: '0',
      },
    });
    open(tx, { nodeContract: { data: {} } });
    const method = await panel('Method');
    expect(
      await within(method).findByText("The contract's ABI is not known, so the call is shown as sent."),
    ).toBeInTheDocument();
    expect(method).toHaveTextContent('0xdeadbeef');
  });

  it('renders Stake 2.0 contracts: staking, delegation with its lock', async () => {
    open(
      detail({
        contractType: 57,
        contractTypeName: 'DelegateResourceContract',
        parameter: {
          type: 'DelegateResource',
          typeName: 'DelegateResourceContract',
          owner: alice,
          permissionId: 0,
          receiver: bob,
          balance: '100000000',
          resource: 'ENERGY',
          lock: true,
          lockPeriod: '86400',
        },
      }),
    );
    const contract = await panel('Contract: Delegate Resources');
    const field = (label: string) => within(contract).getByText(label, { selector: 'dt' }).parentElement;
    expect(field('Delegated')).toHaveTextContent('100 POX');
    expect(field('Resource')).toHaveTextContent('Energy');
    expect(field('Locked')).toHaveTextContent('Yes');
    expect(field('Lock period (blocks)')).toHaveTextContent('86,400');
    expect(field('Receiver')).toHaveTextContent(bob);
  });

  it('lists the votes of a vote transaction', async () => {
    open(
      detail({
        contractType: 4,
        contractTypeName: 'VoteWitnessContract',
        parameter: {
          type: 'VoteWitness',
          typeName: 'VoteWitnessContract',
          owner: alice,
          permissionId: 0,
          totalVotes: '3000',
          votes: [
            { address: address('sr one'), count: '2000' },
            { address: address('sr two'), count: '1000' },
          ],
        },
      }),
    );
    const votes = await screen.findByRole('list', { name: 'Votes' });
    expect(
      within(votes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('2,000 votes'), expect.stringContaining('1,000 votes')]);
  });

  it('decodes a parameter given in java-tron form with the protocol decoder', async () => {
    open(
      detail({
        contractTypeName: 'FreezeBalanceV2Contract',
        contractType: 54,
        parameter: { owner_address: alice, frozen_balance: 5_000_000, resource: 'ENERGY' },
      }),
    );
    const contract = await panel('Contract: Stake');
    await waitFor(() =>
      expect(within(contract).getByText('Staked', { selector: 'dt' }).parentElement).toHaveTextContent(
        '5 POX',
      ),
    );
  });

  it('shows an undecoded contract type as the node reported it', async () => {
    open(
      detail({
        contractTypeName: 'ShieldedTransferContract',
        contractType: 51,
        parameter: { type: 'Unknown', typeName: 'ShieldedTransferContract', value: { note: 'zk' } },
      }),
    );
    const contract = await panel('Contract: Shielded Transfer');
    expect(contract).toHaveTextContent('This contract type is not decoded');
    expect(contract).toHaveTextContent('"note": "zk"');
  });

  it('calls a solidified transaction solidified', async () => {
    open(detail({ confirmed: true, confirmations: 25, token: POX }));
    await waitFor(() => expect(row('Status')).toHaveTextContent('Solidified'));
  });

  it('refuses a malformed hash without asking the API', async () => {
    const { requests } = renderApp('/transactiondetails/xyz');
    expect(
      await screen.findByText('"xyz" is not a transaction hash (64 hexadecimal digits).'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/transaction/lookup')).toBe(false);
  });
});
