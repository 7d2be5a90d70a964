import type { Proposal } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/useApiQuery';
import { parameterLabel } from '../../../governance/parameterRows';
import { formatParameterValue } from '../../../governance/parameterValue';
import { proposalHref } from '../../../governance/proposalHref';
import styles from './Contract.module.css';
import type { ContractJson } from './normalizeParameter';

interface Change {
  number: number;
  value: string;
}

const changesOf = (contract: ContractJson): Change[] =>
  (Array.isArray(contract.parameters) ? contract.parameters : []).map((p: Record<string, unknown>) => ({
    number: Number(p.key),
    value: String(p.value),
  }));

/** The proposal this transaction created: same proposer and changes, created nearest its time. */
function createdProposal(proposals: readonly Proposal[], owner: unknown, changes: Change[], at: number) {
  const same = (p: Proposal) =>
    p.proposer === owner &&
    p.parameters.length === changes.length &&
    changes.every((c) => p.parameters.some((q) => q.proposalKey === c.number && q.value === c.value));
  return proposals.filter(same).sort((a, b) => Math.abs(a.createdAt - at) - Math.abs(b.createdAt - at))[0];
}

/** A proposal's changes by parameter name ("Energy price → 420 sun"), and a link to the proposal. */
export function ProposalParameters({ contract, timestamp }: { contract: ContractJson; timestamp: number }) {
  const parameters = useApiQuery('networkParameters', undefined);
  const proposals = useApiQuery('proposals', undefined);
  const changes = changesOf(contract);
  const names = new Map(parameters.data?.parameters.map((p) => [p.proposalKey, p.key]));
  const proposal =
    proposals.data && createdProposal(proposals.data.proposals, contract.owner, changes, timestamp);
  return (
    <>
      <ul className={styles.list} aria-label="Proposed parameters">
        {changes.map(({ number, value }) => {
          const key = names.get(number);
          return (
            <li key={number}>
              {key === undefined ? `Parameter #${number}` : `${parameterLabel(key)} (#${number})`} →{' '}
              {key === undefined ? value : formatParameterValue(key, value)}
            </li>
          );
        })}
      </ul>
      {proposal ? <Link to={proposalHref(proposal.id)}>Proposal #{proposal.id}</Link> : null}
    </>
  );
}
