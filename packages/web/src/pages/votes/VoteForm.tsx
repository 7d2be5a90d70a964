import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ActionButton } from '../../components/form/ActionButton';
import { formStyles } from '../../components/form/formStyles';
import { TextField } from '../../components/form/TextField';
import { Panel } from '../../components/layout/Panel';
import { voteAction } from '../../wallet-actions/actions/voting';
import { useWalletAction } from '../../wallet-actions/useWalletAction';
import styles from './Votes.module.css';
import { checkDraft, type DraftVote } from './voteDraft';

export interface VoteFormProps {
  lines: readonly DraftVote[];
  power: bigint | undefined;
  nameOf: (address: string) => string;
  setCount(address: string, count: string): void;
  remove(address: string): void;
  reset(): void;
  edited: boolean;
}

/** Votes for the chosen SRs, sent as one VoteWitness through the wallet; it replaces earlier votes. */
export function VoteForm({ lines, power, nameOf, setCount, remove, reset, edited }: VoteFormProps) {
  const { run, pending } = useWalletAction();
  const [error, setError] = useState<string>();
  // An SR chosen in the list below gets the focus (and so scrolls into view) to type its votes.
  const shown = useRef(lines.length);
  useEffect(() => {
    const added = lines.length > shown.current ? lines.at(-1) : undefined;
    shown.current = lines.length;
    if (added) document.getElementById(`vote-${added.address}`)?.focus();
  }, [lines]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (power === undefined) return;
    const check = checkDraft(lines, power, nameOf);
    setError(check.ok ? undefined : check.error);
    if (check.ok && (await run(voteAction(check.choices)))) reset();
  };
  return (
    <Panel title="Cast your votes">
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} aria-label="Cast your votes">
        <p className={styles.note}>
          Choose SRs in the list below. A vote needs 1 POX of POX power (staked POX); your new votes replace
          all your current votes.
        </p>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.address} className={styles.line}>
              <TextField
                id={`vote-${line.address}`}
                label={`Votes for ${nameOf(line.address)}`}
                inputMode="numeric"
                value={line.count}
                onChange={(count) => setCount(line.address, count)}
              />
              <ActionButton
                type="button"
                secondary
                onClick={() => remove(line.address)}
                label={`Remove ${nameOf(line.address)}`}
              >
                Remove
              </ActionButton>
            </li>
          ))}
        </ul>
        <p className={styles.summary}>
          POX power: {power === undefined ? '…' : power.toLocaleString('en-US')} votes
          {power === 0n ? (
            <>
              {' '}
              — <Link to={paths.stakeResources}>stake POX</Link> to get POX power.
            </>
          ) : null}
        </p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <ActionButton busy={pending === 'Vote'} disabled={pending !== undefined || power === undefined}>
            Vote
          </ActionButton>
          {edited ? (
            <ActionButton type="button" secondary onClick={reset}>
              Start over from my current votes
            </ActionButton>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
