import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import type { SourceFile } from './verificationForm';

/** One path and source per file; files can be added by hand or picked from disk. */
export function MultiFileFields({
  files,
  error,
  onChange,
}: {
  files: SourceFile[];
  error?: string | undefined;
  onChange: (files: SourceFile[]) => void;
}) {
  const update = (index: number, patch: Partial<SourceFile>) =>
    onChange(files.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  async function pick(list: FileList | null) {
    if (list === null) return;
    const picked = await Promise.all(
      [...list].map(async (file) => ({ path: file.name, content: await file.text() })),
    );
    onChange([...files.filter((f) => f.path !== '' || f.content !== ''), ...picked]);
  }
  return (
    <div className={styles.form}>
      {files.map((file, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: files are edited in place, their position is their identity
        <div key={i} className={styles.card}>
          <TextField
            id={`verify-file-${i}-path`}
            label={`File ${i + 1} path`}
            placeholder="contracts/Token.sol"
            value={file.path}
            onChange={(path) => update(i, { path })}
          />
          <TextField
            id={`verify-file-${i}-source`}
            label={`File ${i + 1} source`}
            multiline
            rows={8}
            value={file.content}
            onChange={(content) => update(i, { content })}
          />
          {files.length > 1 ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
            >
              Remove file {i + 1}
            </button>
          ) : null}
        </div>
      ))}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => onChange([...files, { path: '', content: '' }])}
        >
          Add a file
        </button>
        <label className={styles.secondary}>
          Pick .sol files
          <input
            type="file"
            accept=".sol"
            multiple
            className={styles.hidden}
            onChange={(event) => void pick(event.target.files)}
          />
        </label>
      </div>
      {error === undefined ? null : (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
