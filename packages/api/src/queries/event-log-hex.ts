import { topicHex } from '@poxscan/db';
import { sql } from 'kysely';

/** An event log's topics and data as hex (lower case), as the node gave them. */
export interface LogHex {
  topic0: string | null;
  topic1: string | null;
  topic2: string | null;
  topic3: string | null;
  data: string;
}

/**
 * The selections that read a log's topics and data, stored as bytes, back as hex under their own
 * names; `table` is the name or alias of event_logs in the query.
 */
export function selectLogHex(table: string) {
  const topic = (column: keyof LogHex) => topicHex(`${table}.${column}`);
  return [
    sql<string | null>`encode(${sql.ref(`${table}.topic0`)}, 'hex')`.as('topic0'),
    topic('topic1').as('topic1'),
    topic('topic2').as('topic2'),
    topic('topic3').as('topic3'),
    sql<string>`encode(${sql.ref(`${table}.data`)}, 'hex')`.as('data'),
  ] as const;
}

/** The topics a log has, in order. */
export const topicList = (l: LogHex): string[] =>
  [l.topic0, l.topic1, l.topic2, l.topic3].filter((t): t is string => t !== null);
