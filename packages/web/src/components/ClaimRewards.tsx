import { claimRewardsAction } from '../wallet-actions/actions/voting';
import { useConnectedAccount } from '../wallet-actions/useConnectedAccount';
import { useWalletAction } from '../wallet-actions/useWalletAction';
import { Amount } from './Amount';
import { ActionButton } from './form/ActionButton';
import { formStyles } from './form/formStyles';

/**
 * The connected account's unclaimed rewards (as voter and as SR) and a button to claim them
 * (WithdrawBalance), shown only when there is something to claim.
 */
export function ClaimRewards() {
  const { reward } = useConnectedAccount();
  const { run, pending } = useWalletAction();
  const amount = BigInt(reward.data?.reward ?? 0);
  if (amount === 0n) return null;
  const action = claimRewardsAction();
  return (
    <div className={formStyles.actions}>
      <span>
        Unclaimed rewards: <Amount value={amount.toString()} />
      </span>
      <ActionButton
        type="button"
        busy={pending === action.label}
        disabled={pending !== undefined}
        onClick={() => void run(action)}
      >
        Claim rewards
      </ActionButton>
    </div>
  );
}
