import type { TransactionDetail } from '@poxscan/api/schemas';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { address, hash, transaction, transfer, USDP } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const SUNX = { ...USDP, id: address('sunx'), symbol: 'SUNX', name: 'Sun X', decimals: 18 };

/** A call that sent no POX and moved 0.006758123456789 SUNX. */
const call: TransactionDetail = {
  ...transaction('small call'),
  contractType: 31,
  contractTypeName: 'TriggerSmartContract',
  to: SUNX.id,
  amount: '0',
  token: null,
  tokenTransfer: { amount: '6758123456789000', token: SUNX, more: 0 },
  fee: '1234567',
  blockHash: hash('block 990'),
  confirmations: 10,
  result: 'SUCCESS',
  resultMessage: null,
  energyUsage: '0',
  energyFee: '0',
  netUsage: '267',
  netFee: '0',
  feeLimit: null,
  memo: null,
  contractAddress: null,
  parameter: {},
  signatures: [],
  logs: [],
  internalTransactions: [],
  transfers: [transfer('small', { amount: '6758123456789000', token: SUNX })],
};

const row = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]!.parentElement!;

beforeAll(() => import('./TransactionDetailsPage'), 60_000);

describe('amounts on the transaction page', () => {
  it('shows a small token amount with every digit, in the overview and the token transfers', async () => {
    renderApp(`/transactiondetails/${call.hash}`, {
      routes: { transactionLookup: { data: { transaction: call } } },
    });
    await waitFor(() => expect(row('Amount')).toHaveTextContent('0.006758123456789 SUNX'));
    expect(row('Amount')).not.toHaveTextContent('…');
    const transfers = await screen.findByRole('table', { name: /token transfers/i });
    expect(transfers).toHaveTextContent('0.006758123456789 SUNX');
  });
});
