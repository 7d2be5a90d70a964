import styles from './NewItemsNotice.module.css';

/**
 * "3 new blocks": new rows wait behind this notice instead of pushing the list down under the
 * reader's eyes; pressing it shows them.
 */
export function NewItemsNotice({
  count,
  noun,
  onShow,
}: {
  count: number;
  noun: [string, string];
  onShow: () => void;
}) {
  if (count === 0) return null;
  const word = count === 1 ? noun[0] : noun[1];
  return (
    <button
      type="button"
      className={styles.notice}
      onClick={onShow}
      aria-label={`${count} new ${word} — show`}
    >
      {count} new <span className={styles.noun}>{word} </span>— show
    </button>
  );
}
