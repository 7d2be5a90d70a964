import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkParameters, votesData, witness, witnesses } from '../../components/testing/governanceSamples';
import { address, block, homeStats, page } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { setViewport } from '../../test/viewport';

const srs = [
  witness(1, {
    name: 'Alpha',
    produced: 990,
    missed: 10,
    latestBlock: 995,
    transactions: 4321,
    realtimeVotes: '999005000',
    votesChange: '5000',
  }),
  witness(2, {
    name: 'Bravo',
    produced: 500,
    missed: 500,
    latestBlock: 900,
    brokerage: 100,
    realtimeVotes: null,
    votesChange: null,
  }),
  ...witnesses(3, 27),
];

function routes(extra = {}) {
  return {
    witnesses: { data: { witnesses: srs, totalVotes: '40000000000' } },
    witnessPartners: {
      data: { witnesses: witnesses(28, 40), totalVotes: '40000000000' },
    },
    votesData: { data: { ...votesData, nextMaintenanceAt: Date.now() + 3_723_000 } },
    homeStats: { data: homeStats },
    networkParameters: { data: networkParameters },
    blocksInfo: {
      data: {
        latestBlock: 1000,
        latestSolidifiedBlock: 981,
        blocksToday: 20,
        feesBurnedToday: '0',
        averageBlockTimeMs: 3000,
      },
    },
    ...extra,
  };
}

