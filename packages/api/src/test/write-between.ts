import type { Db } from '@poxscan/db';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';

/**
 * The same database, whose reads run `write` once, right after the first read whose SQL matches
 * `after` has been answered: the indexer committing a block between two statements of one request,
 * on demand. The write goes to the primary, past this hook.
 */
export function writeBetween(db: Db, after: RegExp, write: (primary: Db['kysely']) => Promise<unknown>): Db {
  const statements = new WeakMap<QueryId, string>();
  let done = false;
  const hook: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      statements.set(queryId, db.read.getExecutor().compileQuery(node as RootOperationNode, queryId).sql);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (!done && after.test(statements.get(queryId) ?? '')) {
        done = true;
        await write(db.kysely);
      }
      return result;
    },
  };
  return { ...db, read: db.read.withPlugin(hook) };
}
