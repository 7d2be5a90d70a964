import { sql } from 'kysely';

/** A token's standard, symbol, name and decimals, in that order. */
export type TokenFields = [standard: string, symbol: string, name: string, decimals: number];

/**
 * The token a row names, as one subquery of its own rather than a join, as `<prefix>_token`. Beside a
 * lateral join whose cost the planner cannot bound (a block's range of transfers), the choice between
 * the tokens' primary key and a scan of the whole table falls within the planner's cost fuzz, and the
 * scan won: all 4,001 tokens compared for each row of a page, 17 of a page's 21 ms at 20 million
 * transactions. A subquery is planned on its own, so it is always one probe of the key; its fields
 * come as one array so that a row costs one probe, not one a field.
 */
export function tokenFields<P extends string>(tokenId: string, prefix: P) {
  return sql<TokenFields | null>`(SELECT json_build_array(tk.standard, tk.symbol, tk.name, tk.decimals)
    FROM tokens tk WHERE tk.id = ${sql.ref(tokenId)})`.as(`${prefix}_token`);
}

/** The columns `tokenRef` reads, from `tokenFields`. */
export function tokenRefColumns(fields: TokenFields | null) {
  return {
    t_standard: fields?.[0] ?? null,
    t_symbol: fields?.[1] ?? null,
    t_name: fields?.[2] ?? null,
    t_decimals: fields?.[3] ?? null,
  };
}
