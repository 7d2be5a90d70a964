import type { Proposal } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { ErrorState } from '../../components/feedback/QueryStates';
import { formatCount } from '../../components/format/number';
import { formatUtc } from '../../components/format/time';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { AddressLink } from '../../components/links/AddressLink';
import { useHrefWith } from '../../hooks/usePageParam';
import { useWitnessDirectory } from '../../witnesses/useWitnessLists';
import { ProposalActions } from './ProposalActions';
import { ProposalState } from './ProposalState';
import { ProposalChanges, ProposalExpiry } from './proposalColumns';

function ProposalFacts({ proposal }: { proposal: Proposal }) {
  const directory = useWitnessDirectory();
  const named = (address: string) => (
    <AddressLink address={address} name={directory.get(address)?.name ?? null} />
  );
  return (
    <DetailList
      items={[
        { label: 'Proposer', value: named(proposal.proposer) },
        { label: 'State', value: <ProposalState state={proposal.state} /> },
        { label: 'Changes', value: <ProposalChanges proposal={proposal} /> },
        { label: 'Created', value: formatUtc(proposal.createdAt) },
        { label: 'Expires', value: <ProposalExpiry proposal={proposal} /> },
        {
          label: `Approvals (${formatCount(proposal.approvals.length)})`,
          value:
            proposal.approvals.length === 0 ? (
              'None yet'
            ) : (
              <ul aria-label="Approved by">
                {proposal.approvals.map((address) => (
                  <li key={address}>{named(address)}</li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

/** One proposal (`?proposal=<id>`): who proposed what, who approved, its state and expiry. */
export function ProposalDetail({ id }: { id: number }) {
  const hrefWith = useHrefWith();
  const query = useApiQuery('proposals', undefined);
  const proposal = query.data?.proposals.find((p) => p.id === id);
  return (
    <Panel title={`Proposal #${id}`} actions={<Link to={hrefWith({ proposal: null })}>Close</Link>}>
      {query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && proposal === undefined ? <p>There is no proposal #{id}.</p> : null}
      {query.data === undefined && !query.error ? (
        <DetailList items={[{ label: 'Proposer', value: '' }]} loading />
      ) : null}
      {proposal ? (
        <>
          <ProposalFacts proposal={proposal} />
          <ProposalActions proposal={proposal} />
        </>
      ) : null}
    </Panel>
  );
}
