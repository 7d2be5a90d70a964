import { describedBy, Field, type FieldProps } from './Field';
import styles from './Form.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select inside a Field: label, hint and validation message. */
export function SelectField({
  value,
  options,
  onChange,
  disabled,
  ...field
}: Omit<FieldProps, 'children' | 'copyText'> & {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        className={styles.select}
        value={value}
        disabled={disabled}
        aria-invalid={field.error !== undefined}
        aria-describedby={describedBy(field.id, field.hint, field.error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
