import { Fragment } from 'react';

/** A camelCase name's words with where each starts: a new word at each capital after a small letter or digit. */
function camelWords(name: string): { at: number; word: string }[] {
  const words: { at: number; word: string }[] = [];
  let at = 0;
  for (const word of name.split(/(?<=[a-z0-9])(?=[A-Z])/)) {
    words.push({ at, word });
    at += word.length;
  }
  return words;
}

/**
 * A long camelCase name (a chain parameter's getter) that a narrow screen wraps between its words,
 * never inside one. Copying selects the name unchanged.
 */
export function WordWrapped({ name }: { name: string }) {
  return (
    <>
      {camelWords(name).map(({ at, word }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {word}
        </Fragment>
      ))}
    </>
  );
}
