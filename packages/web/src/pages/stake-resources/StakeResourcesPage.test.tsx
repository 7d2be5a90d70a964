import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';
import {
  connectWallet,
  sentTransactionRoutes,
  WALLET_ADDRESS,
} from '../../wallet-actions/testing/walletFixtures';

const HOUR = 3_600_000;

function accountRoutes(staked: () => boolean) {
  return {
    nodeAccount: () => ({
      data: {
        address: WALLET_ADDRESS,
        balance: staked() ? 400_000_000 : 500_000_000,
        frozenV2: [
          { amount: 50_000_000 },
          { type: 'ENERGY', ...(staked() ? { amount: 100_000_000 } : {}) },
          { type: 'TRON_POWER' },
        ],
        unfrozenV2: [
          { unfreeze_amount: 7_000_000, unfreeze_expire_time: Date.now() - HOUR },
          { type: 'ENERGY', unfreeze_amount: 3_000_000, unfreeze_expire_time: Date.now() + 2 * HOUR },
        ],
        delegated_frozenV2_balance_for_bandwidth: 20_000_000,
      },
    }),
    nodeAccountResource: () => ({
      data: {
        freeNetLimit: 600,
        freeNetUsed: 120,
        NetLimit: 1500,
        EnergyLimit: staked() ? 45_000 : 0,
        tronPowerLimit: staked() ? 170 : 70,
      },
    }),
    nodeReward: { data: {} },
  };
}

describe('stake resources page', () => {
  it('asks for a wallet first', async () => {
    renderApp('/stake-resources');
    expect(await screen.findByText(/Connect your wallet to stake POX/)).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: 'What you can do here' });
    expect(within(intro).getAllByRole('listitem')).toHaveLength(4);
    expect(within(intro).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it("shows the account's resources and unstakes, and withdraws the expired ones", async () => {
    const user = userEvent.setup();
    connectWallet();
    const { requests } = renderApp('/stake-resources', {
      routes: { ...accountRoutes(() => false), ...sentTransactionRoutes('buildWithdrawExpireUnfreeze') },
    });
    const panel = await screen.findByRole('region', { name: 'Your resources' });
    await waitFor(() => expect(panel).toHaveTextContent('Available balance500 POX'));
    expect(panel).toHaveTextContent('Staked for bandwidth50 POX');
    expect(panel).toHaveTextContent('Delegated to others20 POX');
    expect(panel).toHaveTextContent('Free bandwidth120 / 600 bytes');
    expect(panel).toHaveTextContent('POX power used for votes0 / 70 votes');
    const unstakes = within(panel).getByRole('table', { name: 'Pending unstakes' });
    expect(within(unstakes).getAllByRole('row')[1]).toHaveTextContent('7 POXBandwidthnow');
    expect(within(unstakes).getAllByRole('row')[2]).toHaveTextContent(/3 POXEnergy0[12]:\d\d:\d\d/);
    expect(panel).toHaveTextContent('Withdrawable now: 7 POX');
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdraw unstaked POX: confirmed in block 4,321.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/withdrawexpireunfreeze')?.data).toEqual({
      owner_address: WALLET_ADDRESS,
      visible: true,
    });
  });

  it('stakes for energy through the wallet and compares the resources before and after', async () => {
    const user = userEvent.setup();
    const { signed } = connectWallet();
    let staked = false;
    const { requests } = renderApp('/stake-resources', {
      routes: {
        ...accountRoutes(() => staked),
        ...sentTransactionRoutes('buildFreezeV2', () => {
          staked = true;
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Stake' });
    await waitFor(() => expect(within(form).getByText('Up to 500 POX')).toBeInTheDocument());
    await user.type(within(form).getByLabelText('Amount (POX)'), '600');
    await user.click(within(form).getByRole('button', { name: 'Stake' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('You can use at most 500 POX here.');
    expect(signed).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount (POX)'));
    await user.type(within(form).getByLabelText('Amount (POX)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Stake' }));
    expect(
      await screen.findByText('Stake 100 POX for energy: confirmed in block 4,321.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/freezebalancev2')?.data).toEqual({
      owner_address: WALLET_ADDRESS,
      frozen_balance: 100_000_000,
      resource: 'ENERGY',
      visible: true,
    });
    const compare = await screen.findByRole('table', { name: 'Before and after: Stake 100 POX for energy' });
    await waitFor(() =>
      expect(within(compare).getByRole('row', { name: /Staked for energy/ })).toHaveTextContent(
        '0 POX100 POX',
      ),
    );
    expect(within(compare).getByRole('row', { name: /Energy a day/ })).toHaveTextContent('045,000');
    expect(within(compare).getByRole('row', { name: /POX power/ })).toHaveTextContent('70170');
  });

  it('checks the receiver and the delegable amount before delegating', async () => {
    const user = userEvent.setup();
    connectWallet();
    const friend = address('friend');
    const { requests } = renderApp('/stake-resources?action=delegate', {
      routes: {
        ...accountRoutes(() => true),
        canDelegateMaxSize: { data: { max_size: 80_000_000 } },
        ...sentTransactionRoutes('buildDelegateResource'),
      },
    });
    const form = await screen.findByRole('form', { name: 'Delegate' });
    await waitFor(() => expect(within(form).getByText('Up to 80 POX')).toBeInTheDocument());
    expect(requests.find((r) => r.url === '/wallet/getcandelegatedmaxsize')?.data).toEqual({
      owner_address: WALLET_ADDRESS,
      type: 1,
      visible: true,
    });
    await user.type(within(form).getByLabelText('Amount (POX)'), '50');
    await user.type(within(form).getByLabelText('Receiving account'), WALLET_ADDRESS);
    await user.click(within(form).getByRole('button', { name: 'Delegate' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose an account other than your own.');

    await user.clear(within(form).getByLabelText('Receiving account'));
    await user.type(within(form).getByLabelText('Receiving account'), friend);
    await user.click(within(form).getByLabelText(/Lock the delegation/));
    await user.click(within(form).getByRole('button', { name: 'Delegate' }));
    expect(
      await screen.findByText('Delegate 50 POX of energy: confirmed in block 4,321.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/delegateresource')?.data).toEqual({
      owner_address: WALLET_ADDRESS,
      receiver_address: friend,
      balance: 50_000_000,
      resource: 'ENERGY',
      lock: true,
      visible: true,
    });
  });
});
