import type { ReactNode } from 'react';
import { formatCount } from '../../components/format/number';
import { BlockLink } from '../../components/links/BlockLink';
import styles from './BlockDetails.module.css';

/**
 * What was looked for and why it is not there: a height above the head is not produced yet (with the
 * head to go to); any other height or hash does not exist on this chain. While the head is still
 * loading, a height is only said to be missing from the index.
 */
export function BlockNotFound({ id, head }: { id: string; head: number | undefined }) {
  const height = /^[0-9]+$/.test(id) ? Number(id) : undefined;
  let text: ReactNode;
  if (height !== undefined && head !== undefined && height > head)
    text = (
      <>
        Block #{formatCount(height)} has not been produced yet: the latest block is #
        <BlockLink number={head} />.
      </>
    );
  // Until the head is known a missing height may be one not produced yet: never call it nonexistent.
  else if (height !== undefined && head === undefined)
    text = <>Block #{formatCount(height)} is not in the index; looking up the latest block…</>;
  else if (height !== undefined) text = <>Block #{formatCount(height)} does not exist on this chain.</>;
  else text = <>No block with the hash {id} exists on this chain.</>;
  return (
    <p role="status" className={styles.notFound}>
      {text}
    </p>
  );
}
