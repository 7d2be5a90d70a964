import { useApiQuery } from '../../../api/useApiQuery';
import { Amount } from '../../../components/amounts/Amount';
import { EmptyState, ErrorState } from '../../../components/feedback/QueryStates';
import { DetailList } from '../../../components/layout/DetailList';
import { DelegationsTable } from './DelegationsTable';

/**
 * Stake 2.0: what is staked for each resource, delegated out and in, and unstaking; then who it
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
        ]}
      />
      <DelegationsTable address={address} direction="out" />
      <DelegationsTable address={address} direction="in" />
    </>
  );
}
