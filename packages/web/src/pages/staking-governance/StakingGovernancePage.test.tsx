import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, homeStats } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const routes = {
  poxStaking: {
    data: {
      totalStaked: '30500000123456',
      stakedForBandwidth: '10000000000000',
      stakedForEnergy: '15000000123456',
      stakedForPower: '2000000000000',
      totalDelegated: '3500000000000',
      delegatedForBandwidth: '500000000000',
      delegatedForEnergy: '3000000000000',
      stakedV1: '0',
      unstaking: '1250000000',
      votesCast: '2000000',
      totalVotes: '24000000000',
      witnesses: 37,
      stakingRatio: 0.305,
      updatedAt: Date.UTC(2025, 4, 1, 12),
    },
  },
  topStakers: {
    data: {
      items: [
        {
          rank: 1,
          address: address('whale'),
          name: 'Whale',
          staked: '5000000000000',
          stakedForBandwidth: '1000000000000',
          stakedForEnergy: '2500000000000',
          stakedForPower: '1500000000000',
          share: 0.2,
        },
        {
          rank: 2,
          address: address('dolphin'),
          name: null,
          staked: '2500000000',
          stakedForBandwidth: '0',
          stakedForEnergy: '2500000000',
          stakedForPower: '0',
          share: 0.0001,
        },
      ],
      updatedAt: Date.UTC(2025, 4, 1, 12),
    },
  },
  homeStats: { data: homeStats },
  tvlGraph: {
    data: {
      points: [
        { day: Date.UTC(2025, 3, 30), staked: '24000000000000' },
        { day: Date.UTC(2025, 4, 1), staked: '25000000123456' },
      ],
    },
  },
};

describe('staking governance page', () => {
  it('shows the stake by resource, delegated and unstaking, its share of supply and the TVL over time', async () => {
    renderApp('/governance/poxstakinggovernance', { routes });
    const stats = await screen.findByLabelText('Staking statistics');
    await waitFor(() =>
      expect(stats).toHaveTextContent(
        'Total value locked30.50 M POXSum of the next 4Staked for bandwidth10.00 M POX',
      ),
    );
    expect(stats).toHaveTextContent('Staked for bandwidth10.00 M POX');
    expect(stats).toHaveTextContent('Staked for POX power2.00 M POX');
    expect(stats.querySelector('[title="15,000,000.123456 POX"]')).toHaveTextContent('15.00 M POX');
    await waitFor(() => expect(stats).toHaveTextContent('Share of supply staked30.50%'));
    expect(stats).toHaveTextContent('Delegated3.50 M POX');
    expect(stats).toHaveTextContent('Unstaking1,250 POX');
    // Votes the accounts cast, with the SRs' tallies (here with votes no account cast) beside them.
    expect(stats).toHaveTextContent("Votes cast2.00 MSRs' tallies: 24.00 B");
    const chart = screen.getByRole('figure', { name: 'Staked POX by day' });
    await waitFor(() => expect(chart).toHaveTextContent('2 points from Apr 30 (24.00 M) to May 1 (25.00 M)'));
    expect(screen.getByRole('link', { name: 'Stake your POX' })).toHaveAttribute('href', '/stake-resources');
  });

  it('adds Stake 1.0 as a fifth part of the total where the chain still holds some', async () => {
    const withV1 = {
      ...routes,
      poxStaking: {
        data: { ...routes.poxStaking.data, totalStaked: '30526000123456', stakedV1: '26000000000' },
      },
    };
    renderApp('/governance/poxstakinggovernance', { routes: withV1 });
    const stats = await screen.findByLabelText('Staking statistics');
    await waitFor(() => expect(stats).toHaveTextContent('Stake 1.026,000 POXFrozen before Stake 2.0'));
    expect(stats).toHaveTextContent('Total value locked30.52 M POXSum of the next 5');
  });

  it('shows no Stake 1.0 part on a chain that began with Stake 2.0', async () => {
    renderApp('/governance/poxstakinggovernance', { routes });
    const stats = await screen.findByLabelText('Staking statistics');
    await waitFor(() => expect(stats).toHaveTextContent('Sum of the next 4'));
    expect(stats).not.toHaveTextContent('Stake 1.0');
  });

  it('ranks the top stakers with their stake by resource and share', async () => {
    const { requests } = renderApp('/governance/poxstakinggovernance', { routes });
    const table = await screen.findByRole('table', { name: 'Top stakers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, whale, dolphin] = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Account', 'Staked', 'For bandwidth', 'For energy', 'For POX power', 'Share']);
    // The parts beside "Staked" add up to it: 1,000,000 + 2,500,000 + 1,500,000 = 5,000,000.
    expect(whale).toHaveTextContent('1Whale5,000,000 POX1,000,000 POX2,500,000 POX1,500,000 POX20.00%');
    expect(dolphin).toHaveTextContent('2,500 POX');
    expect(dolphin).toHaveTextContent('0.01%');
    expect(requests.find((r) => r.url === '/governance/topStakers')?.params).toEqual({ limit: 20 });
  });

  it('says a single day in words instead of drawing a one-point chart', async () => {
    renderApp('/governance/poxstakinggovernance', {
      routes: {
        ...routes,
        tvlGraph: {
          data: { points: [{ day: Date.UTC(2025, 4, 1), staked: '25000000123456' }] },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Total value locked over time' });
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        'May 1, 2025: 25.00 M POX staked. The API reports no earlier days yet.',
      ),
    );
    expect(screen.queryByRole('figure', { name: 'Staked POX by day' })).toBeNull();
  });
});
