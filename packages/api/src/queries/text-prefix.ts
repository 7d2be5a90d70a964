import { type Expression, type SqlBool, sql } from 'kysely';

/** The first text above every text that begins with `prefix` (code points compare as UTF-8 bytes). */
export function prefixEnd(prefix: string): string | undefined {
  const points = Array.from(prefix, (c) => c.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()! + 1;
    if (last > 0x10ffff) continue;
    // UTF-16 halves are not characters PostgreSQL stores: the next one above them is U+E000.
    points.push(last >= 0xd800 && last <= 0xdfff ? 0xe000 : last);
    return String.fromCodePoint(...points);
  }
  return undefined;
}

/**
 * `text` begins with `prefix`, as a range of a `text_pattern_ops` index (`~>=~`, `~<~`). Unlike
 * `LIKE 'ab%'`, which becomes a range only when the planner sees the pattern, the range keeps to the
 * index in a prepared statement's generic plan, which is planned once for any prefix.
 */
export function startsWith(text: Expression<unknown>, prefix: string): Expression<SqlBool> {
  return inPrefixRange(text, prefix, prefixEnd(prefix));
}

/** startsWith with the range's end given (`prefixEnd(prefix)`), so that the text never reads the prefix. */
export function inPrefixRange(
  text: Expression<unknown>,
  prefix: string,
  end: string | undefined,
): Expression<SqlBool> {
  return end === undefined
    ? sql<SqlBool>`${text} ~>=~ ${prefix}`
    : sql<SqlBool>`(${text} ~>=~ ${prefix} AND ${text} ~<~ ${end})`;
}
