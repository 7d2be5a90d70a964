import styles from '../../components/form/Form.module.css';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { BROWSER_COMPILERS, EVM_VERSIONS } from '../../solc/versions';

export interface CompileSettingsForm {
  compilerVersion: string;
  optimizer: boolean;
  runs: string;
  evmVersion: string;
}

/** Compiler version (those shipped with the app), optimizer and runs, EVM version. */
export function CompileSettingsFields({
  value,
  onChange,
  runsError,
}: {
  value: CompileSettingsForm;
  onChange: (patch: Partial<CompileSettingsForm>) => void;
  runsError?: string | undefined;
}) {
  return (
    <div className={styles.row}>
      <SelectField
        id="deploy-compiler"
        label="Compiler version"
        value={value.compilerVersion}
        options={BROWSER_COMPILERS.map((c) => ({ value: c.version, label: c.longVersion }))}
        onChange={(compilerVersion) => onChange({ compilerVersion })}
      />
      <SelectField
        id="deploy-evm"
        label="EVM version"
        hint="POX's VM follows the Shanghai rules."
        value={value.evmVersion}
        options={EVM_VERSIONS.map((v) => ({ value: v, label: v }))}
        onChange={(evmVersion) => onChange({ evmVersion })}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={value.optimizer}
          onChange={(event) => onChange({ optimizer: event.target.checked })}
        />
        Optimizer enabled
      </label>
      <TextField
        id="deploy-runs"
        label="Optimizer runs"
        inputMode="numeric"
        value={value.runs}
        readOnly={!value.optimizer}
        onChange={(runs) => onChange({ runs })}
        error={runsError}
      />
    </div>
  );
}
