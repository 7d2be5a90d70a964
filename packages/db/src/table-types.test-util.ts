import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** How a column reads in JavaScript, which fixes the PostgreSQL types it may have (see pg-types.ts). */
export type ColumnKind = 'number' | 'string' | 'boolean' | 'Date' | 'bytes' | 'json';

export interface ColumnShape {
  kind: ColumnKind;
  nullable: boolean;
  /** the insert type admits undefined (Generated, Defaulted): the database must supply a value */
  optionalOnInsert: boolean;
}

export type TableShapes = Map<string, Map<string, ColumnShape>>;

const DATABASE_FILE = fileURLToPath(new URL('./database.ts', import.meta.url));

function kindOf(type: ts.Type): ColumnKind {
  const parts = type.isUnion() ? type.types : [type];
  const kinds = new Set<ColumnKind>();
  for (const part of parts) {
    const flags = part.getFlags();
    if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
    if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
    else if (flags & ts.TypeFlags.StringLike) kinds.add('string');
    else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
    else if (part.getSymbol()?.getName() === 'Date') kinds.add('Date');
    else if (part.getSymbol()?.getName() === 'Uint8Array') kinds.add('bytes');
    else kinds.add('json');
  }
  if (kinds.size !== 1) throw new Error(`a column reads as ${[...kinds].join(' | ') || 'nothing'}`);
  return [...kinds][0] as ColumnKind;
}

function hasNull(type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some((t) => t.getFlags() & ts.TypeFlags.Null);
}

function hasUndefined(type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some((t) => t.getFlags() & ts.TypeFlags.Undefined);
}

/** Kysely's ColumnType<S, I, U> keeps its three types as phantom properties; a plain type is all three. */
function selectAndInsert(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): [ts.Type, ts.Type] {
  const nonNull = type.isUnion() ? type.types.filter((t) => !(t.getFlags() & ts.TypeFlags.Null)) : [type];
  const select = nonNull.length === 1 ? nonNull[0]?.getProperty('__select__') : undefined;
  const insert = nonNull.length === 1 ? nonNull[0]?.getProperty('__insert__') : undefined;
  if (!select || !insert) return [type, type];
  const selectType = checker.getTypeOfSymbolAtLocation(select, at);
  const insertType = checker.getTypeOfSymbolAtLocation(insert, at);
  // `Numeric | null`: the null sits outside the ColumnType.
  return hasNull(type)
    ? [checker.getNullableType(selectType, ts.TypeFlags.Null), insertType]
    : [selectType, insertType];
}

/** Every table of the `Database` interface, read by the TypeScript compiler from the sources. */
export function readTableShapes(): TableShapes {
  const program = ts.createProgram([DATABASE_FILE], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(DATABASE_FILE);
  if (!source) throw new Error(`cannot read ${DATABASE_FILE}`);
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (!database) throw new Error('database.ts declares no Database interface');
  const shapes: TableShapes = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, ColumnShape>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of tableType.getProperties()) {
      const at = column.valueDeclaration ?? database;
      const [select, insert] = selectAndInsert(checker.getTypeOfSymbolAtLocation(column, at), checker, at);
      try {
        columns.set(column.getName(), {
          kind: kindOf(select),
          nullable: hasNull(select),
          optionalOnInsert: hasUndefined(insert),
        });
      } catch (error) {
        throw new Error(`${table.getName()}.${column.getName()}: ${(error as Error).message}`);
      }
    }
    shapes.set(table.getName(), columns);
  }
  return shapes;
}
