import { useMemo } from 'react';
import { Amount } from '../../components/amounts/Amount';
import { middleEllipsis } from '../../components/format/number';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';
import { ResourceBar } from '../../components/values/ResourceBar';
import { ClaimRewards } from '../../wallet-actions/ClaimRewards';
import { accountStake } from '../../wallet-actions/connectedAccount';
import { useConnectedAccount } from '../../wallet-actions/useConnectedAccount';
import { useWitnessDirectory } from '../../witnesses/useWitnessLists';

interface CastVote {
  address: string;
  name: string;
  count: bigint;
}

const COLUMNS: Column<CastVote>[] = [
  { id: 'sr', header: 'SR', cell: (v) => v.name },
  {
    id: 'votes',
    header: 'Votes',
    align: 'end',
    cell: (v) => <Amount value={v.count.toString()} decimals={0} symbol={null} />,
  },
];

/** The connected account's POX power, its votes as the full node holds them, and its rewards. */
export function YourVotes() {
  const { account, resources } = useConnectedAccount();
  const directory = useWitnessDirectory();
  const votes = useMemo(
    () =>
      account.data === undefined
        ? undefined
        : accountStake(account.data).votes.map((v) => ({
            ...v,
            name: directory.get(v.address)?.name ?? middleEllipsis(v.address),
          })),
    [account.data, directory],
  );
  const power = resources.data;
  return (
    <Panel title="Your votes">
      {power === undefined ? null : (
        <ResourceBar
          label="POX power used for votes"
          used={String(power.tronPowerUsed ?? 0)}
          limit={String(power.tronPowerLimit ?? 0)}
          unit="votes"
        />
      )}
      <DataTable
        label="Your votes"
        columns={COLUMNS}
        rows={votes}
        rowKey={(v) => v.address}
        error={account.error}
        onRetry={() => void account.refetch()}
        empty="You have not voted yet. Stake POX for POX power, then vote for SRs below."
        skeletonRows={3}
      />
      <ClaimRewards />
    </Panel>
  );
}
