import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../web/src/api/resources/index.js';
import { stopTestCluster } from './test/database.js';
import { listOperations, type Operation } from './test/openapi-operations.js';
import { seededApi } from './test/server.js';
import {
  type AnswerSchema,
  compareToSchema,
  type RegistryTypes,
  readRegistryTypes,
} from './test/web-registry.js';

interface Entry {
  method: 'GET' | 'POST';
  path: string;
  responseType: 'json' | 'blob';
}

let app: FastifyInstance;
let operations: Operation[];
let answers: Map<string, AnswerSchema | undefined>;
let types: RegistryTypes;

beforeAll(async () => {
  types = readRegistryTypes();
  ({ app } = await seededApi());
  operations = await listOperations(app);
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, { schema: AnswerSchema }> }> }>
    >;
  };
  answers = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [
        `${method.toUpperCase()} ${path}`,
        op.responses?.['200']?.content?.['application/json']?.schema,
      ]),
    ),
  );
});
afterAll(async () => {
  await app?.close();
  await stopTestCluster();
});

/** `/dev/verify/:id` as the document spells it: `/dev/verify/{id}`. */
const documented = (entry: Entry) => `${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`;

/** Every way the registry entry `name` (at `entry`, typed as `as`) departs from the served operation. */
function departures(name: string, entry: Entry, as = name): string[] {
  const key = documented(entry);
  const op = operations.find((o) => `${o.method} ${o.path}` === key);
  if (!op) return [`${name}: ${key} is not an operation of the API`];
  const problems: string[] = [];
  const declared = types.params.get(as);
  const accepted = new Map(
    op.parameters
      .filter((p) => p.in === 'path' || p.in === (entry.method === 'GET' ? 'query' : 'body'))
      .map((p) => [p.name, p]),
  );
  // The full-node proxy documents no body: java-tron, not this API, is the authority on it.
  const passedThrough = op.tags.includes('fullnode') && accepted.size === 0;
  for (const [param, required] of passedThrough ? [] : (declared ?? [])) {
    const p = accepted.get(param);
    if (!p) problems.push(`${name}: parameter ${param} is not one of ${key}`);
    else if (p.required && !required) problems.push(`${name}: parameter ${param} is required by ${key}`);
  }
  for (const p of accepted.values())
    if (p.required && !declared?.has(p.name)) problems.push(`${name}: lacks ${key}'s required ${p.name}`);
  const answer = answers.get(key);
  const response = types.response.get(as);
  if (entry.responseType === 'json' && answer && response)
    compareToSchema(types.checker, response, answer, `${name} → 200`, problems);
  return problems;
}

describe("the web app's resource registry", () => {
  it('names only operations of the served OpenAPI document, with their parameters and 200 answers', () => {
    const names = Object.keys(resources);
    expect(names.length).toBeGreaterThan(60);
    expect([...types.params.keys()].sort()).toEqual([...names].sort());
    const problems = names.flatMap((name) => departures(name, resources[name as keyof typeof resources]));
    expect(problems).toEqual([]);
  });

  it('fails for an entry at a removed path, with a parameter the API lacks, or typed as another answer', () => {
    const blocks: Entry = resources.blocks;
    expect(departures('blocks', { ...blocks, path: '/api/removed' })).toEqual([
      'blocks: GET /api/removed is not an operation of the API',
    ]);
    expect(departures('blocks', { ...blocks, path: '/api/search' }, 'blocks')).toEqual(
      expect.arrayContaining(['blocks: parameter page is not one of GET /api/search']),
    );
    expect(departures('blocks', blocks, 'search')).toEqual(
      expect.arrayContaining([
        'blocks: parameter term is not one of GET /api/getblocks',
        'blocks → 200.hits: typed, not served',
        'blocks → 200.items: served, not typed',
      ]),
    );
  });

  it('fails for an answer whose rows gained, lost or relaxed a field', () => {
    const served = structuredClone(answers.get('GET /api/getblocks')) as AnswerSchema;
    const row = served.properties?.items?.items as AnswerSchema;
    row.required = row.required?.filter((name) => name !== 'hash');
    row.properties = { ...row.properties, gasUsed: { type: 'integer' } };
    delete row.properties.size;
    const problems: string[] = [];
    compareToSchema(types.checker, types.response.get('blocks')!, served, 'blocks → 200', problems);
    expect(problems.sort()).toEqual([
      'blocks → 200.items[].gasUsed: served, not typed',
      'blocks → 200.items[].hash: optional when served',
      'blocks → 200.items[].size: typed, not served',
    ]);
  });
});
