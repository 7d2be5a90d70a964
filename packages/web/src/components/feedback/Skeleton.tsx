import styles from './Skeleton.module.css';

/** A shimmering block that stands where content will appear, at the size it will have. */
export function Skeleton({ width = '100%', height = '1em' }: { width?: string; height?: string }) {
  return <span aria-hidden="true" className={styles.skeleton} style={{ width, height }} />;
}
