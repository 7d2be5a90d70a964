import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockDetail, homeStats, page, transaction } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const block996 = blockDetail(996, { transactionCount: 25 });
const txs = Array.from({ length: 10 }, (_, i) => transaction(`b${i}`, { blockNumber: 996 }));

const routes = {
  block: { data: block996 },
  homeStats: { data: homeStats },
  blockTransactions: { data: page(txs, { limit: 10, total: 25 }) },
};

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./BlockDetailsPage'), 60_000);

describe('block details page', () => {
  it('shows every header field, the confirmations, and the previous and next blocks', async () => {
    renderApp('/blockchain/block/blockdetails/996', { routes });
    expect(await screen.findByText('#996')).toBeInTheDocument();
    await waitFor(() =>
      expect(row('Status')).toHaveTextContent('Confirmed (4 confirmations), not yet solidified'),
    );
    expect(row('Hash')).toHaveTextContent(block996.hash);
    expect(row('Producer')).toHaveTextContent('SR One');
    expect(row('Parent hash')).toHaveTextContent(block996.parentHash);
    expect(row('Transaction trie root')).toHaveTextContent(block996.txTrieRoot);
    expect(row('Size')).toHaveTextContent('2,196 bytes');
    expect(row('Fees burned')).toHaveTextContent('2.3 POX');
    expect(row('Producer reward')).toHaveTextContent('16 POX');
    expect(row('Energy used')).toHaveTextContent('120,000');
    const nav = screen.getByRole('navigation', { name: 'Neighbouring blocks' });
    expect(within(nav).getByRole('link', { name: '‹ Previous block' })).toHaveAttribute(
      'href',
      '/blockchain/block/blockdetails/995',
    );
    expect(within(nav).getByRole('link', { name: 'Next block ›' })).toHaveAttribute(
      'href',
      '/blockchain/block/blockdetails/997',
    );
  });

  it('lets each hash wrap on a phone only between its four quarters', async () => {
    renderApp('/blockchain/block/blockdetails/996', { routes });
    await screen.findByText('#996');
    const quarters = (hash: string) => [0, 16, 32, 48].map((at) => hash.slice(at, at + 16));
    // The runs a line may hold whole: the innermost spans of the value.
    const pieces = (label: string) =>
      Array.from(row(label).querySelectorAll('dd span'))
        .filter((span) => span.querySelector('span') === null)
        .map((span) => span.textContent);
    await waitFor(() => expect(row('Hash')).toHaveTextContent(block996.hash));
    expect(pieces('Hash')).toEqual(quarters(block996.hash));
    expect(pieces('Parent hash')).toEqual(quarters(block996.parentHash));
    expect(pieces('Transaction trie root')).toEqual(quarters(block996.txTrieRoot));
  });

  it("lists the block's transactions ten a page", async () => {
    const { requests } = renderApp('/blockchain/block/blockdetails/996?page=2', { routes });
    const table = await screen.findByRole('table', { name: 'Block transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // The page is the block: its table does not spend a column repeating its number.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toContain('Age');
    expect(headers).not.toContain('Block');
    expect(requests.find((r) => r.url === '/api/block/transactions')?.params).toEqual({
      block: '996',
      page: 2,
      limit: 10,
    });
  });

  it('calls a solidified block solidified, and offers no next block past the head', async () => {
    renderApp('/blockchain/block/blockdetails/1000', {
      routes: { ...routes, block: { data: blockDetail(1000, { confirmed: true }) } },
    });
    await waitFor(() => expect(row('Status')).toHaveTextContent('Solidified'));
    await waitFor(() => expect(screen.getByRole('link', { name: '‹ Previous block' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Next block ›' })).not.toBeInTheDocument();
  });

  it('refuses an id that is neither a height nor a hash without asking the API', async () => {
    const { requests } = renderApp('/blockchain/block/blockdetails/12abc', { routes });
    expect(
      await screen.findByText('"12abc" is not a block number or a 64-digit block hash.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/block')).toBe(false);
  });

  it('says when the block does not exist', async () => {
    renderApp('/blockchain/block/blockdetails/5000', {
      routes: {
        ...routes,
        block: { status: 404, data: { error: { code: 'NOT_FOUND', message: 'block 5000' } } },
      },
    });
    const status = await screen.findByText(/has not been produced yet/);
    expect(status).toHaveTextContent('Block #5,000 has not been produced yet: the latest block is #1,000.');
    expect(within(status).getByRole('link', { name: '1,000' })).toHaveAttribute(
      'href',
      '/blockchain/block/blockdetails/1000',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('never calls a height nonexistent before it knows the head', async () => {
    let answerHead: () => void = () => undefined;
    const headKnown = new Promise<void>((resolve) => {
      answerHead = resolve;
    });
    renderApp('/blockchain/block/blockdetails/5000', {
      routes: {
        ...routes,
        block: { status: 404, data: { error: { code: 'NOT_FOUND', message: 'block 5000' } } },
        homeStats: async () => {
          await headKnown;
          return { data: homeStats };
        },
      },
    });
    expect(await screen.findByText(/is not in the index/)).toHaveTextContent(
      'Block #5,000 is not in the index; looking up the latest block…',
    );
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    answerHead();
    expect(await screen.findByText(/has not been produced yet/)).toHaveTextContent(
      'Block #5,000 has not been produced yet: the latest block is #1,000.',
    );
  });

  it('says when no block has the hash looked for', async () => {
    const hash = 'ab'.repeat(32);
    renderApp(`/blockchain/block/blockdetails/${hash}`, {
      routes: {
        ...routes,
        block: { status: 404, data: { error: { code: 'NOT_FOUND', message: 'block' } } },
      },
    });
    expect(
      await screen.findByText(`No block with the hash ${hash} exists on this chain.`),
    ).toBeInTheDocument();
  });
});
