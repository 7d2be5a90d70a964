import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open.js';
import { type ColumnKind, readTableShapes, type TableShapes } from './table-types.test-util.js';

/** How pg-types.ts hands each PostgreSQL type to JavaScript. */
const KIND_OF_PG_TYPE: Record<string, ColumnKind> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  numeric: 'string',
  text: 'string',
  'character varying': 'string',
  uuid: 'string',
  date: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  jsonb: 'json',
  bytea: 'bytes',
};

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

/** Every difference between the Kysely types and the migrated schema, one readable line each. */
function compare(types: TableShapes, columns: DbColumn[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    const name = `${column.table_name}.${column.column_name}`;
    seen.add(name);
    const typed = types.get(column.table_name)?.get(column.column_name);
    if (!typed) {
      if (types.has(column.table_name)) problems.push(`${name}: in the schema, not in the Kysely type`);
      continue;
    }
    const kind = KIND_OF_PG_TYPE[column.data_type];
    if (kind !== typed.kind)
      problems.push(`${name}: ${column.data_type} reads as ${kind}, typed ${typed.kind}`);
    const nullable = column.is_nullable === 'YES';
    if (nullable !== typed.nullable)
      problems.push(
        `${name}: ${nullable ? 'nullable' : 'NOT NULL'}, typed ${typed.nullable ? '' : 'not '}null`,
      );
    // An insert that leaves out a nullable column stores NULL: only a NOT NULL one needs a default.
    const supplied =
      nullable ||
      column.column_default !== null ||
      column.is_identity === 'YES' ||
      column.is_generated === 'ALWAYS';
    if (typed.optionalOnInsert && !supplied) problems.push(`${name}: optional on insert, but no default`);
  }
  for (const [table, typedColumns] of types) {
    if (!columns.some((c) => c.table_name === table)) problems.push(`${table}: typed, but no such table`);
    else
      for (const column of typedColumns.keys())
        if (!seen.has(`${table}.${column}`)) problems.push(`${table}.${column}: typed, but no such column`);
  }
  return problems;
}

let cluster: PostgresCluster;
let types: TableShapes;

beforeAll(async () => {
  [cluster, types] = await Promise.all([startPostgres(), Promise.resolve().then(readTableShapes)]);
});
afterAll(async () => {
  await cluster?.stop();
});

/** Migrates a fresh database, then runs `extraSql` as one more migration would, and reads its columns. */
async function schemaAfter(name: string, extraSql?: string): Promise<DbColumn[]> {
  const db = await openDatabase({ url: await cluster.createDatabase(`${name}_${Date.now()}`) });
  try {
    await db.migrate();
    if (extraSql) await sql.raw(extraSql).execute(db.kysely);
    const result = await sql<DbColumn>`
      SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity, is_generated
      FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
      ORDER BY table_name, ordinal_position`.execute(db.kysely);
    return result.rows;
  } finally {
    await db.close();
  }
}

describe('the Kysely table types', () => {
  it('match every migrated table: columns, types, nullability and insert defaults', async () => {
    const columns = await schemaAfter('table_types');
    expect(types.size).toBeGreaterThan(25);
    expect(new Set(columns.map((c) => c.table_name)).size).toBe(types.size);
    expect(compare(types, columns)).toEqual([]);
  });

  it('fail when a later migration drops, retypes or relaxes a column the types still describe', async () => {
    const columns = await schemaAfter(
      'table_types_drift',
      `ALTER TABLE blocks DROP COLUMN reward;
       ALTER TABLE tokens ALTER COLUMN decimals TYPE numeric;
       ALTER TABLE accounts ALTER COLUMN tx_count DROP DEFAULT;
       ALTER TABLE contracts ALTER COLUMN name SET NOT NULL;
       ALTER TABLE votes ADD COLUMN weight integer`,
    );
    expect(compare(types, columns).sort()).toEqual([
      'accounts.tx_count: optional on insert, but no default',
      'blocks.reward: typed, but no such column',
      'contracts.name: NOT NULL, typed null',
      'tokens.decimals: numeric reads as string, typed number',
      'votes.weight: in the schema, not in the Kysely type',
    ]);
  });
});
