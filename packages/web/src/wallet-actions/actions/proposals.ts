import type { ResourceName } from '../../api/resources';
import { fromBuilderReply } from '../nodeSteps';
import type { WalletAction } from '../types';
import { jsonAmount } from './jsonAmount';

export interface ProposalParameter {
  /** java-tron's proposal number of the chain parameter (the API's `proposalKey`). */
  key: number;
  value: bigint;
}

const PROPOSAL_AFFECTS: readonly ResourceName[] = ['proposals', 'networkParameters'];

/** ProposalCreate: an SR proposes new values for chain parameters. */
export function createProposalAction(parameters: readonly ProposalParameter[]): WalletAction {
  return {
    label: 'Create proposal',
    affects: PROPOSAL_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildProposalCreate', {
          owner_address: owner,
          parameters: parameters.map((p) => ({ key: p.key, value: jsonAmount(p.value, 'parameter value') })),
          visible: true,
        }),
      ),
  };
}

/** ProposalApprove: an SR adds (or withdraws) its approval. */
export function approveProposalAction(proposalId: number, approve: boolean): WalletAction {
  return {
    label: approve ? `Approve proposal #${proposalId}` : `Withdraw approval of proposal #${proposalId}`,
    affects: PROPOSAL_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildProposalApprove', {
          owner_address: owner,
          proposal_id: proposalId,
          is_add_approval: approve,
          visible: true,
        }),
      ),
  };
}

/** ProposalDelete: the proposer cancels a pending proposal. */
export function deleteProposalAction(proposalId: number): WalletAction {
  return {
    label: `Delete proposal #${proposalId}`,
    affects: PROPOSAL_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildProposalDelete', {
          owner_address: owner,
          proposal_id: proposalId,
          visible: true,
        }),
      ),
  };
}
