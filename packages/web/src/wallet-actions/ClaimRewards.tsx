import { Amount } from '../components/amounts/Amount';
import { ActionButton } from '../components/form/ActionButton';
import { formStyles } from '../components/form/formStyles';
import { claimRewardsAction } from './actions/voting';
import { useConnectedAccount } from './useConnectedAccount';
import { useWalletAction } from './useWalletAction';

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
