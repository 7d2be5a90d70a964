import { Badge, type BadgeTone } from '../../components/values/Badge';

const TONES: Record<string, BadgeTone> = {
  PENDING: 'info',
  APPROVED: 'success',
  DISAPPROVED: 'danger',
  CANCELED: 'neutral',
};

const WORDS: Record<string, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DISAPPROVED: 'Disapproved',
  CANCELED: 'Cancelled',
};

/** A proposal's state as a coloured word. */
export function ProposalState({ state }: { state: string }) {
  return <Badge tone={TONES[state] ?? 'neutral'}>{WORDS[state] ?? state}</Badge>;
}
