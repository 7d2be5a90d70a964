import { useApiQuery } from '../api/useApiQuery';
import { useAppSelector } from '../state/hooks';

/** The connected wallet's account as the full node sees it now: balance, stake, votes, resources. */
export function useConnectedAccount() {
  const owner = useAppSelector((state) => state.home.walletAddress);
  const query = { address: owner, visible: true } as const;
  const enabled = owner !== '';
  const account = useApiQuery('nodeAccount', query, { enabled });
  const resources = useApiQuery('nodeAccountResource', query, { enabled });
  const reward = useApiQuery('nodeReward', query, { enabled });
  return { owner, account, resources, reward };
}
