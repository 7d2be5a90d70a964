import { Amount } from '../../components/amounts/Amount';
import { ActionButton } from '../../components/form/ActionButton';
import { formStyles } from '../../components/form/formStyles';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';
import { Countdown } from '../../components/values/Countdown';
import { useNow } from '../../hooks/useNow';
import { withdrawExpiredAction } from '../../wallet-actions/actions/staking';
import { type Unstaking, withdrawable } from '../../wallet-actions/connectedAccount';
import { useWalletAction } from '../../wallet-actions/useWalletAction';

const COLUMNS: Column<Unstaking>[] = [
  { id: 'amount', header: 'Unstaking', cell: (u) => <Amount value={u.amount.toString()} /> },
  { id: 'resource', header: 'Resource', cell: (u) => (u.resource === 'ENERGY' ? 'Energy' : 'Bandwidth') },
  { id: 'available', header: 'Withdrawable in', cell: (u) => <Countdown to={u.expiresAt} due="now" /> },
];

/** Pending unstakes, and a button to withdraw those whose waiting period is over. */
export function UnstakingList({ unstaking }: { unstaking: readonly Unstaking[] }) {
  const now = useNow();
  const { run, pending } = useWalletAction();
  if (unstaking.length === 0) return null;
  const ready = withdrawable(unstaking, now);
  const action = withdrawExpiredAction();
  return (
    <>
      <DataTable
        label="Pending unstakes"
        columns={COLUMNS}
        rows={unstaking}
        rowKey={(u) => `${u.resource}-${u.expiresAt}-${u.amount}`}
        empty="Nothing is being unstaked."
      />
      <div className={formStyles.actions}>
        <span>
          Withdrawable now: <Amount value={ready.toString()} />
        </span>
        <ActionButton
          type="button"
          busy={pending === action.label}
          disabled={ready === 0n || pending !== undefined}
          onClick={() => void run(action)}
        >
          Withdraw
        </ActionButton>
      </div>
    </>
  );
}
