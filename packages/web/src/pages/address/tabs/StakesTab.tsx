import type { AccountDetail } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { Amount } from '../../../components/amounts/Amount';
import { EmptyState, ErrorState } from '../../../components/feedback/QueryStates';
import { DetailList } from '../../../components/layout/DetailList';
import { DelegationsTable } from './DelegationsTable';

/** Stake 1.0 amounts (frozen before Stake 2.0, held until unfrozen): only those an account has. */
function stakeV1Items(v1: AccountDetail['stakeV1'] | undefined): [string, string][] {
  if (v1 === undefined) return [];
  const rows: [string, string][] = [
    ['Stake 1.0 for bandwidth', v1.frozenForBandwidth],
    ['Stake 1.0 for energy', v1.frozenForEnergy],
    ['Stake 1.0 for votes only', v1.frozenForPower],
    ['Stake 1.0 delegated to others', v1.delegatedOut],
    ['Stake 1.0 delegated by others', v1.delegatedIn],
  ];
  return rows.filter(([, value]) => BigInt(value) > 0n);
}

/**
 * Stake 2.0 (and Stake 1.0 where the account still holds some): what is staked for each resource, delegated out and in, and unstaking; then who it
 * delegates to and who delegates to it.
 */
export function StakesTab({ address }: { address: string }) {
  const detail = useApiQuery('accountDetail', { address });
  if (detail.error?.status === 404)
    return <EmptyState>No stakes: this address has no recorded activity.</EmptyState>;
  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  const item = (label: string, value: string | undefined) => ({
    label,
    value: value === undefined ? null : <Amount value={value} />,
  });
  return (
    <>
      <DetailList
        loading={d === undefined}
        items={[
          item('Staked for bandwidth', d?.frozenForBandwidth),
          item('Staked for energy', d?.frozenForEnergy),
          item('Delegated to others', d?.delegatedOut),
          item('Delegated by others', d?.delegatedIn),
          item('Unstaking (waiting period)', d?.unfreezing),
          item('Unstaked, ready to withdraw', d?.withdrawable),
          ...stakeV1Items(d?.stakeV1).map(([label, value]) => item(label, value)),
        ]}
      />
      <DelegationsTable address={address} direction="out" />
      <DelegationsTable address={address} direction="in" />
    </>
  );
}
