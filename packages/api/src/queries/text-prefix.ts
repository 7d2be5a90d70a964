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
 * index in a prepared statement's generic plan, which is planned once for any prefix. `end` and
 * `bounded` come from prefixRange; `bounded` is part of a statement's shape, so the text never reads
 * the prefix or its end (see reusable). `runTime` hides both from the planner (runTimeValue), so that
 * the server keeps the generic plan; a statement planned on every run should not, as the planner
 * could then only guess.
 */
export function inPrefixRange(
  text: Expression<unknown>,
  prefix: string,
  { end, bounded, runTime = false }: { end: string; bounded: boolean; runTime?: boolean },
): Expression<SqlBool> {
  const bind = (value: string) => (runTime ? runTimeValue(value, 'text') : value);
  return bounded
    ? sql<SqlBool>`(${text} ~>=~ ${bind(prefix)} AND ${text} ~<~ ${bind(end)})`
    : sql<SqlBool>`${text} ~>=~ ${bind(prefix)}`;
}
