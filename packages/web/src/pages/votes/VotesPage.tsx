import type { Witness } from '@poxscan/api/schemas';
import { useCallback, useMemo } from 'react';
import { middleEllipsis } from '../../components/format/number';
import { PageLayout } from '../../components/layout/PageLayout';
import { accountStake } from '../../wallet-actions/connectedAccount';
import { useConnectedAccount } from '../../wallet-actions/useConnectedAccount';
import { useWitnessDirectory } from '../../witnesses/useWitnessLists';
import { useVoteDraft } from './useVoteDraft';
import { VoteForm } from './VoteForm';
import styles from './Votes.module.css';
import { VotesListPanel } from './VotesListPanel';
import { VotesStats } from './VotesStats';
import { YourVotes } from './YourVotes';

/** Votes for SRs: the list, and once a wallet is connected the visitor's votes, power and ballot. */
export default function VotesPage() {
  const { owner, account, resources } = useConnectedAccount();
  const directory = useWitnessDirectory();
  const current = useMemo(
    () => (account.data ? accountStake(account.data).votes : undefined),
    [account.data],
  );
  const draft = useVoteDraft(current);
  const nameOf = useCallback(
    (address: string) => directory.get(address)?.name ?? middleEllipsis(address),
    [directory],
  );
  const choose = useCallback((sr: Witness) => draft.choose(sr.address), [draft.choose]);
  const power = resources.data ? BigInt(resources.data.tronPowerLimit ?? 0) : undefined;
  const connected = owner !== '';
  return (
    <PageLayout title="Votes">
      <VotesStats />
      {connected ? (
        <>
          <YourVotes />
          <VoteForm {...draft} power={power} nameOf={nameOf} />
        </>
      ) : (
        <p className={styles.note}>Connect your wallet to see your votes and POX power, and to vote.</p>
      )}
      <VotesListPanel onChoose={connected ? choose : undefined} chosen={draft.chosen} />
    </PageLayout>
  );
}
