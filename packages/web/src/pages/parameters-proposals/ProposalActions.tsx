import type { Proposal } from '@poxscan/api/schemas';
import { ActionButton } from '../../components/form/ActionButton';
import { formStyles } from '../../components/form/formStyles';
import { approveProposalAction, deleteProposalAction } from '../../wallet-actions/actions/proposals';
import { useWalletAction } from '../../wallet-actions/useWalletAction';
import { useConnectedSr } from './useConnectedSr';

/** What the connected SR can do with a pending proposal: approve or withdraw, and delete its own. */
export function ProposalActions({ proposal }: { proposal: Proposal }) {
  const sr = useConnectedSr();
  const { run, pending } = useWalletAction();
  if (sr === undefined || proposal.state !== 'PENDING') return null;
  const approved = proposal.approvals.includes(sr);
  const approval = approveProposalAction(proposal.id, !approved);
  const deletion = deleteProposalAction(proposal.id);
  return (
    <div className={formStyles.actions}>
      <ActionButton
        type="button"
        busy={pending === approval.label}
        disabled={pending !== undefined}
        onClick={() => void run(approval)}
      >
        {approved ? 'Withdraw approval' : 'Approve'}
      </ActionButton>
      {proposal.proposer === sr ? (
        <ActionButton
          type="button"
          secondary
          busy={pending === deletion.label}
          disabled={pending !== undefined}
          onClick={() => void run(deletion)}
        >
          Delete proposal
        </ActionButton>
      ) : null}
    </div>
  );
}
