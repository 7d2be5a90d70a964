import type { TransactionSummary } from '@poxscan/api/schemas';
import { formatCount } from '../format/number';
import { Badge } from './Badge';

type Status = TransactionSummary['status'];

/** A transaction's result: Success, Failed or Pending. */
export function ResultBadge({ status }: { status: Status }) {
  if (status === 'SUCCESS') return <Badge tone="success">Success</Badge>;
  if (status === 'FAILED') return <Badge tone="danger">Failed</Badge>;
  return <Badge tone="neutral">Pending</Badge>;
}

/**
 * Where a transaction stands: unconfirmed (not in a block, or only in the head block), confirmed by
 * N later blocks, then solidified (irreversible).
 */
export function confirmationLabel(status: Status, solidified: boolean, confirmations?: number): string {
  if (status === 'PENDING' || confirmations === 0) return 'Unconfirmed';
  if (solidified) return 'Solidified';
  if (confirmations === undefined) return 'Confirmed';
  return `Confirmed (${formatCount(confirmations)} confirmation${confirmations === 1 ? '' : 's'})`;
}

export function ConfirmationBadge(props: { status: Status; solidified: boolean; confirmations?: number }) {
  const label = confirmationLabel(props.status, props.solidified, props.confirmations);
  const tone = label === 'Solidified' ? 'success' : label === 'Unconfirmed' ? 'neutral' : 'info';
  return <Badge tone={tone}>{label}</Badge>;
}
