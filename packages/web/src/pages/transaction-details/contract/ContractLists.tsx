import { contractTypeLabel } from '../../../components/format/contractType';
import { AddressLink } from '../../../components/links/AddressLink';
import styles from './Contract.module.css';
import type { ContractJson } from './normalizeParameter';
import { ProposalParameters } from './ProposalParameters';

const grouped = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value).toLocaleString('en-US') : String(value);
const arrayOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []);

function Votes({ contract }: { contract: ContractJson }) {
  return (
    <ol className={styles.list} aria-label="Votes">
      {arrayOf(contract.votes).map((vote) => (
        <li key={String(vote.address)}>
          <AddressLink address={String(vote.address)} /> — {grouped(vote.count)} votes
        </li>
      ))}
    </ol>
  );
}

function Permission({ permission }: { permission: Record<string, unknown> }) {
  const allowed = Array.isArray(permission.allowedContractTypes) ? permission.allowedContractTypes : [];
  return (
    <li>
      <strong>{`${String(permission.type)} “${String(permission.name)}”`}</strong> — threshold{' '}
      {grouped(permission.threshold)}
      <ul className={styles.list}>
        {arrayOf(permission.keys).map((key) => (
          <li key={String(key.address)}>
            <AddressLink address={String(key.address)} /> (weight {grouped(key.weight)})
          </li>
        ))}
      </ul>
      {allowed.length > 0 ? (
        <p>Allowed: {allowed.map((t) => contractTypeLabel(String(t))).join(', ')}</p>
      ) : null}
    </li>
  );
}

function Permissions({ contract }: { contract: ContractJson }) {
  const all = [
    contract.ownerPermission,
    contract.witnessPermission,
    ...arrayOf(contract.activePermissions),
  ].filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null);
  return (
    <ul className={styles.list} aria-label="Permissions">
      {all.map((permission) => (
        <Permission key={`${String(permission.type)}-${String(permission.id)}`} permission={permission} />
      ))}
    </ul>
  );
}

/** The list part of the contract types that carry one; null for the others. */
export function ContractLists({ contract, timestamp }: { contract: ContractJson; timestamp: number }) {
  if (contract.type === 'VoteWitness') return <Votes contract={contract} />;
  if (contract.type === 'ProposalCreate')
    return <ProposalParameters contract={contract} timestamp={timestamp} />;
  if (contract.type === 'AccountPermissionUpdate') return <Permissions contract={contract} />;
  return null;
}
