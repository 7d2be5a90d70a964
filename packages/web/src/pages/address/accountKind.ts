import type { AccountDetail } from '@poxscan/api/schemas';
import type { NodeAccount } from '../../api/fullnodeTypes';

export type AccountKind = 'sr' | 'contract' | 'issuer' | 'account' | 'inactive';

export const KIND_LABELS: Readonly<Record<AccountKind, string>> = {
  sr: 'Super Representative',
  contract: 'Contract',
  issuer: 'Token issuer',
  account: 'Account',
  inactive: 'Not activated',
};

/**
 * What the address is, from the account-type check (the node's `getaccount`: `{}` for an account that
 * does not exist yet, `type` Contract or AssetIssue) and the explorer's SR flag. Undefined until known.
 */
export function accountKind(
  node: NodeAccount | undefined,
  detail: AccountDetail | undefined,
): AccountKind | undefined {
  if (detail?.isWitness) return 'sr';
  if (node === undefined) return detail?.isContract ? 'contract' : undefined;
  if (node.type === 'Contract' || detail?.isContract) return 'contract';
  if (node.address === undefined && node.balance === undefined && node.type === undefined) return 'inactive';
  return node.type === 'AssetIssue' ? 'issuer' : 'account';
}
