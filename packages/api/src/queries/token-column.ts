import { sql } from 'kysely';

interface TokenFields {
  standard: string;
  symbol: string;
  name: string;
  decimals: number;
}

/**
 * One column of the token a row names, as a subquery of its own rather than a join. Beside a lateral
 * join whose cost the planner cannot bound (a block's range of transfers), the choice between the
 * tokens' primary key and a scan of the whole table falls within the planner's cost fuzz, and the
 * scan won: all 4,001 tokens compared for each row of a page, 17 of a page's 21 ms at 20 million
 * transactions. A subquery is planned on its own, so it is always one probe of the key.
 */
function tokenColumn<F extends keyof TokenFields>(tokenId: string, field: F) {
  return sql<
    TokenFields[F] | null
  >`(SELECT ${sql.ref(`tk.${field}`)} FROM tokens tk WHERE tk.id = ${sql.ref(tokenId)})`;
}

/** The token's standard, symbol, name and decimals, as `<prefix>_standard` and so on. */
export function tokenColumns<P extends string>(tokenId: string, prefix: P) {
  return [
    tokenColumn(tokenId, 'standard').as(`${prefix}_standard`),
    tokenColumn(tokenId, 'symbol').as(`${prefix}_symbol`),
    tokenColumn(tokenId, 'name').as(`${prefix}_name`),
    tokenColumn(tokenId, 'decimals').as(`${prefix}_decimals`),
  ] as const;
}
