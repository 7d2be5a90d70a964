import { type RawBuilder, sql } from 'kysely';

/** log_pos keeps 20 bits for the log index and the 43 above them for tx_seq (0037). */
const MAX_TX_SEQ = 2 ** 43 - 1;
const MAX_LOG_INDEX = 2 ** 20 - 1;

/**
 * An event log's position, tx_seq and log_index in one bigint (0037): the key a contract's event
 * indexes are ordered by. `table` is the name or alias of event_logs in the query; a query must order
 * and bound by this expression for those indexes to serve it.
 */
export const logPos = (table: string): RawBuilder<number> =>
  sql<number>`log_pos(${sql.ref(`${table}.tx_seq`)}, ${sql.ref(`${table}.log_index`)})`;

/**
 * The position of (txSeq, logIndex), for a bound on logPos. A cursor or range beyond what a position
 * holds is taken as the largest one: every stored log lies below it, as it lies below the pair. The
 * server clamps (any safe integer), so one text serves every pair.
 */
export const logPosOf = (txSeq: number, logIndex: number): RawBuilder<number> =>
  sql<number>`log_pos(least(${txSeq}::bigint, ${sql.lit(MAX_TX_SEQ)}), least(${logIndex}::bigint, ${sql.lit(MAX_LOG_INDEX)})::integer)`;

/** The position of a transaction's last possible log: an inclusive upper bound for its logs. */
export const lastLogPosOf = (txSeq: number): RawBuilder<number> => logPosOf(txSeq, MAX_LOG_INDEX);
