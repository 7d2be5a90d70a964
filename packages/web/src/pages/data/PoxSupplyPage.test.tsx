import type { PoxSupply } from '@poxscan/api/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const DAY = Date.UTC(2026, 10, 24);
// The POX devnet's shape: Stake 2.0 only, so every Stake 1.0 part is 0.
const devnet: PoxSupply = {
  day: DAY,
  totalSupply: '1002000000000',
  circulating: '900000000000',
  stakedV1Bandwidth: '0',
  stakedV1Energy: '0',
  stakedV1Power: '0',
  stakedBandwidth: '40000000000',
  stakedEnergy: '30000000000',
  stakedPower: '10000000000',
  delegated: '15000000000',
  delegatedV1: '0',
  unstaking: '4000000000',
  withdrawable: '1000000000',
  unclaimedRewards: '2000000000',
  burnedFees: '5000000',
  burnedFeesToday: '100000',
  rewardsIssued: '16000000',
  totalVotes: '80000',
};
// A network that began before Stake 2.0: old stakes are parts of their own.
const older: PoxSupply = {
  ...devnet,
  totalSupply: '1030000000000',
  stakedV1Bandwidth: '12000000',
  stakedV1Energy: '26000000000',
  stakedV1Power: '0',
  delegated: '18988000000',
  delegatedV1: '3988000000',
  unclaimedRewards: '0',
};

const tile = (grid: HTMLElement, label: string) =>
  within(grid).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

describe('POX Supply page', () => {
  it('shows Stake 1.0 as 0 beside Stake 2.0 on a chain that runs Stake 2.0, and says why', async () => {
    renderApp('/data/pox-supply', { routes: { poxSupply: { data: devnet } } });
    const grid = await screen.findByLabelText('POX supply');
    await waitFor(() => expect(tile(grid, 'Stake 2.0 for energy')).toHaveTextContent('30,000 POX'));
    for (const label of ['Stake 1.0 for bandwidth', 'Stake 1.0 for energy', 'Stake 1.0 for votes only'])
      expect(tile(grid, label)).toHaveTextContent(/0 POX.*Chain runs Stake 2\.0; old stakes count here/);
    const method = screen.getByRole('region', { name: 'How each figure is computed' });
    expect(method).toHaveTextContent('frozen_balance_for_energy');
    expect(method).toHaveTextContent('The sum of the eleven parts shown above');
    // What the total leaves out is said, not hidden.
    expect(method).toHaveTextContent(/reward pools \(not yet settled to any account\) are not counted/);
    // Rewards credited to SRs and voters and not withdrawn exist outside every balance and stake.
    expect(tile(grid, 'Unclaimed rewards')).toHaveTextContent(/2,000 POX.*0\.20% of the total/);
    expect(method).toHaveTextContent('getaccount allowance');
    // SR rewards issued count both parts every block issues.
    expect(method).toHaveTextContent(/getWitnessPayPerBlock\) and the pay shared by the 127 most voted SRs/);
    expect(method).not.toHaveTextContent('is not included');
  });

  it('charts every part of the supply by day, each with its own page', async () => {
    const dailySeries = (request: { url: string }) => ({
      data: {
        series: request.url.split('/').at(-1) ?? '',
        unit: 'sun' as const,
        points: [
          { day: DAY - 86_400_000, value: '1000000' },
          { day: DAY, value: '2000000' },
        ],
      },
    });
    renderApp('/data/pox-supply', { routes: { poxSupply: { data: devnet }, dailySeries } });
    for (const [name, series] of [
      ['Unclaimed rewards', 'unclaimed-rewards'],
      ['Unstaked, not withdrawn', 'withdrawable'],
      ['Staked for votes only', 'staked-votes'],
      ['Unstaking', 'unstaking'],
    ]) {
      const panel = await screen.findByRole('region', { name });
      expect(within(panel).getByRole('figure', { name })).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Open' })).toHaveAttribute(
        'href',
        `/data/charts/${series}`,
      );
      expect(within(panel).getByRole('button', { name: 'CSV' })).toBeInTheDocument();
    }
  });

  it('shows each Stake 1.0 part with its share, and the Stake 1.0 part of what is delegated', async () => {
    renderApp('/data/pox-supply', { routes: { poxSupply: { data: older } } });
    const grid = await screen.findByLabelText('POX supply');
    await waitFor(() => expect(tile(grid, 'Stake 1.0 for energy')).toHaveTextContent('26,000 POX'));
    expect(tile(grid, 'Stake 1.0 for energy')).toHaveTextContent('2.52% of the total');
    expect(tile(grid, 'Stake 1.0 for bandwidth')).toHaveTextContent('12 POX');
    expect(tile(grid, 'Delegated')).toHaveTextContent('Stake 1.0: 3,988 POX');
    // The eleven tiles of parts add up to the total tile, to the sun (their titles carry exact amounts).
    const exact = (label: string) => {
      const title = tile(grid, label).querySelector('dd [title]')!.getAttribute('title')!;
      return BigInt(Math.round(Number(title.replace(/[^0-9.]/g, '')) * 1e6));
    };
    const parts = [
      'Circulating',
      'Stake 2.0 for bandwidth',
      'Stake 2.0 for energy',
      'Stake 2.0 for votes only',
      'Stake 1.0 for bandwidth',
      'Stake 1.0 for energy',
      'Stake 1.0 for votes only',
      'Delegated',
      'Unstaking',
      'Unstaked, not withdrawn',
      'Unclaimed rewards',
    ];
    expect(parts.map(exact).reduce((a, b) => a + b, 0n)).toBe(exact('Total supply'));
  });
});