describe('super representatives page', () => {
  it('lists the 27 SRs with status, production, transactions, votes and their change, brokerage and voter APR', async () => {
    renderApp('/governance/superrepresentatives', { routes: routes() });
    const table = await screen.findByRole('table', { name: 'Super representatives' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Rank',
      'Name',
      'Status',
      'Last block',
      'Blocks (missed)',
      'Transactions',
      'Votes',
      'Brokerage',
      'Voter APR',
    ]);
    const alpha = await within(table).findByRole('row', { name: /Alpha/ });
    expect(alpha).toHaveTextContent('Alpha');
    expect(within(alpha).getByRole('link', { name: 'sr1.example' })).toHaveAttribute('target', '_blank');
    expect(alpha).toHaveTextContent('ProducingIn sync');
    expect(alpha).toHaveTextContent(
      '990 (10)99.00% productivity4,321999,000,0002.50%+5,000 since maintenance',
    );
    // 16 POX a block over 27 SRs plus its share of 160 POX a block, 80% to voters, at 3 s blocks.
    await waitFor(() => expect(alpha).toHaveTextContent(/20%3\.93%$/));
    const bravo = within(table).getByRole('row', { name: /Bravo/ });
    expect(bravo).toHaveTextContent('100 blocks behind');
    expect(bravo).toHaveTextContent('100%0.00%');
    // No real-time tally read yet: a dash, not "no change".
    expect(bravo).toHaveTextContent('998,000,0002.50%—');
    expect(bravo).not.toHaveTextContent('since maintenance');
    const charlie = within(table).getByRole('row', { name: /SR 3/ });
    expect(charlie).toHaveTextContent('no change since maintenance');
  });

  it('fits a phone: each SR is a card with every figure beside its name', async () => {
    setViewport('mobile');
    renderApp('/governance/superrepresentatives', { routes: routes() });
    const cards = await screen.findByRole('list', { name: 'Super representatives' });
    expect(screen.queryByRole('table', { name: 'Super representatives' })).toBeNull();
    const alpha = await within(cards).findByText('Alpha');
    const card = alpha.closest('li')!;
    const field = (name: string) => within(card).getByText(name, { selector: 'dt' }).parentElement;
    expect(field('Transactions')).toHaveTextContent('4,321');
    expect(field('Votes')).toHaveTextContent('999,000,0002.50%+5,000 since maintenance');
  });

  it('shows the productivity extremes, the maintenance countdown and the production chart', async () => {
    renderApp('/governance/superrepresentatives', { routes: routes() });
    const figures = await screen.findByLabelText('SR statistics');
    await waitFor(() => expect(figures).toHaveTextContent('Highest productivity99.00% · Alpha'));
    expect(figures).toHaveTextContent('Lowest productivity50.00% · Bravo');
    await waitFor(() => expect(figures).toHaveTextContent(/Next maintenance in01:0[12]:\d\d/));
    expect(figures).toHaveTextContent('Total votes40.00 B');
    expect(screen.getByRole('figure', { name: 'Blocks produced by SR rank' })).toBeInTheDocument();
  });

  it('says all SRs tie instead of naming one SR as both highest and lowest', async () => {
    const perfect = witnesses(1, 27).map((sr) => ({ ...sr, produced: 1000, missed: 0 }));
    renderApp('/governance/superrepresentatives', {
      routes: routes({ witnesses: { data: { witnesses: perfect, totalVotes: '40000000000' } } }),
    });
    const figures = await screen.findByLabelText('SR statistics');
    await waitFor(() => expect(figures).toHaveTextContent('Productivity100.00%'));
    expect(figures).toHaveTextContent('All 27 producing SRs at 100.00%: none higher or lower.');
    expect(figures).not.toHaveTextContent('Highest productivity');
    expect(figures).not.toHaveTextContent('Lowest productivity');
    expect(figures).not.toHaveTextContent('SR 1');
  });

  it('keeps the partners and candidates tabs in the URL', async () => {
    const { requests } = renderApp('/governance/superrepresentatives?tab=candidates', {
      routes: routes({
        votesList: {
          data: page([witness(127, { active: false }), witness(128, { active: false, name: 'Hopeful' })], {
            page: 2,
            limit: 100,
            total: 150,
          }),
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'SR candidates' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Hopeful');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Standby');
    expect(requests.find((r) => r.url === '/governance/getvoteslist')?.params).toEqual({
      pageNo: 2,
      pageLimit: 100,
      term: '',
    });
    expect(screen.getByRole('tab', { name: 'SR Candidates' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens an SR's details: votes and their change, voters, transactions, produced blocks, rewards", async () => {
    const alpha = {
      ...srs[0]!,
      realtimeVotes: '999005000',
      votesChange: '5000',
      transactions: 4321,
      voters: 2,
      blocksIndexed: 990,
    };
    const voter = address('voter one');
    const { requests } = renderApp(`/governance/superrepresentatives?sr=${alpha.address}`, {
      routes: routes({
        witness: { data: alpha },
        nodeReward: { data: { reward: 12_345_678 } },
        witnessVoters: (r: RecordedRequest) => ({
          data:
            (r.params as { cursor?: string }).cursor === undefined
              ? {
                  items: [{ address: voter, name: 'Whale', votes: '499502500' }],
                  nextCursor: `499502500:${voter}`,
                }
              : { items: [{ address: address('voter two'), name: null, votes: '1' }], nextCursor: null },
        }),
        witnessBlocks: {
          data: { items: [block(995, { witnessAddress: alpha.address }), block(990)], nextCursor: '990' },
        },
      }),
    });
    const detail = await screen.findByRole('region', { name: 'SR details: Alpha' });
    await waitFor(() => expect(detail).toHaveTextContent('Unclaimed rewards12.345678 POX'));
    expect(detail).toHaveTextContent('Votes now999,005,000 (+5,000 since the last maintenance)');
    expect(detail).not.toHaveTextContent('Not reported');
    expect(detail).toHaveTextContent('Voters2');
    expect(detail).toHaveTextContent('Transactions4,321');
    expect(detail).toHaveTextContent('Blocks produced990');
    expect(detail).toHaveTextContent('Productivity99.00%');
    expect(detail).toHaveTextContent(`Address${alpha.address}`);
    expect(requests.find((r) => r.url === '/governance/witness')?.params).toEqual({ address: alpha.address });
    expect(requests.find((r) => r.url === '/wallet/getReward')?.data).toEqual({
      address: alpha.address,
      visible: true,
    });

    const voters = within(detail).getByRole('table', { name: 'Voters' });
    await waitFor(() => expect(within(voters).getAllByRole('row')).toHaveLength(2));
    expect(within(voters).getAllByRole('row')[1]).toHaveTextContent('Whale499,502,50050.00%');
    const votersPages = within(within(detail).getByRole('region', { name: 'Voters' })).getByRole(
      'navigation',
    );
    await userEvent.click(within(votersPages).getByRole('link', { name: 'Older page' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/governance/witnessVoters').at(-1)?.params).toEqual({
        address: alpha.address,
        limit: 10,
        cursor: `499502500:${voter}`,
      }),
    );

    const blocks = within(detail).getByRole('table', { name: 'Produced blocks' });
    await waitFor(() => expect(within(blocks).getAllByRole('row')).toHaveLength(3));
    expect(within(blocks).getAllByRole('row')[1]).toHaveTextContent('995');
    expect(requests.find((r) => r.url === '/api/witness/blocks')?.params).toEqual({
      address: alpha.address,
      limit: 10,
    });
    expect(within(detail).getByRole('link', { name: 'Close' })).toHaveAttribute(
      'href',
      '/governance/superrepresentatives',
    );
  });

  it("says so when the API has not read the node's real-time tally yet", async () => {
    const bravo = { ...srs[1]!, realtimeVotes: null, votesChange: null, voters: 0, blocksIndexed: 0 };
    renderApp(`/governance/superrepresentatives?sr=${bravo.address}`, {
      routes: routes({
        witness: { data: bravo },
        nodeReward: { data: {} },
        witnessVoters: { data: { items: [], nextCursor: null } },
        witnessBlocks: { data: { items: [], nextCursor: null } },
      }),
    });
    const detail = await screen.findByRole('region', { name: 'SR details: Bravo' });
    expect(detail).toHaveTextContent('Votes nowNot reported by the API yet');
    expect(await within(detail).findByText('Nobody votes for this SR now.')).toBeInTheDocument();
  });

  it('says when the address is no SR candidate', async () => {
    const stranger = address('stranger');
    renderApp(`/governance/superrepresentatives?sr=${stranger}`, {
      routes: routes({
        witness: {
          status: 404,
          data: { error: { code: 'NOT_FOUND', message: `SR candidate ${stranger} not found` } },
        },
      }),
    });
    const detail = await screen.findByRole('region', { name: 'SR details' });
    expect(await within(detail).findByText(`${stranger} is not an SR candidate.`)).toBeInTheDocument();
  });
});
