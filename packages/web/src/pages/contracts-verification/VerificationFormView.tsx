import { type FormEvent, useState } from 'react';
import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { useVerification } from '../../verification/useVerification';
import { VerificationOutcome } from '../../verification/VerificationOutcome';
import { CompilerFields } from './CompilerFields';
import { SourceFields } from './SourceFields';
import {
  initialVerificationForm,
  toVerifyBody,
  type VerificationErrors,
  type VerificationForm,
  validateVerification,
} from './verificationForm';

/** The API names a refused field by its request key; the form keeps it under its own. */
const FIELD_OF_PARAMETER: Record<string, keyof VerificationForm> = { sourceFiles: 'files' };

export function VerificationFormView({ prefill }: { prefill: Partial<VerificationForm> }) {
  const [form, setForm] = useState(() => initialVerificationForm(prefill));
  const [errors, setErrors] = useState<VerificationErrors>({});
  const [checked, setChecked] = useState(false);
  const verification = useVerification();

  const set = (patch: Partial<VerificationForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (checked) setErrors(validateVerification(next));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateVerification(form);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length === 0 && !verification.sending) verification.send(toVerifyBody(form));
  }

  const refusal = verification.refusal;
  const refusedField =
    refusal?.parameter === undefined
      ? undefined
      : (FIELD_OF_PARAMETER[refusal.parameter] ?? (refusal.parameter as keyof VerificationForm));
  const shown: VerificationErrors = {
    ...(refusedField === undefined ? {} : { [refusedField]: refusal?.message }),
    ...errors,
  };
  const error = (key: keyof VerificationForm) => shown[key];
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label="Verify a contract"
    >
      <div className={styles.row}>
        <TextField
          id="verify-address"
          label="Contract address *"
          placeholder="T…"
          value={form.address}
          onChange={(address) => set({ address })}
          error={error('address')}
        />
        <TextField
          id="verify-name"
          label="Contract name *"
          placeholder="Token"
          value={form.contractName}
          onChange={(contractName) => set({ contractName })}
          error={error('contractName')}
        />
      </div>
      <CompilerFields form={form} errors={shown} set={set} />
      <SourceFields form={form} errors={shown} set={set} />
      <TextField
        id="verify-constructor-arguments"
        label="Constructor arguments (ABI-encoded hex)"
        hint="Exactly as appended to the bytecode at deployment. Leave empty to take them from the chain."
        multiline
        rows={3}
        value={form.constructorArguments}
        onChange={(constructorArguments) => set({ constructorArguments })}
        error={error('constructorArguments')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={verification.sending}
          aria-busy={verification.sending}
        >
          {verification.sending ? 'Verifying...' : 'Verify and publish'}
        </button>
      </div>
      {refusal !== undefined && refusedField === undefined ? (
        <p className={styles.failure} role="alert">
          {refusal.message}
        </p>
      ) : null}
      {verification.job === undefined ? null : <VerificationOutcome job={verification.job} />}
    </form>
  );
}
