import type { AccountDetail } from '@poxscan/api/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiError } from '../../api/errors';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { Amount } from '../../components/amounts/Amount';
import { ErrorState, Unavailable } from '../../components/feedback/QueryStates';
import { usdValue } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import { type Detail, DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { Age } from '../../components/values/Age';
import { Badge } from '../../components/values/Badge';
import { CopyButton } from '../../components/values/CopyButton';
import { useNameTag } from '../../hooks/useNameTags';
import styles from './Address.module.css';
import { type AccountKind, KIND_LABELS } from './accountKind';

const LABELS = ['Address', 'Kind', 'Balance', 'Value', 'Transactions', 'Created', 'Last active'];

function ValueInUsd({ balance }: { balance: string }) {
  const price = useApiQuery('price', undefined);
  if (price.data === undefined) return price.error ? <Unavailable>Unavailable</Unavailable> : null;
  const usd = price.data.usd;
  if (!price.data.available || usd === null) return <Unavailable>No price available</Unavailable>;
  return <>{`$${usdValue(balance, usd) ?? '0.00'}${price.data.testnet ? ' (testnet price)' : ''}`}</>;
}

function rows(
  address: string,
  detail: AccountDetail,
  kind: AccountKind | undefined,
  tag: string | undefined,
): Detail[] {
  const list: Detail[] = [
    {
      label: 'Address',
      value: (
        <span className={styles.address}>
          {address}
          <CopyButton text={address} label="address" />
        </span>
      ),
    },
    { label: 'Kind', value: kind === undefined ? '…' : <Badge tone="info">{KIND_LABELS[kind]}</Badge> },
    { label: 'Balance', value: <Amount value={detail.balance} /> },
    { label: 'Value', value: <ValueInUsd balance={detail.balance} /> },
    {
      label: 'Transactions',
      value: `${formatCount(detail.transactionCount)} (${formatCount(detail.transfersIn)} transfers in, ${formatCount(detail.transfersOut)} out)`,
    },
    { label: 'Created', value: detail.createdAt === null ? '—' : <Age timestamp={detail.createdAt} /> },
    {
      label: 'Last active',
      value: detail.lastActiveAt === null ? '—' : <Age timestamp={detail.lastActiveAt} />,
    },
  ];
  const name = tag ?? detail.tag ?? detail.name;
  if (name) list.splice(1, 0, { label: 'Name tag', value: <strong>{name}</strong> });
  return list;
}

/** The address's identity, balance and value, with the link to its CSV export. */
export function AddressSummary({
  address,
  detail,
  kind,
}: {
  address: string;
  detail: UseQueryResult<AccountDetail, ApiError>;
  kind: AccountKind | undefined;
}) {
  const tag = useNameTag(address);
  const exportLink = <Link to={paths.exportData(address)}>CSV export</Link>;
  let body: React.ReactNode;
  if (detail.data) body = <DetailList items={rows(address, detail.data, kind, tag)} />;
  else if (detail.error?.status === 404)
    body = (
      <p
        className={styles.note}
      >{`This address has no recorded activity yet. Kind: ${kind === undefined ? '…' : KIND_LABELS[kind]}.`}</p>
    );
  else if (detail.error) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <DetailList loading items={LABELS.map((label) => ({ label, value: null }))} />;
  return (
    <Panel title="Overview" actions={exportLink}>
      {body}
    </Panel>
  );
}
