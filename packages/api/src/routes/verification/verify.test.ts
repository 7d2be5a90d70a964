import type { Db } from '@poxscan/db';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';
import {
  type Artifact,
  type Call,
  COUNTER_SOURCE,
  compileCounter,
  counterArgs,
  deploy,
  singleFile,
  verificationApi,
  verifyJob,
} from '../../test/verification.js';

let devnet: Devnet;
let db: Db;
let app: FastifyInstance;
let call: Call;
let artifact: Artifact;
/** A: verified from one file; B: from standard JSON. */
const deployed = { A: '', B: '' };

beforeAll(async () => {
  [{ db }, devnet] = await Promise.all([
    createTestDatabase(),
    startDevnet({ port: 0, produceBlocks: false }),
  ]);
  artifact = compileCounter();
  deployed.A = await deploy(devnet, artifact, 'A', counterArgs('Counter', 100));
  deployed.B = await deploy(devnet, artifact, 'B', counterArgs('Second', 7));
  ({ app, call } = await verificationApi(db, devnet.url));
});

afterAll(async () => {
  await app?.close();
  await devnet?.stop();
  await db?.close();
  await stopTestCluster();
});

const submit = (body: object) => call({ method: 'POST', url: '/dev/verify', payload: body });

describe('contract verification against a devnet', () => {
  it('verifies a single-file source, stores it, and the contract list and page show it', async () => {
    const args = counterArgs('Counter', 100);
    const job = await verifyJob(call, singleFile(deployed.A, { constructorArguments: `0x${args}` }));
    expect(job.failure).toBeNull();
    expect(job.status).toBe('verified');
    expect(job.verified).toMatchObject({
      match: 'full',
      checked: ['creation', 'runtime'],
      contractName: 'Counter',
      contractFile: 'Counter.sol',
      compilerVersion: 'v0.8.37+commit.f401782d',
      constructorArguments: args,
      decodedConstructorArguments: [
        { name: 'name_', type: 'string', value: 'Counter' },
        { name: 'cap_', type: 'uint256', value: '100' },
      ],
    });

    const row = await db.kysely
      .selectFrom('contract_verifications')
      .selectAll()
      .where('address', '=', deployed.A)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      contract_name: 'Counter',
      contract_file: 'Counter.sol',
      compiler_version: 'v0.8.37+commit.f401782d',
      optimizer: true,
      optimizer_runs: 200,
      evm_version: 'shanghai',
      license: 'MIT',
      sources: { 'Counter.sol': COUNTER_SOURCE },
      constructor_arguments: args,
      match: 'full',
    });
    expect(row.abi).toEqual(artifact.abi);

    // The indexer's row for the contract; the governance routes join the verification to it.
    await db.kysely
      .insertInto('contracts')
      .values({
        address: deployed.A,
        creator_address: devnet.keys.accounts[0]!.base58,
        created_tx_hash: 'ab'.repeat(32),
        created_block: 1,
        created_at: new Date(),
        name: 'A',
      })
      .execute();
    const list = await call({
      method: 'POST',
      url: '/dev/verifiedcontract',
      payload: { page: 1, limit: 10 },
    });
    expect(list.json().items).toMatchObject([{ address: deployed.A, name: 'Counter', verified: true }]);
    const page = await call({
      method: 'POST',
      url: '/blockchain/contractdetail',
      payload: { contractAddress: deployed.A },
    });
    expect(page.json()).toMatchObject({
      verified: true,
      compiler: 'v0.8.37+commit.f401782d',
      license: 'MIT',
    });
    expect(page.json().source).toContain('contract Counter');
    expect(page.json().abi).toEqual(artifact.abi);

    const again = await submit(singleFile(deployed.A));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ALREADY_VERIFIED', parameter: 'address' });
  });

  it('verifies standard JSON input whose source differs in comments only as a partial match, taking the arguments from the chain', async () => {
    const job = await verifyJob(call, {
      address: deployed.B,
      contractName: 'contracts/Counter.sol:Counter',
      compilerVersion: 'v0.8.37+commit.f401782d',
      sourceType: 'standard-json',
      standardJson: {
        language: 'Solidity',
        sources: {
          'contracts/Counter.sol': { content: `${COUNTER_SOURCE}// deployed as the second counter\n` },
        },
        settings: {
          evmVersion: 'shanghai',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi'] } },
        },
      },
    });
    expect(job.failure).toBeNull();
    expect(job.verified).toMatchObject({
      match: 'partial',
      contractFile: 'contracts/Counter.sol',
      constructorArguments: counterArgs('Second', 7),
      decodedConstructorArguments: [
        { name: 'name_', value: 'Second' },
        { name: 'cap_', value: '7' },
      ],
    });
    const row = await db.kysely
      .selectFrom('contract_verifications')
      .select(['settings', 'match', 'evm_version'])
      .where('address', '=', deployed.B)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      settings: { evmVersion: 'shanghai', optimizer: { enabled: true, runs: 200 } },
      match: 'partial',
      evm_version: 'shanghai',
    });
  });
});
