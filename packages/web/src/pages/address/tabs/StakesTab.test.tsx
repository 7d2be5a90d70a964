import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDetail, address } from '../../../components/testing/samples';
import { renderApp } from '../../../test/renderApp';

const old = address('stake one holder');
const stakeV1 = {
  frozenForBandwidth: '0',
  frozenForEnergy: '26000000',
  frozenForPower: '0',
  delegatedOut: '4000000',
  delegatedIn: '0',
};
const routes = (v1: typeof stakeV1) => ({
  accountDetail: { data: accountDetail('stake one holder', { stakeV1: v1 }) },
  nodeAccount: { data: { address: old, balance: 1781772 } },
  accountDelegations: { data: { items: [], nextCursor: null } },
});
const label = (text: string) => screen.queryByText(text, { selector: 'dt' });

beforeAll(() => import('../AddressPage'), 60_000);

describe('stakes tab: Stake 1.0', () => {
  it('shows the Stake 1.0 amounts the account holds, beside its Stake 2.0', async () => {
    renderApp(`/address-account/${old}?tab=stakes`, { routes: routes(stakeV1) });
    await waitFor(() => expect(label('Stake 1.0 for energy')?.parentElement).toHaveTextContent('26 POX'));
    expect(label('Stake 1.0 delegated to others')?.parentElement).toHaveTextContent('4 POX');
    // The resources panel: all of its Stake 1.0, its own and delegated.
    expect(label('Stake 1.0')?.parentElement).toHaveTextContent('30 POX');
    expect(label('Staked for energy')?.parentElement).toHaveTextContent('3,000 POX');
    // Only what it holds: no line of zeros.
    expect(label('Stake 1.0 for bandwidth')).toBeNull();
    expect(label('Stake 1.0 delegated by others')).toBeNull();
  });

  it('shows the unstaked POX that is ready to withdraw', async () => {
    renderApp(`/address-account/${old}?tab=stakes`, {
      routes: {
        ...routes(stakeV1),
        accountDetail: { data: accountDetail('stake one holder', { stakeV1, withdrawable: '36250000' }) },
      },
    });
    await waitFor(() =>
      expect(label('Unstaked, ready to withdraw')?.parentElement).toHaveTextContent('36.25 POX'),
    );
  });

  it('adds no Stake 1.0 line for an account with Stake 2.0 only', async () => {
    const none = { ...stakeV1, frozenForEnergy: '0', delegatedOut: '0' };
    renderApp(`/address-account/${old}?tab=stakes`, { routes: routes(none) });
    await waitFor(() => expect(label('Staked for energy')?.parentElement).toHaveTextContent('3,000 POX'));
    expect(screen.queryByText(/Stake 1\.0/)).toBeNull();
  });
});
