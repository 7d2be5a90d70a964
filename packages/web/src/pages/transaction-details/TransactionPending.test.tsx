import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const tx = {
  ...transaction('just sent'),
  blockHash: 'ab'.repeat(32),
  confirmations: 0,
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

beforeAll(() => import('./TransactionDetailsPage'), 60_000);

describe('a transaction not indexed yet', () => {
  it('waits for it without a failed request, then shows it', async () => {
    let indexed = false;
    const { requests } = renderApp(`/transactiondetails/${tx.hash}`, {
      routes: {
        transactionLookup: (_request: RecordedRequest) => ({
          data: { transaction: indexed ? tx : null },
        }),
      },
    });
    await screen.findByText(/is not in the explorer's index \(yet\)\. A transaction just sent shows here/);
    indexed = true;
    // The page looks again on the next block (3 s).
    await waitFor(() => expect(screen.queryByText(/is not in the explorer's index/)).toBeNull(), {
      timeout: 10_000,
    });
    const from = await screen.findByText('From', { selector: 'dt' });
    expect(from.parentElement).toHaveTextContent(tx.from);
    // The detail call answers 404 until then, which the browser logs as an error.
    expect(requests.filter((r) => r.url === '/api/transaction/detail')).toEqual([]);
  }, 30_000);
});
