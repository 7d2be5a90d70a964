import { useApiQuery } from '../../api/useApiQuery';
import { Skeleton } from '../../components/feedback/Skeleton';
import { Field } from '../../components/form/Field';
import styles from '../../components/form/Form.module.css';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { VerificationErrors, VerificationForm } from './verificationForm';

/** SPDX identifiers offered for the licence; the list Etherscan-style explorers offer, most used first. */
const LICENSES = [
  'MIT',
  'Apache-2.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'LGPL-3.0-only',
  'AGPL-3.0-only',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'MPL-2.0',
  'Unlicense',
  'UNLICENSED',
];

interface Props {
  form: VerificationForm;
  errors: VerificationErrors;
  set: (patch: Partial<VerificationForm>) => void;
}

/** Compiler version (from the service), optimizer and runs, EVM version, licence. */
export function CompilerFields({ form, errors, set }: Props) {
  const compilers = useApiQuery('verificationCompilers', undefined);
  const fromJson = form.sourceType === 'standard-json';
  if (compilers.isPending)
    return (
      <Field id="verify-compiler" label="Compiler version *">
        <Skeleton width="100%" height="42px" />
      </Field>
    );
  const versions = compilers.data?.compilers ?? [];
  return (
    <>
      <div className={styles.row}>
        <SelectField
          id="verify-compiler"
          label="Compiler version *"
          value={form.compilerVersion}
          options={[
            { value: '', label: 'Choose a version' },
            ...versions.map((c) => ({ value: c.version, label: c.longVersion })),
          ]}
          onChange={(compilerVersion) => set({ compilerVersion })}
          error={
            errors.compilerVersion ??
            (compilers.isError ? 'The list of compilers could not be loaded.' : undefined)
          }
        />
        <SelectField
          id="verify-evm"
          label="EVM version"
          value={fromJson ? '' : form.evmVersion}
          disabled={fromJson}
          options={[
            { value: '', label: "Compiler's default" },
            ...(compilers.data?.evmVersions ?? []).map((v) => ({ value: v, label: v })),
          ]}
          onChange={(evmVersion) => set({ evmVersion })}
          {...(fromJson ? { hint: 'Taken from the standard JSON input.' } : {})}
        />
        <SelectField
          id="verify-license"
          label="Licence"
          value={form.license}
          options={[{ value: '', label: 'None' }, ...LICENSES.map((l) => ({ value: l, label: l }))]}
          onChange={(license) => set({ license })}
        />
      </div>
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={!fromJson && form.optimizer}
            disabled={fromJson}
            onChange={(event) => set({ optimizer: event.target.checked })}
          />
          Optimizer enabled
        </label>
        <TextField
          id="verify-runs"
          label="Optimizer runs"
          inputMode="numeric"
          value={form.optimizerRuns}
          readOnly={fromJson || !form.optimizer}
          onChange={(optimizerRuns) => set({ optimizerRuns })}
          error={errors.optimizerRuns}
        />
      </div>
    </>
  );
}
