import { accountStake } from '../../wallet-actions/connectedAccount';
import { useConnectedAccount } from '../../wallet-actions/useConnectedAccount';

/** The connected address when the full node says it is an SR (only SRs create and approve proposals). */
export function useConnectedSr(): string | undefined {
  const { owner, account } = useConnectedAccount();
  return account.data && accountStake(account.data).isWitness ? owner : undefined;
}
