import type { NodeAccountResource } from '../../api/resources/governance-screens';
import { Amount } from '../../components/amounts/Amount';
import { ErrorState } from '../../components/feedback/QueryStates';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { ResourceBar } from '../../components/values/ResourceBar';
import { ClaimRewards } from '../../wallet-actions/ClaimRewards';
import { accountStake } from '../../wallet-actions/connectedAccount';
import { useConnectedAccount } from '../../wallet-actions/useConnectedAccount';
import styles from './StakeResources.module.css';
import { UnstakingList } from './UnstakingList';

const text = (value: number | undefined) => String(value ?? 0);

function ResourceBars({ resources }: { resources: NodeAccountResource }) {
  return (
    <div className={styles.bars}>
      <ResourceBar
        label="Free bandwidth"
        used={text(resources.freeNetUsed)}
        limit={text(resources.freeNetLimit)}
        unit="bytes"
      />
      <ResourceBar
        label="Staked bandwidth"
        used={text(resources.NetUsed)}
        limit={text(resources.NetLimit)}
        unit="bytes"
      />
      <ResourceBar
        label="Energy"
        used={text(resources.EnergyUsed)}
        limit={text(resources.EnergyLimit)}
        unit="energy"
      />
      <ResourceBar
        label="POX power used for votes"
        used={text(resources.tronPowerUsed)}
        limit={text(resources.tronPowerLimit)}
        unit="votes"
      />
    </div>
  );
}

/** The connected account's balance, stake, delegations, resources and unstakes, from the full node. */
export function YourResources() {
  const { account, resources } = useConnectedAccount();
  const stake = account.data ? accountStake(account.data) : undefined;
  const pox = (value: bigint | undefined) =>
    value === undefined ? null : <Amount value={value.toString()} />;
  return (
    <Panel title="Your resources">
      {account.error ? <ErrorState error={account.error} onRetry={() => void account.refetch()} /> : null}
      <DetailList
        loading={stake === undefined && !account.error}
        items={[
          { label: 'Available balance', value: pox(stake?.balance) },
          { label: 'Staked for bandwidth', value: pox(stake?.staked.BANDWIDTH) },
          { label: 'Staked for energy', value: pox(stake?.staked.ENERGY) },
          {
            label: 'Delegated to others',
            value: pox(stake && stake.delegatedOut.BANDWIDTH + stake.delegatedOut.ENERGY),
          },
          {
            label: 'Delegated to you',
            value: pox(stake && stake.delegatedIn.BANDWIDTH + stake.delegatedIn.ENERGY),
          },
        ]}
      />
      {resources.data ? <ResourceBars resources={resources.data} /> : null}
      {stake ? <UnstakingList unstaking={stake.unstaking} /> : null}
      <ClaimRewards />
    </Panel>
  );
}
