import type { InputHTMLAttributes } from 'react';
import { describedBy, Field, type FieldProps } from './Field';
import styles from './Form.module.css';

type TextFieldProps = Omit<FieldProps, 'children'> & {
  value: string;
  onChange?: (value: string) => void;
  multiline?: boolean;
  rows?: number;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'placeholder' | 'inputMode' | 'readOnly' | 'autoComplete' | 'type' | 'maxLength'
  >;

/** A text input (or textarea) inside a Field: label, hint, validation message, copy button. */
export function TextField({
  value,
  onChange,
  multiline,
  rows,
  placeholder,
  inputMode,
  readOnly,
  autoComplete,
  type,
  maxLength,
  ...field
}: TextFieldProps) {
  const common = {
    id: field.id,
    value,
    placeholder,
    readOnly,
    maxLength,
    spellCheck: false,
    'aria-invalid': field.error !== undefined,
    'aria-describedby': describedBy(field.id, field.hint, field.error),
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  };
  return (
    <Field {...field}>
      {multiline ? (
        <textarea className={styles.textarea} rows={rows ?? 4} {...common} />
      ) : (
        <input
          className={styles.input}
          type={type ?? 'text'}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          {...common}
        />
      )}
    </Field>
  );
}
