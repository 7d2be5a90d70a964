import { Fragment } from 'react';
import styles from './EvenlyWrapped.module.css';

/** `text` cut into the fewest pieces of at most `max` characters, all as long as one another. */
export function evenPieces(text: string, max: number): { at: number; piece: string }[] {
  const count = Math.max(1, Math.ceil(text.length / max));
  const size = Math.ceil(text.length / count);
  const pieces: { at: number; piece: string }[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push({ at, piece: text.slice(at, at + size) });
  return pieces;
}

/**
 * A long unbroken value (an address, a hash) that may wrap only between equal pieces, so a narrow
 * screen never leaves a character or two alone on a line. Copying selects the value unchanged.
 */
export function EvenlyWrapped({ text, max }: { text: string; max: number }) {
  return (
    <>
      {evenPieces(text, max).map(({ at, piece }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          <span className={styles.piece}>{piece}</span>
        </Fragment>
      ))}
    </>
  );
}

/** A base58 address (34 characters) wraps, if at all, into two halves. */
export const ADDRESS_PIECE = 17;
/** A 64-digit hash wraps into pieces of 16. */
export const HASH_PIECE = 16;
