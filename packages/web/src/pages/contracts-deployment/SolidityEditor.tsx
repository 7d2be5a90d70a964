import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/feedback/Skeleton';
import styles from './Deployment.module.css';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** The Solidity editor, loaded after the page itself; a skeleton holds its place meanwhile. */
export function SolidityEditor(props: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <Suspense
      fallback={
        <div className={styles.editor} aria-busy="true">
          <Skeleton width="100%" height="360px" />
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
