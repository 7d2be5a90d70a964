import type { TransactionDetail } from '@poxscan/api/schemas';
import { useParams } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/PageLayout';
import { Panel } from '../../components/Panel';
import { EmptyState, ErrorState } from '../../components/QueryStates';
import { ContractSection } from './contract/ContractSection';
import { Signatures } from './Signatures';
import { SmartSections } from './smart/SmartSections';
import { TransactionOverview } from './TransactionOverview';
import { transactionHashOf } from './transactionCalls';

const FOLLOW_MS = 3000;

/** Until it is solidified, a transaction's confirmations are followed every block. */
const followUntilSolid = (query: { state: { data: TransactionDetail | undefined } }) =>
  query.state.data?.confirmed ? false : FOLLOW_MS;

/** One transaction: outcome, confirmations, fee, memo, signatures and its decoded contract. */
export default function TransactionDetailsPage() {
  const id = (useParams().id ?? '').replace(/^0x/i, '');
  const valid = transactionHashOf(id) !== undefined;
  const tx = useApiQuery(
    'transaction',
    { hash: id.toLowerCase() },
    { enabled: valid, refetchInterval: followUntilSolid },
  );
  return (
    <PageLayout title="Transaction Details" subtitle={id}>
      {!valid ? (
        <EmptyState>{`"${id}" is not a transaction hash (64 hexadecimal digits).`}</EmptyState>
      ) : tx.error && tx.data === undefined ? (
        <ErrorState error={tx.error} onRetry={() => void tx.refetch()} />
      ) : (
        <>
          <Panel title="Overview">
            <TransactionOverview tx={tx.data} />
          </Panel>
          {tx.data ? (
            <>
              <ContractSection tx={tx.data} />
              <SmartSections tx={tx.data} />
              <Signatures signatures={tx.data.signatures} />
            </>
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
