import type { TransactionLookup } from '@poxscan/api/schemas';
import { useParams } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { EmptyState, ErrorState } from '../../components/feedback/QueryStates';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { ContractSection } from './contract/ContractSection';
import { Signatures } from './Signatures';
import { SmartSections } from './smart/SmartSections';
import { TransactionOverview } from './TransactionOverview';
import { transactionHashOf } from './transactionCalls';

const FOLLOW_MS = 3000;

/**
 * Until it is indexed, a transaction is looked for every block (a 200 with null meanwhile, so waiting
 * logs no failed request); until it is solidified, its confirmations are followed.
 */
const followUntilSolid = (query: { state: { data: TransactionLookup | undefined } }) =>
  query.state.data?.transaction?.confirmed ? false : FOLLOW_MS;

/** One transaction: outcome, confirmations, fee, memo, signatures and its decoded contract. */
export default function TransactionDetailsPage() {
  const id = (useParams().id ?? '').replace(/^0x/i, '');
  const valid = transactionHashOf(id) !== undefined;
  const lookup = useApiQuery(
    'transactionLookup',
    { hash: id.toLowerCase() },
    { enabled: valid, refetchInterval: followUntilSolid },
  );
  const tx = lookup.data?.transaction;
  return (
    <PageLayout title="Transaction Details" identifier={id}>
      {!valid ? (
        <EmptyState>{`"${id}" is not a transaction hash (64 hexadecimal digits).`}</EmptyState>
      ) : lookup.error && lookup.data === undefined ? (
        <ErrorState error={lookup.error} onRetry={() => void lookup.refetch()} />
      ) : tx === null ? (
        <EmptyState>
          {`Transaction ${id.toLowerCase()} is not in the explorer's index (yet). A transaction just sent shows here within seconds, once its block is indexed; this page keeps looking.`}
        </EmptyState>
      ) : (
        <>
          <Panel title="Overview">
            <TransactionOverview tx={tx} />
          </Panel>
          {tx ? (
            <>
              <ContractSection tx={tx} />
              <SmartSections tx={tx} />
              <Signatures signatures={tx.signatures} />
            </>
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
