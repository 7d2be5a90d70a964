import { type FormEvent, useMemo, useState } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { ActionButton } from '../../components/form/ActionButton';
import { formStyles } from '../../components/form/formStyles';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Panel } from '../../components/layout/Panel';
import { parameterLabel } from '../../governance/parameterRows';
import { formatParameterValue } from '../../governance/parameterValue';
import { createProposalAction } from '../../wallet-actions/actions/proposals';
import { useWalletAction } from '../../wallet-actions/useWalletAction';
import { checkProposal, type DraftChange } from './proposalDraft';

const FIRST: DraftChange = { key: 'getEnergyFee', value: '' };

/** A connected SR proposes new values for chain parameters (ProposalCreate through the wallet). */
export function CreateProposalForm() {
  const parameters = useApiQuery('networkParameters', undefined);
  const { run, pending } = useWalletAction();
  const [changes, setChanges] = useState<DraftChange[]>([FIRST]);
  const [error, setError] = useState<string>();
  const known = useMemo(() => parameters.data?.parameters ?? [], [parameters.data]);
  // The parameters a proposal can set, by proposal number, as the API reports them.
  const options = useMemo(
    () =>
      known
        .flatMap((p) => (p.proposalKey === null ? [] : [{ key: p.key, proposalKey: p.proposalKey }]))
        .sort((a, b) => a.proposalKey - b.proposalKey)
        .map((p) => ({ value: p.key, label: `#${p.proposalKey} ${parameterLabel(p.key)}` })),
    [known],
  );
  const current = (key: string) => known.find((p) => p.key === key)?.value;
  const unused = () => options.find((o) => !changes.some((c) => c.key === o.value))?.value;
  const update = (index: number, change: Partial<DraftChange>) =>
    setChanges(changes.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProposal(changes, known);
    setError(check.ok ? undefined : check.error);
    if (check.ok && (await run(createProposalAction(check.parameters)))) setChanges([FIRST]);
  };
  return (
    <Panel title="Create a proposal">
      <form
        className={formStyles.form}
        aria-label="Create a proposal"
        onSubmit={(event) => void submit(event)}
      >
        {changes.map((change, index) => {
          const now = current(change.key);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place and never reordered
            <div key={index} className={formStyles.row}>
              <SelectField
                id={`proposal-parameter-${index}`}
                label={`Parameter ${index + 1}`}
                value={change.key}
                options={options}
                onChange={(key) => update(index, { key })}
              />
              <TextField
                id={`proposal-value-${index}`}
                label={`New value ${index + 1}`}
                inputMode="numeric"
                value={change.value}
                onChange={(value) => update(index, { value })}
                {...(now === undefined ? {} : { hint: `Now ${formatParameterValue(change.key, now)}` })}
              />
            </div>
          );
        })}
        {error ? <p role="alert">{error}</p> : null}
        <div className={formStyles.actions}>
          <ActionButton
            type="button"
            secondary
            disabled={unused() === undefined}
            onClick={() => setChanges([...changes, { key: unused() ?? '', value: '' }])}
          >
            Add a parameter
          </ActionButton>
          <ActionButton busy={pending === 'Create proposal'} disabled={pending !== undefined}>
            Create proposal
          </ActionButton>
        </div>
      </form>
    </Panel>
  );
}
