import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Rows in COPY's text format, given as the one parameter of a `COPY … FROM STDIN $1` statement: the
 * client below sends them through the COPY protocol instead of binding a parameter. This lets any
 * Kysely query or transaction run a COPY without reaching for its connection. The rows come as text,
 * or as its UTF-8 bytes in parts, which are sent as they are (no text to join and encode).
 */
export class CopyRows {
  constructor(readonly rows: string | readonly Uint8Array[]) {}
}

const TRAILING_PARAMETER = /\s*\$1\s*$/;

type QueryResultLike = { command: string; rowCount: number; rows: unknown[] };

/** pg's client, plus `COPY … FROM STDIN $1` with a CopyRows parameter. */
export class CopyClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query is a set of overloads; this passes them all on.
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown];
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length === 1 &&
      values[0] instanceof CopyRows
    )
      return this.#copy(text.replace(TRAILING_PARAMETER, ''), values[0].rows);
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }

  #copy(statement: string, rows: CopyRows['rows']): Promise<QueryResultLike> {
    const stream = (super.query as (s: unknown) => ReturnType<typeof copyFrom>)(copyFrom(statement));
    return new Promise((resolve, reject) => {
      stream.once('error', reject);
      stream.once('finish', () => resolve({ command: 'COPY', rowCount: stream.rowCount, rows: [] }));
      if (typeof rows === 'string') stream.end(rows);
      else {
        // A part with no rows (a block without internal transactions) would be a message of nothing.
        for (const part of rows) if (part.length > 0) stream.write(part);
        stream.end();
      }
    });
  }
}
