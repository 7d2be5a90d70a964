import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Rows whose `column` equals `value`, through the column's keyed index (0032): `text_key` finds the
 * index entries in position order, and the column rules out another value with the same key. Each
 * keyed index needs its key written this way; `column = value` alone would read the whole table.
 */
export function keyedEquals(column: string, value: string | Expression<string>): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(text_key(${ref}) = text_key(${value}) AND ${ref} = ${value})`;
}
