import { type RawBuilder, sql } from 'kysely';

/** Page sizes are bounded by every route's schema, so the distinct texts a literal makes stay few. */
const MAX_LITERAL_LIMIT = 10_000;

/**
 * A limit written into the statement's text instead of bound (`.limit(literalLimit(n))`, or
 * `LIMIT ${literalLimit(n)}` in raw SQL). A generic plan prices `limit $1` as a tenth of the rows
 * the query could return, so a prepared page of 10 out of 20 million looked a thousand times dearer
 * generic than custom, and the server planned it on every run (0.3–0.8 ms, most of what such a page
 * costs it). With the number in the text the server can settle on the generic plan.
 *
 * Only for statements whose best plan is the same for every value they are given: the chain's own
 * lists, prefix ranges. A list of one address's or one token's rows keeps a bound limit, and so its
 * custom plans: the generic plan of an address's page counts on the average address's few rows, and
 * for the busiest address of a 200,000-transaction chain it read and sorted all 10,000 of them (50 ms
 * instead of 1).
 */
export function literalLimit(n: number): RawBuilder<number> {
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_LITERAL_LIMIT ? sql.lit(n) : sql<number>`${n}`;
}
