import type { AccountDetail } from '@poxscan/api/schemas';
import { formatPox } from '@poxscan/protocol/browser';
import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { Unavailable } from '../../components/feedback/QueryStates';
import { Panel } from '../../components/layout/Panel';
import { ResourceBar } from '../../components/values/ResourceBar';
import styles from './Address.module.css';

const pox = (sun: bigint) => formatPox(sun, { thousands: true });

function ClaimableRewards({ address }: { address: string }) {
  const reward = useApiQuery('nodeReward', { address, visible: true });
  if (reward.data === undefined) return reward.error ? <Unavailable>Unavailable</Unavailable> : <>…</>;
  return <Amount value={String(reward.data.reward ?? 0)} />;
}

/** Bandwidth, energy and POX power with bars; votes cast, Stake 1.0 where it holds some, claimable rewards. */
export function AddressResources({ address, detail }: { address: string; detail: AccountDetail }) {
  const v1 = detail.stakeV1;
  const stakeV1 = [v1.frozenForBandwidth, v1.frozenForEnergy, v1.frozenForPower, v1.delegatedOut].reduce(
    (a, b) => a + BigInt(b),
    0n,
  );
  return (
    <Panel title="Resources">
      <div className={styles.resources}>
        <ResourceBar
          label="Bandwidth"
          used={detail.bandwidth.used}
          limit={detail.bandwidth.limit}
          unit="bytes"
        />
        <ResourceBar label="Energy" used={detail.energy.used} limit={detail.energy.limit} unit="energy" />
        <ResourceBar
          label="POX Power (votes used)"
          used={detail.votesCast}
          limit={String(BigInt(detail.power) / 1_000_000n)}
          unit="votes"
        />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>POX Power</dt>
          <dd>{`${pox(BigInt(detail.power))} POX`}</dd>
        </div>
        <div>
          <dt>Votes cast</dt>
          <dd>{BigInt(detail.votesCast).toLocaleString('en-US')}</dd>
        </div>
        {stakeV1 > 0n && (
          <div>
            <dt>Stake 1.0</dt>
            <dd title="Frozen before Stake 2.0 and not yet unfrozen; part of its POX Power">{`${pox(stakeV1)} POX`}</dd>
          </div>
        )}
        <div>
          <dt>Claimable rewards</dt>
          <dd>
            <ClaimableRewards address={address} />
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
