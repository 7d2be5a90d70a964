import { Link } from 'react-router';
import { useHrefWith, useSearchParam } from '../../hooks/usePageParam';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
}

/** The active tab, kept in the URL (`?tab=…`); an unknown or missing value selects the first. */
export function useActiveTab(tabs: readonly TabItem[], param = 'tab'): string {
  const value = useSearchParam(param);
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0]?.id ?? '';
}

/**
 * Tabs as links, so a tab is a URL you can share. Switching tab drops the page and cursor of the
 * previous one, and the URL parameters in `resets` (a tab's own filters).
 */
export function Tabs({
  tabs,
  label,
  param = 'tab',
  resets = [],
}: {
  tabs: readonly TabItem[];
  label: string;
  param?: string;
  resets?: readonly string[];
}) {
  const active = useActiveTab(tabs, param);
  const hrefWith = useHrefWith();
  const dropped = Object.fromEntries(resets.map((name) => [name, null]));
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          role="tab"
          aria-selected={tab.id === active}
          className={styles.tab}
          to={hrefWith({
            ...dropped,
            [param]: tab.id === tabs[0]?.id ? null : tab.id,
            page: null,
            cursor: null,
          })}
          replace
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}
