import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../components/testing/fakeEventSource';
import { block, page } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const pageOf = (request: RecordedRequest) => {
  const { page: n = 1, limit = 20 } = request.params as { page?: number; limit?: number };
  const top = 1000 - (n - 1) * limit;
  return {
    data: page(
      Array.from({ length: limit }, (_, i) => block(top - i)),
      { page: n, limit, total: 1001 },
    ),
  };
};

const routes = {
  blocks: pageOf,
  blocksInfo: {
    data: {
      latestBlock: 1000,
      latestSolidifiedBlock: 981,
      blocksToday: 2880,
      feesBurnedToday: '12345000000',
      averageBlockTimeMs: 3000,
    },
  },
};

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeEventSource();
});
afterEach(() => uninstall());

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./BlocksPage'), 60_000);

describe('blocks page', () => {
  it('lists blocks with height, age, transactions, producer, reward, size and state, and the screen figures', async () => {
    renderApp('/blockchain/blocks', { routes });
    const table = await screen.findByRole('table', { name: 'Blocks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Block', 'Age', 'Transactions', 'Producer', 'Reward', 'Size', 'Status']);
    // The skeleton has as many rows as a page: wait for the data itself.
    await within(table).findByRole('link', { name: '1,000' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: '1,000' })).toHaveAttribute(
      'href',
      '/blockchain/block/blockdetails/1000',
    );
    expect(first).toHaveTextContent('SR One');
    expect(first).toHaveTextContent('16 POX');
    expect(first).toHaveTextContent('2.15 KB');
    const stats = screen.getByLabelText('Block statistics');
    await waitFor(() => expect(stats).toHaveTextContent('Blocks today2,880'));
    expect(stats).toHaveTextContent('Fees burned today12,345 POX');
  });

  it('keeps the page in the URL and asks the API for that page', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/blocks?page=3', { routes });
    const table = await screen.findByRole('table', { name: 'Blocks' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('960'));
    expect(screen.getByText('Page 3 of 51')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('940'));
    expect(requests.filter((r) => r.url === '/api/getblocks').map((r) => r.params)).toEqual([
      { page: 3, limit: 20 },
      { page: 4, limit: 20 },
    ]);
  });

  it('shows the last page for a page past the end', async () => {
    const pastTheEnd = (request: RecordedRequest) =>
      (request.params as { page: number }).page > 51
        ? { data: page([], { page: (request.params as { page: number }).page, limit: 20, total: 1001 }) }
        : { data: page([block(0)], { page: 51, limit: 20, total: 1001 }) };
    const { requests } = renderApp('/blockchain/blocks?page=99999', {
      routes: { ...routes, blocks: pastTheEnd },
    });
    expect(await screen.findByText('Page 51 of 51', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(requests.filter((r) => r.url === '/api/getblocks').at(-1)?.params).toEqual({
      page: 51,
      limit: 20,
    });
  });

  it('follows the chain live on page 1 only, behind an "N new" notice', async () => {
    const user = userEvent.setup();
    renderApp('/blockchain/blocks', { routes });
    const table = await screen.findByRole('table', { name: 'Blocks' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    act(() => FakeEventSource.open()!.emit('block', block(1001)));
    await user.click(await screen.findByRole('button', { name: '1 new block — show' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1,001');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });
});
