import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeStats } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const routes = {
  'GET /governance/poxStakingPage': {
    data: {
      totalStaked: '25000000123456',
      stakedForBandwidth: '10000000000000',
      stakedForEnergy: '15000000123456',
      totalVotes: '24000000000',
      witnesses: 37,
      stakingRatio: 0.25,
    },
  },
  'GET /api/status': { data: homeStats },
  'GET /governance/tvlgraph': {
    data: {
      points: [
        { day: Date.UTC(2025, 3, 30), staked: '24000000000000' },
        { day: Date.UTC(2025, 4, 1), staked: '25000000123456' },
      ],
    },
  },
};

describe('staking governance page', () => {
  it('shows the stake by resource, its share of supply and the TVL over time', async () => {
    renderApp('/governance/poxstakinggovernance', { routes });
    const stats = await screen.findByLabelText('Staking statistics');
    await waitFor(() => expect(stats).toHaveTextContent('Total value locked25.00 M POX'));
    expect(stats).toHaveTextContent('Staked for bandwidth10.00 M POX');
    expect(stats.querySelector('[title="15,000,000.123456 POX"]')).toHaveTextContent('15.00 M POX');
    await waitFor(() => expect(stats).toHaveTextContent('Share of supply staked25.00%'));
    expect(stats).toHaveTextContent('DelegatedNot reported by the API');
    expect(stats).toHaveTextContent('Votes cast24.00 B');
    const chart = screen.getByRole('figure', { name: 'Staked POX by day' });
    await waitFor(() => expect(chart).toHaveTextContent('2 points from Apr 30 (24.00 M) to May 1 (25.00 M)'));
    expect(screen.getByRole('link', { name: 'Stake your POX' })).toHaveAttribute('href', '/stake-resources');
  });

  it('says a single day in words instead of drawing a one-point chart', async () => {
    renderApp('/governance/poxstakinggovernance', {
      routes: {
        ...routes,
        'GET /governance/tvlgraph': {
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
