import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { MultiFileFields } from './MultiFileFields';
import type { SourceType, VerificationErrors, VerificationForm } from './verificationForm';

const SOURCE_TYPES: { value: SourceType; label: string }[] = [
  { value: 'single-file', label: 'Single file' },
  { value: 'multi-file', label: 'Several files' },
  { value: 'standard-json', label: 'Standard JSON input' },
];

interface Props {
  form: VerificationForm;
  errors: VerificationErrors;
  set: (patch: Partial<VerificationForm>) => void;
}

/** How the sources are given, and the matching inputs. */
export function SourceFields({ form, errors, set }: Props) {
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>Sources</legend>
        {SOURCE_TYPES.map((type) => (
          <label key={type.value} className={styles.checkbox}>
            <input
              type="radio"
              name="verify-source-type"
              checked={form.sourceType === type.value}
              onChange={() => set({ sourceType: type.value })}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      {form.sourceType === 'single-file' ? (
        <TextField
          id="verify-source"
          label="Source code *"
          multiline
          rows={14}
          value={form.sourceCode}
          onChange={(sourceCode) => set({ sourceCode })}
          error={errors.sourceCode}
        />
      ) : null}
      {form.sourceType === 'multi-file' ? (
        <MultiFileFields files={form.files} error={errors.files} onChange={(files) => set({ files })} />
      ) : null}
      {form.sourceType === 'standard-json' ? (
        <TextField
          id="verify-standard-json"
          label="Standard JSON input *"
          hint="solc's standard JSON input: language, sources with content, settings (optimizer, evmVersion, libraries…). Nothing is fetched from URLs."
          multiline
          rows={14}
          value={form.standardJson}
          onChange={(standardJson) => set({ standardJson })}
          error={errors.standardJson}
        />
      ) : null}
    </>
  );
}
