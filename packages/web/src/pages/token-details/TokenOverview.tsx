import type { TokenDetail } from '@poxscan/api/schemas';
import { formatCount } from '../../components/format/number';
import { formatUtc } from '../../components/format/time';
import { type Detail, DetailList } from '../../components/layout/DetailList';
import { AddressLink } from '../../components/links/AddressLink';
import { WebLink } from '../../components/links/WebLink';
import { Badge } from '../../components/values/Badge';
import { TokenSupply } from '../../tokens/TokenSupply';
import { tokenLabel } from './tokenLabel';

const LABELS = ['Name', 'Standard', 'Contract', 'Total supply', 'Decimals', 'Holders', 'Transfers'];

function rows(token: TokenDetail): Detail[] {
  const isContract = token.standard === 'PRC20' || token.standard === 'PRC721';
  const list: Detail[] = [
    {
      label: 'Name',
      value: (
        <>
          {`${tokenLabel(token)} `}
          {token.verified ? <Badge tone="success">Verified</Badge> : null}
        </>
      ),
    },
    { label: 'Standard', value: token.standard },
    {
      label: isContract ? 'Contract' : 'Token ID',
      value: isContract ? <AddressLink address={token.id} full contract /> : token.id,
    },
    {
      label: 'Total supply',
      value: <TokenSupply token={token} />,
    },
    { label: 'Decimals', value: String(token.decimals) },
    { label: 'Holders', value: formatCount(token.holders) },
    { label: 'Transfers', value: formatCount(token.transfers) },
  ];
  if (token.issuer) list.push({ label: 'Issuer', value: <AddressLink address={token.issuer} full /> });
  if (token.createdAt !== null) list.push({ label: 'Created', value: formatUtc(token.createdAt) });
  if (token.websiteUrl) list.push({ label: 'Website', value: <WebLink url={token.websiteUrl} /> });
  if (token.description) list.push({ label: 'Description', value: token.description });
  return list;
}

/** The token's facts; skeleton rows while it loads. */
export function TokenOverview({ token }: { token: TokenDetail | undefined }) {
  if (token === undefined)
    return <DetailList loading items={LABELS.map((label) => ({ label, value: null }))} />;
  return <DetailList items={rows(token)} />;
}
