import type { Db } from '@poxscan/db';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';
import {
  type Call,
  COUNTER_SOURCE,
  compileCounter,
  counterArgs,
  deploy,
  finished,
  singleFile,
  verificationApi,
  verifyJob,
} from '../../test/verification.js';

let devnet: Devnet;
let db: Db;
let app: FastifyInstance;
let call: Call;
/** Deployed as Counter("Counter", 100) and never verified: every failure is tried on it. */
let contract: string;

beforeAll(async () => {
  [{ db }, devnet] = await Promise.all([
    createTestDatabase(),
    startDevnet({ port: 0, produceBlocks: false }),
  ]);
  contract = await deploy(devnet, compileCounter(), 'C', counterArgs('Counter', 100));
  ({ app, call } = await verificationApi(db, devnet.url));
});

afterAll(async () => {
  await app?.close();
  await devnet?.stop();
  await db?.close();
  await stopTestCluster();
});

const submit = (body: object) => call({ method: 'POST', url: '/dev/verify', payload: body });

describe('contract verification failures, each saying why', () => {
  it('names the compiler the on-chain metadata shows when another version is given, without compiling', async () => {
    const job = await verifyJob(call, singleFile(contract, { compilerVersion: '0.8.20' }));
    expect(job.status).toBe('failed');
    expect(job.failure).toMatchObject({ code: 'COMPILER_MISMATCH', onChainCompiler: '0.8.37' });
    expect(job.failure?.message).toMatch(/compiled with solc 0\.8\.37 .*not 0\.8\.20/);
  });

  it('reports the first differing byte when the optimizer setting is wrong', async () => {
    const job = await verifyJob(call, singleFile(contract, { optimizer: false }));
    expect(job.failure).toMatchObject({ code: 'BYTECODE_MISMATCH', bytecode: 'creation' });
    const { offset, compiledLength, onChainLength } = job.failure!;
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(Math.min(compiledLength!, onChainLength!));
    expect(job.failure?.message).toContain(`at byte ${offset}`);
  });

  it('names the constructor argument that differs, and refuses a job with 503 while the queue is full', async () => {
    const response = await submit(singleFile(contract, { constructorArguments: counterArgs('Counter', 99) }));
    expect(response.statusCode).toBe(202);
    const busy = await submit(singleFile(contract));
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('QUEUE_FULL');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const job = await finished(call, response.json().id);
    expect(job.failure).toMatchObject({
      code: 'CONSTRUCTOR_ARGUMENTS_MISMATCH',
      expected: counterArgs('Counter', 100),
      given: counterArgs('Counter', 99),
      argument: { index: 1, name: 'cap_', type: 'uint256', expected: '"100"', given: '"99"' },
    });
    expect(job.failure?.message).toBe(
      'the bytecode matches but constructor argument 1 (uint256 cap_) differs: "100" on chain, "99" given',
    );
  });

  it('lists the contracts the sources define when the contract name is wrong', async () => {
    const job = await verifyJob(call, singleFile(contract, { contractName: 'Countr' }));
    expect(job.failure).toMatchObject({ code: 'CONTRACT_NOT_FOUND', contracts: ['Counter.sol:Counter'] });
  });

  it("returns solc's own messages on a compile error", async () => {
    const job = await verifyJob(
      call,
      singleFile(contract, { sourceCode: COUNTER_SOURCE.replace('count += 1;', 'count += ;') }),
    );
    expect(job.failure?.code).toBe('COMPILE_ERROR');
    expect(job.failure?.errors?.[0]).toMatch(/ParserError/);
    expect(job.failure?.errors?.[0]).toContain('Counter.sol:');
  });

  it('fails for an address that holds no contract', async () => {
    const job = await verifyJob(call, singleFile(devnet.keys.accounts[5]!.base58));
    expect(job.failure).toMatchObject({ code: 'NOT_A_CONTRACT' });
    expect(job.failure?.message).toContain(devnet.keys.accounts[5]!.base58);
  });

  it('names the libraries to link when the code calls one whose address was not given', async () => {
    const withLibrary = `${COUNTER_SOURCE}\nlibrary Cap {\n    function get(uint256 a) public pure returns (uint256) { return a; }\n}\n\ncontract Capped {\n    uint256 public cap = Cap.get(3);\n}\n`;
    const job = await verifyJob(
      call,
      singleFile(contract, { contractName: 'Capped', sourceCode: withLibrary }),
    );
    expect(job.failure).toMatchObject({ code: 'UNLINKED_LIBRARIES', libraries: ['Counter.sol:Cap'] });
  });
});
