import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../components/testing/fakeEventSource';
import { votesData, witness, witnesses } from '../../components/testing/governanceSamples';
import { block, page } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import {
  connectWallet,
  sentTransactionRoutes,
  WALLET_ADDRESS,
} from '../../wallet-actions/testing/walletFixtures';

const alpha = witness(1, { name: 'Alpha' });
const bravo = witness(2, { name: 'Bravo' });

/** The votes list's answer, with Bravo's votes since the last maintenance as `bravoGain()` says. */
const votesList =
  (bravoGain = () => 0n) =>
  (r: RecordedRequest) => {
    const gain = bravoGain();
    const now = { ...bravo, realtimeVotes: String(BigInt(bravo.votes) + gain), votesChange: String(gain) };
    return {
      data: page((r.params as { term: string }).term === 'Bra' ? [now] : [alpha, now], {
        page: (r.params as { pageNo: number }).pageNo,
        limit: 10,
        total: 37,
      }),
    };
  };

const baseRoutes = {
  votesData: { data: votesData },
  votesList: votesList(),
  witnesses: {
    data: { witnesses: [alpha, bravo, ...witnesses(3, 27)], totalVotes: '1' },
  },
  witnessPartners: { data: { witnesses: [], totalVotes: '1' } },
};

describe('votes page', () => {
  it('lists SR candidates ten a page, searchable by name, with the vote figures', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/governance/votes?page=2', { routes: baseRoutes });
    const table = await screen.findByRole('table', { name: 'Votes list' });
    expect(await within(table).findByRole('row', { name: /Alpha/ })).toHaveTextContent('2.50%');
    expect(requests.find((r) => r.url === '/governance/getvoteslist')?.params).toEqual({
      pageNo: 2,
      pageLimit: 10,
      term: '',
    });
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Vote statistics')).toHaveTextContent('Voters1,234');
    expect(screen.getByText(/Connect your wallet to see your votes/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Vote for/ })).toBeNull();

    const search = screen.getByRole('form', { name: 'Search the votes list' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search SRs' }), 'Bra');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Alpha/ })).toBeNull());
    expect(requests.at(-1)?.params).toEqual({ pageNo: 1, pageLimit: 10, term: 'Bra' });
  });

  it('votes through the wallet and shows the new votes once the transaction is in a block', async () => {
    const user = userEvent.setup();
    const { signed } = connectWallet();
    let voted = false;
    const account = () => ({
      address: WALLET_ADDRESS,
      balance: 5_000_000,
      votes: voted
        ? [
            { vote_address: alpha.address, vote_count: 400 },
            { vote_address: bravo.address, vote_count: 600 },
          ]
        : [{ vote_address: alpha.address, vote_count: 400 }],
    });
    const { requests } = renderApp('/governance/votes', {
      routes: {
        ...baseRoutes,
        votesList: votesList(() => (voted ? 600n : 0n)),
        nodeAccount: () => ({ data: account() }),
        nodeAccountResource: () => ({
          data: { tronPowerLimit: 1000, tronPowerUsed: voted ? 1000 : 400 },
        }),
        nodeReward: { data: {} },
        ...sentTransactionRoutes('buildVoteWitness', () => {
          voted = true;
        }),
      },
    });
    const yours = await screen.findByRole('table', { name: 'Your votes' });
    expect(await within(yours).findByRole('row', { name: /Alpha/ })).toHaveTextContent('400');
    expect(await screen.findByText('400 / 1,000 votes')).toBeInTheDocument();

    const list = screen.getByRole('table', { name: 'Votes list' });
    expect(await within(list).findByRole('button', { name: 'Vote for Alpha' })).toBeDisabled();
    expect(within(list).getByRole('row', { name: /Bravo/ })).not.toHaveTextContent('at the last maintenance');
    await user.click(within(list).getByRole('button', { name: 'Vote for Bravo' }));
    const ballot = screen.getByRole('form', { name: 'Cast your votes' });
    expect(within(ballot).getByLabelText('Votes for Bravo')).toHaveFocus();
    await user.type(within(ballot).getByLabelText('Votes for Bravo'), '601');
    await user.click(within(ballot).getByRole('button', { name: 'Vote' }));
    expect(within(ballot).getByRole('alert')).toHaveTextContent(
      'These votes add up to 1,001, but your POX power is 1,000.',
    );
    expect(signed).toHaveLength(0);

    await user.clear(within(ballot).getByLabelText('Votes for Bravo'));
    await user.type(within(ballot).getByLabelText('Votes for Bravo'), '600');
    await user.click(within(ballot).getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('Vote: confirmed in block 4,321.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wallet/votewitnessaccount')?.data).toEqual({
      owner_address: WALLET_ADDRESS,
      votes: [
        { vote_address: alpha.address, vote_count: 400 },
        { vote_address: bravo.address, vote_count: 600 },
      ],
      visible: true,
    });
    expect(signed).toHaveLength(1);
    expect(await within(yours).findByRole('row', { name: /Bravo/ })).toHaveTextContent('600');
    expect(screen.getByText('1,000 / 1,000 votes')).toBeInTheDocument();
    // The list shows the node's tally with the new votes; the maintenance count stays as the note.
    await waitFor(() =>
      expect(within(list).getByRole('row', { name: /Bravo/ })).toHaveTextContent(
        '998,000,600998,000,000 at the last maintenance',
      ),
    );
  });

  it("re-reads the list on each new block, so anyone's vote shows before the maintenance", async () => {
    const uninstall = installFakeEventSource();
    try {
      let gain = 0n;
      renderApp('/governance/votes', {
        routes: { ...baseRoutes, votesList: votesList(() => gain) },
      });
      const list = await screen.findByRole('table', { name: 'Votes list' });
      const bravoRow = await within(list).findByRole('row', { name: /Bravo/ });
      expect(bravoRow).toHaveTextContent('998,000,000');
      gain = -250n;
      act(() => FakeEventSource.open()!.emit('block', block(1001)));
      await waitFor(() =>
        expect(within(list).getByRole('row', { name: /Bravo/ })).toHaveTextContent(
          '997,999,750998,000,000 at the last maintenance',
        ),
      );
    } finally {
      uninstall();
    }
  });

  it("toasts java-tron's decoded refusal and keeps the ballot", async () => {
    const user = userEvent.setup();
    connectWallet();
    renderApp('/governance/votes', {
      routes: {
        ...baseRoutes,
        nodeAccount: { data: { address: WALLET_ADDRESS } },
        nodeAccountResource: { data: { tronPowerLimit: 10 } },
        nodeReward: { data: {} },
        buildVoteWitness: {
          data: {
            Error:
              'class org.tron.core.exception.ContractValidateException : The total number of votes[20] is greater than the tronPower[10]',
          },
        },
      },
    });
    const list = await screen.findByRole('table', { name: 'Votes list' });
    await user.click(await within(list).findByRole('button', { name: 'Vote for Alpha' }));
    const ballot = screen.getByRole('form', { name: 'Cast your votes' });
    await user.type(within(ballot).getByLabelText('Votes for Alpha'), '10');
    await user.click(within(ballot).getByRole('button', { name: 'Vote' }));
    expect(
      await screen.findByText('Vote failed. The total number of votes[20] is greater than the tronPower[10]'),
    ).toBeInTheDocument();
    expect(within(ballot).getByLabelText('Votes for Alpha')).toHaveValue('10');
  });
});
