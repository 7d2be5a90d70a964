import { type Compilable, CompiledQuery, type RawBuilder } from 'kysely';
import type { ReadDb } from './api-db.js';

/** Stands in for one bound value while a statement's text is compiled. */
class Slot {
  constructor(readonly key: string) {}
}

interface Template {
  sql: string;
  /** Each parameter: a constant of the shape, or the key of the value bound to it. */
  parameters: readonly unknown[];
}

/** A builder's statement, or a raw one (which compiles against a database). */
type Statement<R> = Compilable<R> | RawBuilder<R>;

const compile = <R>(db: ReadDb, q: Statement<R>): CompiledQuery<R> =>
  'isRawBuilder' in q ? q.compile(db) : q.compile();

/** Shapes kept per statement: each is a few hundred bytes, and shapes are few (a page size, a flag). */
const MAX_SHAPES = 256;

function sameParameters(template: Template, values: Record<string, unknown>, real: readonly unknown[]) {
  return (
    template.parameters.length === real.length &&
    template.parameters.every((p, i) => Object.is(p instanceof Slot ? values[p.key] : p, real[i]))
  );
}

/**
 * A read built and compiled once per shape, then only bound and run. Building a Kysely statement
 * makes a frozen node tree and compiling walks it; on a list page that was a third of the API's CPU
 * and much of its garbage, for a text that only the shape (a literal page size, whether a cursor is
 * given) can change.
 *
 * `build` receives stand-ins for `values`: it may pass them into the statement as values, never read
 * them. The first run of each shape compiles with the real values as well and refuses a statement
 * whose text or parameters differ, so a build that reads a value fails on its first run, in tests.
 */
export function reusable<V extends Record<string, unknown>, S extends unknown[], R>(
  build: (db: ReadDb, values: V, ...shape: S) => Statement<R>,
) {
  const shapes = new Map<string, Template>();
  return async (db: ReadDb, values: V, ...shape: S): Promise<R[]> => {
    const key = JSON.stringify(shape);
    let template = shapes.get(key);
    if (template === undefined) {
      const slots = Object.fromEntries(Object.keys(values).map((k) => [k, new Slot(k)])) as V;
      const compiled = compile(db, build(db, slots, ...shape));
      const real = compile(db, build(db, values, ...shape));
      template = { sql: compiled.sql, parameters: compiled.parameters };
      if (compiled.sql !== real.sql || !sameParameters(template, values, real.parameters))
        throw new TypeError(`a reusable statement reads its values while it is built:\n${real.sql}`);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, template);
    }
    const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.key] : p));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}
