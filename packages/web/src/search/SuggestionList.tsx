import type { Suggestion, SuggestionKind } from '@poxscan/api/schemas';
import styles from './SuggestionList.module.css';

const GROUP_TITLES: Record<SuggestionKind, string> = {
  block: 'Blocks',
  transaction: 'Transactions',
  address: 'Addresses',
  token: 'Tokens',
  contract: 'Contracts',
  witness: 'SRs',
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export interface SuggestionListProps {
  id: string;
  /** In the API's order: grouped by kind, exact matches first. */
  suggestions: readonly Suggestion[];
  activeIndex: number;
  /** Whether an answer is still on its way (the list shows the previous answer meanwhile). */
  loading: boolean;
  /** Said inside the list when there is nothing to suggest. */
  emptyMessage: string | null;
  onPick: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}

/** What the box suggests as the visitor types; the box owns the keyboard, this list only shows it. */
export function SuggestionList(props: SuggestionListProps) {
  const { id, suggestions, activeIndex, loading, emptyMessage, onPick, onHover } = props;
  const groups: { kind: SuggestionKind; items: { s: Suggestion; index: number }[] }[] = [];
  suggestions.forEach((s, index) => {
    const last = groups.at(-1);
    if (last?.kind === s.kind) last.items.push({ s, index });
    else groups.push({ kind: s.kind, items: [{ s, index }] });
  });
  return (
    // The input keeps focus: pressing an option must not blur it before the click lands.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the blur; nothing to act on here
    <div className={styles.panel} onMouseDown={(event) => event.preventDefault()} aria-busy={loading}>
      <div id={id} role="listbox" aria-label="Search suggestions" className={styles.list}>
        {groups.map(({ kind, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group", not fieldsets
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`} className={styles.group}>
            <div id={`${id}-${kind}`} role="presentation" className={styles.groupTitle}>
              {GROUP_TITLES[kind]}
            </div>
            {items.map(({ s, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keys (aria-activedescendant)
              <div
                key={`${s.kind}-${s.key}`}
                tabIndex={-1}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                className={styles.option}
                onClick={() => onPick(s)}
                onMouseMove={() => onHover(index)}
              >
                <span className={styles.label}>{s.kind === 'transaction' ? s.key : s.label}</span>
                {s.detail === null ? null : <span className={styles.detail}>{s.detail}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
      {emptyMessage === null ? null : (
        <p className={styles.empty} role="status">
          {emptyMessage}
        </p>
      )}
    </div>
  );
}
