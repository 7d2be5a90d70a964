import type { ApiClient } from '../../api/client';
import type { ResourceName } from '../../api/resources';
import { WalletActionError } from '../errors';
import {
  buildProposalTransaction,
  type ProposalContract,
  type ProposalParameter,
} from '../proposals/proposalTransaction';
import type { WalletAction } from '../types';

const PROPOSAL_AFFECTS: readonly ResourceName[] = ['proposals', 'networkParameters'];

/** The head block, through the full-node service: the reference of a locally built transaction. */
async function referenceBlock(api: ApiClient) {
  const block = await api.request('nodeNowBlock', undefined);
  const raw = block.block_header?.raw_data;
  if (block.blockID === undefined || raw?.number === undefined || raw.timestamp === undefined) {
    throw new WalletActionError('build', 'The full node did not report its latest block.');
  }
  return { number: raw.number, blockID: block.blockID, timestamp: raw.timestamp };
}

function proposalAction(label: string, contract: ProposalContract): WalletAction {
  return {
    label,
    affects: PROPOSAL_AFFECTS,
    build: async (api, owner) =>
      buildProposalTransaction(owner, contract, await referenceBlock(api), Date.now()),
  };
}

/** ProposalCreate: an SR proposes new values for chain parameters. */
export function createProposalAction(parameters: readonly ProposalParameter[]): WalletAction {
  return proposalAction('Create proposal', { type: 'ProposalCreateContract', parameters });
}

/** ProposalApprove: an SR adds (or withdraws) its approval. */
export function approveProposalAction(proposalId: number, approve: boolean): WalletAction {
  return proposalAction(
    approve ? `Approve proposal #${proposalId}` : `Withdraw approval of proposal #${proposalId}`,
    { type: 'ProposalApproveContract', proposalId, approve },
  );
}

/** ProposalDelete: the proposer cancels a pending proposal. */
export function deleteProposalAction(proposalId: number): WalletAction {
  return proposalAction(`Delete proposal #${proposalId}`, { type: 'ProposalDeleteContract', proposalId });
}
