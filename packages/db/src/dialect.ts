import {
  type LimitNode,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryCompiler,
  type RawBuilder,
  sql,
  ValueNode,
} from 'kysely';

/** Page sizes are bounded by every route's schema, so the distinct texts a limit makes stay few. */
const MAX_LITERAL_LIMIT = 10_000;

/**
 * Writes a `limit` of a whole number into the text instead of binding it. A generic plan prices
 * `limit $1` as a tenth of the rows the query could return, so a prepared page of 10 out of 20
 * million looked a thousand times dearer generic than custom, and the server planned every run
 * anew (0.3–0.8 ms, most of what such a page costs it). With the number in the text it can reuse
 * the plan.
 */
const isLiteralLimit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_LITERAL_LIMIT;

class LiteralLimitCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const value = ValueNode.is(node.limit) ? node.limit.value : undefined;
    if (isLiteralLimit(value)) {
      this.append(`limit ${value}`);
      return;
    }
    super.visitLimit(node);
  }
}

/** PostgreSQL as Kysely speaks it, with literal limits (above). */
export class PoxscanDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
}

/** A limit in raw SQL (`LIMIT ${literalLimit(n)}`), written into the text as the compiler does. */
export function literalLimit(n: number): RawBuilder<number> {
  return isLiteralLimit(n) ? sql.lit(n) : sql<number>`${n}`;
}
