import { runTimeValue } from '@poxscan/db';
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

/** A prefix's end as a statement binds it: '' with `bounded` false when there is none. */
export function prefixRange(prefix: string): { end: string; bounded: boolean } {
  const end = prefixEnd(prefix);
  return { end: end ?? '', bounded: end !== undefined };
}

/**
 * `text` begins with `prefix`, as a range of a `text_pattern_ops` index (`~>=~`, `~<~`). Unlike
 * `LIKE 'ab%'`, which becomes a range only when the planner sees the pattern, the range keeps to the
 * index in a prepared statement's generic plan, which is planned once for any prefix. The planner
 * does not see the prefix or its end (runTimeValue), so the server keeps that generic plan. `end`
 * and `bounded` come from prefixRange; `bounded` is part of a statement's shape, so the text never
 * reads the prefix or its end (see reusable).
 */
export function inPrefixRange(
  text: Expression<unknown>,
  prefix: string,
  { end, bounded }: { end: string; bounded: boolean },
): Expression<SqlBool> {
  const from = runTimeValue(prefix, 'text');
  return bounded
    ? sql<SqlBool>`(${text} ~>=~ ${from} AND ${text} ~<~ ${runTimeValue(end, 'text')})`
    : sql<SqlBool>`${text} ~>=~ ${from}`;
}
