import { type FormEvent, useReducer, useState } from 'react';
import { BlockRangeFields } from './BlockRangeFields';
import { DateRangeFields } from './DateRangeFields';
import styles from './ExportPage.module.css';
import { type ExportFormState, type ExportMode, exportFormReducer, initialExportForm } from './exportForm';
import { TokenTypeSelect } from './TokenTypeSelect';
import { useCsvDownload } from './useCsvDownload';

const MODES: { value: ExportMode; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'block', label: 'Block Number' },
];

export function ExportForm({ address }: { address: string }) {
  const [today] = useState(() => new Date());
  const [form, dispatch] = useReducer(exportFormReducer, today, initialExportForm);
  const { downloading, download } = useCsvDownload(address);
  const set = (patch: Partial<ExportFormState>) => dispatch({ type: 'set', patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    void download(form);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TokenTypeSelect address={address} value={form.type} onChange={(type) => set({ type })} />
      <div className={styles.field}>
        <label htmlFor="export-address" className={styles.label}>
          Address *
        </label>
        <input id="export-address" className={styles.input} type="text" value={address} readOnly />
      </div>
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">Export range by</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className={styles.radio}>
            <input
              type="radio"
              name="export-mode"
              value={mode.value}
              checked={form.mode === mode.value}
              onChange={() => set({ mode: mode.value })}
            />
            {mode.label}
          </label>
        ))}
      </fieldset>
      {form.mode === 'date' ? (
        <DateRangeFields startDate={form.startDate} endDate={form.endDate} today={today} onChange={set} />
      ) : (
        <BlockRangeFields fromBlock={form.fromBlock} toBlock={form.toBlock} onChange={set} />
      )}
      <p className={styles.note}>
        ⚠ Only the earliest 5,000 records within the selected range will be exported
      </p>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} aria-busy={downloading}>
          {downloading ? 'Downloading...' : 'Download'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => dispatch({ type: 'reset', now: new Date() })}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
