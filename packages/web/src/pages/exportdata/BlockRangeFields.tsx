import styles from './ExportPage.module.css';
import { digitsOnly } from './exportForm';

function BlockInput(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        className={styles.input}
        placeholder="Enter block number"
        value={props.value}
        onChange={(event) => props.onChange(digitsOnly(event.target.value))}
      />
    </div>
  );
}

export function BlockRangeFields(props: {
  fromBlock: string;
  toBlock: string;
  onChange: (patch: { fromBlock?: string; toBlock?: string }) => void;
}) {
  return (
    <div className={styles.row}>
      <BlockInput
        id="export-from-block"
        label="From Block *"
        value={props.fromBlock}
        onChange={(fromBlock) => props.onChange({ fromBlock })}
      />
      <BlockInput
        id="export-to-block"
        label="To Block *"
        value={props.toBlock}
        onChange={(toBlock) => props.onChange({ toBlock })}
      />
    </div>
  );
}
