import type { TransactionDetail } from '@poxscan/api/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { address, hash, page, transaction } from '../testing/samples';

const yuvi = address('yuvi-dollar');
const holders = Array.from({ length: 10 }, (_, i) => address(`holder-${i}`));
const rows = holders.map((from, i) => transaction(`row-${i}`, { from, to: yuvi }));

/** Names as the API gives them: the token contract by its token name, one holder by its account name. */
function names(request: RecordedRequest) {
  const asked = String((request.params as { addresses: string }).addresses).split(',');
  const known = [
    { address: yuvi, name: 'Yuvi Dollar', source: 'token' as const },
    { address: holders[3]!, name: 'Carol on chain', source: 'account' as const },
  ];
  return { data: { names: known.filter((n) => asked.includes(n.address)) } };
}

beforeAll(async () => {
  await import('../../pages/transactions/TransactionsPage');
  await import('../../pages/transaction-details/TransactionDetailsPage');
}, 60_000);

describe('names beside addresses', () => {
  it('names every address of a list from one lookup, not one request per row', async () => {
    const { requests } = renderApp('/blockchain/transactions', {
      routes: {
        transactionTable: { data: page(rows, { limit: 10, total: 10 }) },
        addressNames: names,
      },
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    // Ten rows render slowly in jsdom on a busy machine.
    await waitFor(
      () => expect(within(table).getAllByRole('link', { name: 'Yuvi Dollar' })).toHaveLength(10),
      {
        timeout: 30_000,
      },
    );
    expect(within(table).getByRole('link', { name: 'Carol on chain' })).toHaveAttribute(
      'title',
      `Carol on chain (${holders[3]})`,
    );
    const lookups = requests.filter((r) => r.url === '/api/names');
    expect(lookups).toHaveLength(1);
    expect(
      String((lookups[0]!.params as { addresses: string }).addresses)
        .split(',')
        .sort(),
    ).toEqual([...holders, yuvi].sort());
  }, 60_000);

  it('shows the name beside the full addresses of the transaction overview', async () => {
    const tx: TransactionDetail = {
      ...transaction('named', { from: holders[3]!, to: yuvi }),
      blockHash: hash('block 990'),
      confirmations: 1,
      result: 'SUCCESS',
      resultMessage: null,
      energyUsage: '0',
      energyFee: '0',
      netUsage: '0',
      netFee: '0',
      feeLimit: null,
      memo: null,
      contractAddress: null,
      parameter: {},
      signatures: [],
      logs: [],
      internalTransactions: [],
      transfers: [],
    };
    renderApp(`/transactiondetails/${tx.hash}`, {
      routes: {
        transactionLookup: { data: { transaction: tx } },
        addressNames: names,
      },
    });
    const row = async (label: string) =>
      (await screen.findAllByText(label, { selector: 'dt' }))[0]!.parentElement!;
    await waitFor(async () => expect(await row('To')).toHaveTextContent(`${yuvi}Yuvi Dollar`));
    expect(await row('From')).toHaveTextContent(`${holders[3]}Carol on chain`);
  });
});
