import type { Proposal, Witness } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { formatCount } from '../../components/format/number';
import { formatUtc } from '../../components/format/time';
import { AddressLink } from '../../components/links/AddressLink';
import type { Column } from '../../components/table/types';
import { Countdown } from '../../components/values/Countdown';
import { parameterInfo } from '../../governance/parameterCatalog';
import { formatParameterValue } from '../../governance/parameterValue';
import { proposalHref } from '../../governance/proposalHref';
import { ProposalState } from './ProposalState';

/** "Energy price (sun per energy) → 420 sun (0.00042 POX)" for each parameter a proposal changes. */
export function ProposalChanges({ proposal }: { proposal: Proposal }) {
  return (
    <span>
      {proposal.parameters.map((change, i) => (
        <span key={change.key}>
          {i > 0 ? <br /> : null}
          {parameterInfo(change.key)?.label ?? change.key} → {formatParameterValue(change.key, change.value)}
        </span>
      ))}
    </span>
  );
}

/** Pending proposals count down to their expiry; decided ones show when it was. */
export function ProposalExpiry({ proposal }: { proposal: Proposal }) {
  return proposal.state === 'PENDING' ? (
    <Countdown to={proposal.expiresAt} due="at the next maintenance" />
  ) : (
    <span>{formatUtc(proposal.expiresAt)}</span>
  );
}

/** The proposals list's columns; SR names come from the SR lists. */
export function proposalColumns(directory: ReadonlyMap<string, Witness>): Column<Proposal>[] {
  return [
    { id: 'id', header: 'ID', cell: (p) => <Link to={proposalHref(p.id)}>#{p.id}</Link> },
    {
      id: 'proposer',
      header: 'Proposer',
      cell: (p) => <AddressLink address={p.proposer} name={directory.get(p.proposer)?.name ?? null} />,
    },
    { id: 'changes', header: 'Changes', cell: (p) => <ProposalChanges proposal={p} /> },
    { id: 'approvals', header: 'Approvals', align: 'end', cell: (p) => formatCount(p.approvals.length) },
    { id: 'state', header: 'State', cell: (p) => <ProposalState state={p.state} /> },
    // One form down the column, pending or decided: the UTC time (the detail counts down).
    {
      id: 'expires',
      header: 'Expires',
      cell: (p) => <time dateTime={new Date(p.expiresAt).toISOString()}>{formatUtc(p.expiresAt)}</time>,
    },
  ];
}
