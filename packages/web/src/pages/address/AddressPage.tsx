import { parseAddress } from '@poxscan/protocol/browser';
import { useParams } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { EmptyState } from '../../components/feedback/QueryStates';
import { PageLayout } from '../../components/layout/PageLayout';
import { AddressResources } from './AddressResources';
import { AddressSummary } from './AddressSummary';
import { AddressTabs } from './AddressTabs';
import { accountKind } from './accountKind';
import { ContractOverview } from './ContractOverview';
import { SrSummary } from './SrSummary';

/** An address: balance and value, resources, votes, rewards, and its activity by tab. */
export default function AddressPage() {
  const id = useParams().id ?? '';
  const parsed = parseAddress(id);
  const address = parsed.ok ? parsed.base58 : '';
  const enabled = parsed.ok;
  const detail = useApiQuery('accountDetail', { address }, { enabled });
  const node = useApiQuery('nodeAccount', { address, visible: true }, { enabled });
  const kind = accountKind(node.data, detail.data);
  return (
    <PageLayout title="Address" identifier={parsed.ok ? address : id}>
      {!parsed.ok ? (
        <EmptyState>{`"${id}" is not an address (34 characters starting with T).`}</EmptyState>
      ) : (
        <>
          {kind === 'sr' ? <SrSummary address={address} /> : null}
          {kind === 'contract' ? <ContractOverview address={address} /> : null}
          <AddressSummary address={address} detail={detail} kind={kind} />
          {/* Bandwidth, energy, POX power, votes and rewards are an account's, not a contract's. */}
          {detail.data && kind !== 'contract' ? (
            <AddressResources address={address} detail={detail.data} />
          ) : null}
          <AddressTabs address={address} kind={kind} />
        </>
      )}
    </PageLayout>
  );
}
