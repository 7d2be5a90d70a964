import { ExternalLink } from '../../components/links/ExternalLink';
import styles from './Footer.module.css';
import type { FooterColumn } from './footerLinks';

/** The link columns; every link opens in a new tab, placeholders are plain text. */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title} className={styles.column}>
          <h2 className={styles.columnTitle}>{column.title}</h2>
          <ul className={styles.links}>
            {column.links.map((link) => (
              <li key={link.label}>
                {link.href === undefined ? (
                  <span className={styles.placeholder} aria-disabled="true">
                    {link.label}
                  </span>
                ) : (
                  <ExternalLink href={link.href} className={styles.link}>
                    {link.label}
                  </ExternalLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
