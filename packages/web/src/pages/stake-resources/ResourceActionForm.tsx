import { type FormEvent, useId, useState } from 'react';
import type { StakeResource } from '../../api/resources/governance-screens';
import { useApiQuery } from '../../api/useApiQuery';
import { ActionButton } from '../../components/form/ActionButton';
import { formStyles } from '../../components/form/formStyles';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { formatAmount } from '../../components/format/amount';
import type { AccountStake } from '../../wallet-actions/connectedAccount';
import { useWalletAction } from '../../wallet-actions/useWalletAction';
import { checkPoxAmount, checkReceiver } from './amountInput';
import type { ResourceActionSpec } from './resourceActions';
import styles from './StakeResources.module.css';

const RESOURCES = [
  { value: 'ENERGY', label: 'Energy' },
  { value: 'BANDWIDTH', label: 'Bandwidth' },
] as const;

export interface ResourceActionFormProps {
  spec: ResourceActionSpec;
  owner: string;
  stake: AccountStake | undefined;
  /** Called when the visitor sends (before) and once the transaction is in a block. */
  onSend(label: string): void;
  onConfirmed(): void;
}

/** One Stake 2.0 operation: amount, resource (and receiver), checked, then sent through the wallet. */
export function ResourceActionForm({ spec, owner, stake, onSend, onConfirmed }: ResourceActionFormProps) {
  const id = useId();
  const { run, pending } = useWalletAction();
  const [amount, setAmount] = useState('');
  const [resource, setResource] = useState<StakeResource>('ENERGY');
  const [receiver, setReceiver] = useState('');
  const [lock, setLock] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; receiver?: string }>({});
  const canDelegate = useApiQuery(
    'canDelegateMaxSize',
    { owner_address: owner, type: resource === 'ENERGY' ? 1 : 0, visible: true },
    { enabled: spec.receiver && spec.submit === 'Delegate' },
  );
  const delegable = canDelegate.data ? BigInt(canDelegate.data.max_size ?? 0) : undefined;
  const max = stake ? spec.max(stake, resource, delegable) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkedAmount = checkPoxAmount(amount, max, spec.min);
    const checkedReceiver = spec.receiver ? checkReceiver(receiver, owner) : { ok: true as const, value: '' };
    setErrors({
      ...(checkedAmount.ok ? {} : { amount: checkedAmount.error }),
      ...(checkedReceiver.ok ? {} : { receiver: checkedReceiver.error }),
    });
    if (!checkedAmount.ok || !checkedReceiver.ok) return;
    const action = spec.action(checkedAmount.value, resource, checkedReceiver.value, lock);
    onSend(action.label);
    if (await run(action)) {
      setAmount('');
      onConfirmed();
    }
  };

  return (
    <form className={formStyles.form} aria-label={spec.title} onSubmit={(event) => void submit(event)}>
      <p className={styles.note}>{spec.explain}</p>
      <div className={formStyles.row}>
        <TextField
          id={`${id}-amount`}
          label="Amount (POX)"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          {...(max === undefined ? {} : { hint: `Up to ${formatAmount(max.toString()).full} POX` })}
        />
        <SelectField
          id={`${id}-resource`}
          label="Resource"
          value={resource}
          options={RESOURCES}
          onChange={(value) => setResource(value as StakeResource)}
        />
      </div>
      {spec.receiver ? (
        <TextField
          id={`${id}-receiver`}
          label="Receiving account"
          value={receiver}
          onChange={setReceiver}
          error={errors.receiver}
          placeholder="T…"
        />
      ) : null}
      {spec.submit === 'Delegate' ? (
        <label>
          <input type="checkbox" checked={lock} onChange={(event) => setLock(event.target.checked)} /> Lock
          the delegation for 3 days
        </label>
      ) : null}
      <div className={formStyles.actions}>
        <ActionButton busy={pending?.startsWith(spec.submit) ?? false} disabled={pending !== undefined}>
          {spec.submit}
        </ActionButton>
      </div>
    </form>
  );
}
