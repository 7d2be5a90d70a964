import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REGISTRY_FILE = fileURLToPath(new URL('../../../web/src/api/resources/index.ts', import.meta.url));

/** The subset of JSON Schema the 200 answers use. */
export interface AnswerSchema {
  type?: string | string[];
  properties?: Record<string, AnswerSchema>;
  required?: string[];
  items?: AnswerSchema;
  anyOf?: AnswerSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: boolean | AnswerSchema;
}

/** One registry entry's compile-time halves: its params' properties and its response type. */
export interface RegistryTypes {
  checker: ts.TypeChecker;
  /** name → required? of each params property; undefined for a call without parameters (`void`). */
  params: Map<string, Map<string, boolean> | undefined>;
  response: Map<string, ts.Type>;
}

/** The web registry as the TypeScript compiler sees it (the tests' compiler settings). */
export function readRegistryTypes(): RegistryTypes {
  const program = ts.createProgram([REGISTRY_FILE], {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@poxscan/source'],
    allowImportingTsExtensions: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(REGISTRY_FILE);
  const registry = source && checker.getSymbolAtLocation(source);
  const resources = registry && checker.getExportsOfModule(registry).find((s) => s.name === 'resources');
  if (!source || !resources) throw new Error('the web registry exports no `resources`');
  const params = new Map<string, Map<string, boolean> | undefined>();
  const response = new Map<string, ts.Type>();
  for (const entry of checker.getTypeOfSymbolAtLocation(resources, source).getProperties()) {
    const types = checker.getTypeOfSymbolAtLocation(entry, source).getProperty('types');
    const pair = types && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(types, source));
    const p = pair?.getProperty('params');
    const r = pair?.getProperty('response');
    if (!p || !r) throw new Error(`${entry.name}: not a Resource`);
    const paramsType = checker.getTypeOfSymbolAtLocation(p, source);
    params.set(
      entry.name,
      paramsType.getFlags() & ts.TypeFlags.Void
        ? undefined
        : new Map(
            paramsType
              .getProperties()
              .map((q) => [q.name, (q.getFlags() & ts.SymbolFlags.Optional) === 0] as const),
          ),
    );
    response.set(entry.name, checker.getTypeOfSymbolAtLocation(r, source));
  }
  return { checker, params, response };
}

const members = (t: ts.Type) => (t.isUnion() ? t.types : [t]);
const isNull = (t: ts.Type) => (t.getFlags() & ts.TypeFlags.Null) !== 0;

function kindOfType(t: ts.Type, checker: ts.TypeChecker): string {
  const f = t.getFlags();
  if (f & ts.TypeFlags.Null) return 'null';
  if (f & ts.TypeFlags.NumberLike) return 'number';
  if (f & ts.TypeFlags.StringLike) return 'string';
  if (f & ts.TypeFlags.BooleanLike) return 'boolean';
  if (checker.isArrayType(t) || checker.isTupleType(t)) return 'array';
  return 'object';
}

function kindsOfSchema(s: AnswerSchema): string[] {
  if (s.anyOf) return s.anyOf.flatMap(kindsOfSchema);
  if (s.const !== undefined) return [s.const === null ? 'null' : typeof s.const];
  if (s.enum) return s.enum.map((v) => (v === null ? 'null' : typeof v));
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  return types.map((t) => (t === 'integer' ? 'number' : t));
}

/**
 * Where `type` and the JSON schema `schema` disagree: the kinds of value each admits, every object's
 * property names and optionality, array items; one line per difference, prefixed with `at`.
 */
export function compareToSchema(
  checker: ts.TypeChecker,
  type: ts.Type,
  schema: AnswerSchema,
  at: string,
  problems: string[],
): void {
  const typeKinds = new Set(members(type).map((t) => kindOfType(t, checker)));
  const schemaKinds = new Set(kindsOfSchema(schema));
  if (schemaKinds.size === 0) return; // a schema that admits anything (the node's own JSON)
  const show = (s: Set<string>) => [...s].sort().join('|');
  if (show(typeKinds) !== show(schemaKinds)) {
    problems.push(`${at}: typed ${show(typeKinds)}, served ${show(schemaKinds)}`);
    return;
  }
  const nonNullTypes = members(type).filter((t) => !isNull(t));
  const nonNullSchemas = (schema.anyOf ?? [schema]).filter(
    (s) => !kindsOfSchema(s).every((k) => k === 'null'),
  );
  // Unions of several objects (tagged answers) are compared only for their kinds.
  if (nonNullTypes.length !== 1 || nonNullSchemas.length !== 1) return;
  const [t, s] = [nonNullTypes[0] as ts.Type, nonNullSchemas[0] as AnswerSchema];
  if (s.items && (checker.isArrayType(t) || checker.isTupleType(t))) {
    const element = checker.getTypeArguments(t as ts.TypeReference)[0];
    if (element) compareToSchema(checker, element, s.items, `${at}[]`, problems);
    return;
  }
  if (!s.properties) return;
  const declared = new Map(t.getProperties().map((p) => [p.name, p]));
  for (const [name, child] of Object.entries(s.properties)) {
    const property = declared.get(name);
    if (!property) {
      problems.push(`${at}.${name}: served, not typed`);
      continue;
    }
    const optional = (property.getFlags() & ts.SymbolFlags.Optional) !== 0;
    const required = s.required?.includes(name) ?? false;
    if (optional === required)
      problems.push(`${at}.${name}: ${required ? 'required' : 'optional'} when served`);
    const childType = checker.getNonNullableType(checker.getTypeOfSymbol(property)) as ts.Type;
    // Optional properties carry `undefined`; nullability is what the comparison is about.
    const withNull = members(checker.getTypeOfSymbol(property)).some(isNull)
      ? checker.getNullableType(childType, ts.TypeFlags.Null)
      : childType;
    compareToSchema(checker, withNull, child, `${at}.${name}`, problems);
  }
  for (const name of declared.keys())
    if (!(name in s.properties)) problems.push(`${at}.${name}: typed, not served`);
}
