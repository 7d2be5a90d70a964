import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { Amount } from '../../components/amounts/Amount';
import { formatCount } from '../../components/format/number';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { AddressLink } from '../../components/links/AddressLink';
import { TxLink } from '../../components/links/TxLink';

const LABELS = [
  'Creator',
  'Creation transaction',
  'Balance',
  'Verification',
  'Token tracker',
  'Calls',
  'Energy paid by callers',
  "Creator's energy limit per call",
];

/**
 * What a contract has, first on its address page: who created it and in which transaction, its
 * balance, verification, token, calls, and who pays the energy of a call.
 */
export function ContractOverview({ address }: { address: string }) {
  const detail = useApiQuery('contractDetail', { contractAddress: address });
  const extra = useApiQuery('contractExtra', { contractAddress: address });
  const node = useApiQuery('nodeContract', { value: address, visible: true }, { staleTime: 600_000 });
  const c = detail.data;
  if (detail.error) return null;
  if (c === undefined)
    return (
      <Panel title="Contract">
        <DetailList loading items={LABELS.map((label) => ({ label, value: null }))} />
      </Panel>
    );
  const token = extra.data?.token;
  const settings = node.data;
  return (
    <Panel title="Contract">
      <DetailList
        items={[
          { label: 'Creator', value: <AddressLink address={c.creator} /> },
          { label: 'Creation transaction', value: <TxLink hash={c.creationTransaction} /> },
          { label: 'Balance', value: <Amount value={c.balance} /> },
          { label: 'Verification', value: c.verified ? 'Verified source code' : 'Not verified' },
          {
            label: 'Token tracker',
            value: token ? (
              <Link to={paths.tokenDetails(token.id)}>
                {c.name ? `${c.name} (${token.symbol})` : token.symbol}
              </Link>
            ) : (
              '—'
            ),
          },
          { label: 'Calls', value: formatCount(c.transactionCount) },
          {
            label: 'Energy paid by callers',
            value: settings
              ? `${settings.consume_user_resource_percent ?? 0}% (the creator pays the rest)`
              : '…',
          },
          {
            label: "Creator's energy limit per call",
            value: settings ? `${formatCount(settings.origin_energy_limit ?? 0)} energy` : '…',
          },
        ]}
      />
    </Panel>
  );
}
