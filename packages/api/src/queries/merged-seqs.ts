import { type RawBuilder, sql } from 'kysely';

/**
 * The next `limit` distinct seqs of several ordered reads (each `(SELECT seq … ORDER BY seq … LIMIT …)`,
 * newest or oldest first), as a subquery. `UNION ALL` under `DISTINCT` and the page's own order lets
 * the server merge the reads as their indexes give them (Merge Append, then Unique) and stop at the
 * page's end: a read whose rows are all older than the page is asked for one. A plain `UNION` hashed
 * or sorted every row of every read and then sorted the page again.
 */
export function mergedSeqs(reads: RawBuilder<unknown>[], asc: boolean, limit: number) {
  const dir = sql.raw(asc ? 'ASC' : 'DESC');
  return sql<{ seq: number }>`(SELECT DISTINCT s.seq FROM (${sql.join(reads, sql` UNION ALL `)}) s
    ORDER BY s.seq ${dir} LIMIT ${limit})`;
}
