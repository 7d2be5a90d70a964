import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';
import {
  type Call,
  COUNTER_SOURCE,
  singleFile,
  verificationApi,
  verifyJob,
} from '../../test/verification.js';

// Request handling only: the node is a stand-in that answers 500 to everything.
const CONTRACT = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
let db: Db;
let node: Server;
const apps: FastifyInstance[] = [];
let call: Call;

async function api(extra: Parameters<typeof verificationApi>[2] = {}) {
  const { port } = node.address() as AddressInfo;
  const built = await verificationApi(db, `http://127.0.0.1:${port}`, extra);
  apps.push(built.app);
  return built.call;
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  node = createServer((_req, res) => res.writeHead(500).end('{}'));
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  call = await api();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await new Promise((resolve) => node?.close(resolve));
  await db?.close();
  await stopTestCluster();
});

const submit = (body: object, to: Call = call) => to({ method: 'POST', url: '/dev/verify', payload: body });

describe('contract verification requests', () => {
  it('answers a request that cannot work with a 400 naming the parameter', async () => {
    const standardJson = { language: 'Solidity', sources: { 'a.sol': { content: COUNTER_SOURCE } } };
    const asStandardJson = { ...singleFile(CONTRACT), sourceCode: undefined, fileName: undefined };
    const cases: Array<[object, string]> = [
      [{ ...singleFile(CONTRACT), sourceCode: undefined }, 'sourceCode'],
      [singleFile(CONTRACT, { compilerVersion: '0.4.11' }), 'compilerVersion'],
      [singleFile('TNotAnAddress'), 'address'],
      [singleFile(CONTRACT, { constructorArguments: '0xabc' }), 'constructorArguments'],
      [singleFile(CONTRACT, { sourceFiles: { 'a.sol': '' } }), 'sourceFiles'],
      [singleFile(CONTRACT, { contractName: 'Other.sol:Counter' }), 'contractName'],
      [{ ...singleFile(CONTRACT), evmVersion: 'frontier' }, 'evmVersion'],
      [{ ...singleFile(CONTRACT), compiler: '0.8.37' }, 'compiler'],
      [{ ...asStandardJson, sourceType: 'standard-json', standardJson }, 'optimizer'],
      [
        {
          ...asStandardJson,
          optimizer: undefined,
          optimizerRuns: undefined,
          evmVersion: undefined,
          sourceType: 'standard-json',
          standardJson: { ...standardJson, settings: { libraries: { 'a.sol': { L: 'T123' } } } },
        },
        'standardJson.settings.libraries.a.sol.L',
      ],
    ];
    for (const [body, parameter] of cases) {
      const response = await submit(body);
      expect(response.statusCode, parameter).toBe(400);
      expect(response.json().error.parameter, response.body).toBe(parameter);
    }
    const tooOld = await submit(singleFile(CONTRACT, { compilerVersion: '0.4.11' }));
    expect(tooOld.json().error.message).toContain('available: 0.8.37, 0.8.20, 0.7.6, 0.6.12, 0.5.17');
  });

  it('reports jobs: 400 for a malformed id, 404 for an unknown one, 401 without a key', async () => {
    const badId = await call({ method: 'GET', url: '/dev/verify/not-a-job' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.parameter).toBe('id');
    const unknown = await call({ method: 'GET', url: '/dev/verify/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call({
      method: 'GET',
      url: '/dev/verify/compilers',
      headers: { authorization: '' },
    });
    expect(anonymous.statusCode).toBe(401);
    const compilers = await call({ method: 'GET', url: '/dev/verify/compilers' });
    expect(compilers.json()).toMatchObject({
      compilers: [
        { version: '0.8.37', longVersion: 'v0.8.37+commit.f401782d' },
        { version: '0.8.20' },
        { version: '0.7.6' },
        { version: '0.6.12' },
        { version: '0.5.17' },
      ],
    });
    expect(compilers.json().evmVersions).toContain('shanghai');
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/dev/verify', '/dev/verify/{id}', '/dev/verify/compilers']),
    );
    const body = doc.paths['/dev/verify'].post.requestBody.content['application/json'].schema;
    expect(body.properties.sourceType.enum).toEqual(['single-file', 'multi-file', 'standard-json']);
    expect(Object.keys(doc.paths['/dev/verify'].post.responses)).toEqual(
      expect.arrayContaining(['202', '503']),
    );
  });

  it('fails a job whose node does not answer, and shows a job lost with its process as interrupted', async () => {
    const job = await verifyJob(call, singleFile(CONTRACT));
    expect(job.failure).toMatchObject({ code: 'NODE_UNAVAILABLE' });
    expect(job.failure?.message).toContain('/wallet/getcontract');

    const id = '11111111-1111-4111-8111-111111111111';
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.kysely
      .insertInto('verification_jobs')
      .values({
        id,
        address: CONTRACT,
        contract_name: 'Counter',
        compiler_version: 'v0.8.37+commit.f401782d',
        status: 'compiling',
        created_at: hourAgo,
        updated_at: hourAgo,
      })
      .execute();
    const lost = (await call({ method: 'GET', url: `/dev/verify/${id}` })).json();
    expect(lost).toMatchObject({ status: 'failed', failure: { code: 'INTERRUPTED' } });
  });

  it('limits submissions per client IP with a 429 and Retry-After', async () => {
    const limited = await api({ verification: { submitLimit: { max: 1, windowMs: 60_000 } } });
    expect((await submit({ address: CONTRACT }, limited)).statusCode).toBe(400);
    const refused = await submit({ address: CONTRACT }, limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
