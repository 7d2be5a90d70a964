import type { AbiParam } from '../abi/abiTools';
import styles from './Contract.module.css';

/** One text input per function argument, named and typed. */
export function ArgumentInputs({
  id,
  inputs,
  values,
  onChange,
}: {
  id: string;
  inputs: readonly AbiParam[];
  values: readonly string[];
  onChange: (index: number, value: string) => void;
}) {
  return (
    <>
      {inputs.map((input, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: arguments are identified by position
        <label key={i} className={styles.field}>
          <span>
            {input.name || `argument ${i + 1}`} <code>{input.type}</code>
          </span>
          <input
            id={`${id}-${i}`}
            value={values[i] ?? ''}
            onChange={(event) => onChange(i, event.target.value)}
            placeholder={input.type}
            spellCheck={false}
            autoComplete="off"
          />
        </label>
      ))}
    </>
  );
}
