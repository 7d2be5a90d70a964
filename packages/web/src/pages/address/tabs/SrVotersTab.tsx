import { useApiQuery } from '../../../api/useApiQuery';
import { SrVoters } from '../../../components/lists/SrVoters';

/** The SR's voters; their shares are of its real-time tally, once the SR's figures arrive. */
export function SrVotersTab({ address }: { address: string }) {
  const sr = useApiQuery('witness', { address });
  return <SrVoters address={address} realtimeVotes={sr.data?.realtimeVotes ?? null} />;
}
