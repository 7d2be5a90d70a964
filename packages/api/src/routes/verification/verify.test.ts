import { createRequire } from 'node:module';
import type { Db } from '@poxscan/db';
import { type Devnet, startDevnet } from '@poxscan/devnet';
import { signDigest } from '@poxscan/protocol';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServerOptions } from '../../options.js';
import type { VerificationJob, VerifyBody } from '../../schemas/verification.js';
import { createApiServer } from '../../server.js';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';

const KEY = 'verify-key';
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A capped counter: a name and an immutable cap set at deployment.
contract Counter {
    string public name;
    uint256 public immutable cap;
    uint256 public count;

    event Counted(address indexed by, uint256 count);

    constructor(string memory name_, uint256 cap_) {
        name = name_;
        cap = cap_;
    }

    function increment() external {
        require(count < cap, "cap reached");
        count += 1;
        emit Counted(msg.sender, count);
    }
}
`;
// ABI encoding of constructor(string, uint256).
const encodeArgs = (name: string, cap: number) => {
  const word = (n: number) => n.toString(16).padStart(64, '0');
  const text = Buffer.from(name, 'utf8').toString('hex').padEnd(64, '0');
  return word(64) + word(cap) + word(name.length) + text;
};

let devnet: Devnet;
let db: Db;
const apps: FastifyInstance[] = [];
let call: (opts: InjectOptions) => ReturnType<FastifyInstance['inject']>;
let artifact: { abi: unknown[]; bytecode: string };
/** A: verified from one file; B: from standard JSON; C: every failure. */
const deployed = { A: '', B: '', C: '' };

async function node<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as T;
}

async function deploy(label: string, args: string): Promise<string> {
  const owner = devnet.keys.accounts[0]!;
  const tx = await node<{ txID: string; contract_address: string }>('/wallet/deploycontract', {
    owner_address: owner.base58,
    abi: JSON.stringify(artifact.abi),
    bytecode: artifact.bytecode,
    parameter: args,
    fee_limit: 1_000_000_000,
    origin_energy_limit: 10_000_000,
    consume_user_resource_percent: 100,
    name: label,
    visible: true,
  });
  const sent = await node<{ result?: boolean }>('/wallet/broadcasttransaction', {
    ...tx,
    signature: [signDigest(tx.txID, owner.privateKey)],
  });
  expect(sent.result, JSON.stringify(sent)).toBe(true);
  await devnet.hooks.produceBlocks(1);
  return tx.contract_address;
}

function compileArtifact() {
  const solc = createRequire(import.meta.url)('solc-0.8.37') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'Counter.sol': { content: SOURCE } },
    settings: {
      evmVersion: 'shanghai',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const counter = output.contracts['Counter.sol'].Counter;
  return { abi: counter.abi, bytecode: counter.evm.bytecode.object };
}

async function api(extra: Partial<ApiServerOptions> = {}) {
  const app = await createApiServer({
    db,
    fullnodeUrl: devnet.url,
    apiKeys: [KEY],
    runtimeConfig: {
      networkName: 'Yuvi Testnet',
      explorers: { testnet: 'https://testnet.example', mainnet: 'https://mainnet.example' },
      devnet: true,
      walletSiteUrl: 'https://wallet.example',
    },
    logger: pino({ level: 'silent' }),
    // One compile at a time and no waiting line: a second job while one runs is refused.
    verification: { concurrency: 1, maxQueue: 0, submitLimit: { max: 1_000, windowMs: 60_000 } },
    ...extra,
  });
  apps.push(app);
  return (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { authorization: `Bearer ${KEY}`, ...(opts.headers ?? {}) } });
}

beforeAll(async () => {
  [{ db }, devnet] = await Promise.all([
    createTestDatabase(),
    startDevnet({ port: 0, produceBlocks: false }),
  ]);
  artifact = compileArtifact();
  deployed.A = await deploy('A', encodeArgs('Counter', 100));
  deployed.B = await deploy('B', encodeArgs('Second', 7));
  deployed.C = await deploy('C', encodeArgs('Counter', 100));
  call = await api();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await devnet?.stop();
  await db?.close();
  await stopTestCluster();
});

const singleFile = (address: string, extra: Partial<VerifyBody> = {}): VerifyBody => ({
  address,
  contractName: 'Counter',
  compilerVersion: '0.8.37',
  sourceType: 'single-file',
  sourceCode: SOURCE,
  fileName: 'Counter.sol',
  optimizer: true,
  optimizerRuns: 200,
  evmVersion: 'shanghai',
  license: 'MIT',
  ...extra,
});

const submit = (body: object) => call({ method: 'POST', url: '/dev/verify', payload: body });

async function finished(id: string): Promise<VerificationJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await call({ method: 'GET', url: `/dev/verify/${id}` })).json() as VerificationJob;
    if (job.status === 'verified' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function verify(body: object): Promise<VerificationJob> {
  const response = await submit(body);
  expect(response.statusCode, response.body).toBe(202);
  return finished((response.json() as VerificationJob).id);
}

describe('contract verification', () => {
  it('verifies a single-file source, stores it, and the contract list and page show it', async () => {
    const args = encodeArgs('Counter', 100);
    const job = await verify(singleFile(deployed.A, { constructorArguments: `0x${args}` }));
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
      sources: { 'Counter.sol': SOURCE },
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
    const job = await verify({
      address: deployed.B,
      contractName: 'contracts/Counter.sol:Counter',
      compilerVersion: 'v0.8.37+commit.f401782d',
      sourceType: 'standard-json',
      standardJson: {
        language: 'Solidity',
        sources: { 'contracts/Counter.sol': { content: `${SOURCE}// deployed as the second counter\n` } },
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
      constructorArguments: encodeArgs('Second', 7),
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

  it('names the compiler the on-chain metadata shows when another version is given, without compiling', async () => {
    const job = await verify(singleFile(deployed.C, { compilerVersion: '0.8.20' }));
    expect(job.status).toBe('failed');
    expect(job.failure).toMatchObject({ code: 'COMPILER_MISMATCH', onChainCompiler: '0.8.37' });
    expect(job.failure?.message).toMatch(/compiled with solc 0\.8\.37 .*not 0\.8\.20/);
  });

  it('reports the first differing byte when the optimizer setting is wrong', async () => {
    const job = await verify(singleFile(deployed.C, { optimizer: false }));
    expect(job.failure).toMatchObject({ code: 'BYTECODE_MISMATCH', bytecode: 'creation' });
    const { offset, compiledLength, onChainLength } = job.failure!;
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(Math.min(compiledLength!, onChainLength!));
    expect(job.failure?.message).toContain(`at byte ${offset}`);
  });

  it('names the constructor argument that differs, and refuses a job with 503 while the queue is full', async () => {
    const response = await submit(
      singleFile(deployed.C, { constructorArguments: encodeArgs('Counter', 99) }),
    );
    expect(response.statusCode).toBe(202);
    const busy = await submit(singleFile(deployed.C));
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('QUEUE_FULL');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const job = await finished(response.json().id);
    expect(job.failure).toMatchObject({
      code: 'CONSTRUCTOR_ARGUMENTS_MISMATCH',
      expected: encodeArgs('Counter', 100),
      given: encodeArgs('Counter', 99),
      argument: { index: 1, name: 'cap_', type: 'uint256', expected: '"100"', given: '"99"' },
    });
    expect(job.failure?.message).toBe(
      'the bytecode matches but constructor argument 1 (uint256 cap_) differs: "100" on chain, "99" given',
    );
  });

  it('lists the contracts the sources define when the contract name is wrong', async () => {
    const job = await verify(singleFile(deployed.C, { contractName: 'Countr' }));
    expect(job.failure).toMatchObject({ code: 'CONTRACT_NOT_FOUND', contracts: ['Counter.sol:Counter'] });
  });

  it("returns solc's own messages on a compile error", async () => {
    const job = await verify(
      singleFile(deployed.C, { sourceCode: SOURCE.replace('count += 1;', 'count += ;') }),
    );
    expect(job.failure?.code).toBe('COMPILE_ERROR');
    expect(job.failure?.errors?.[0]).toMatch(/ParserError/);
    expect(job.failure?.errors?.[0]).toContain('Counter.sol:');
  });

  it('fails for an address that holds no contract', async () => {
    const job = await verify(singleFile(devnet.keys.accounts[5]!.base58));
    expect(job.failure).toMatchObject({ code: 'NOT_A_CONTRACT' });
    expect(job.failure?.message).toContain(devnet.keys.accounts[5]!.base58);
  });

  it('answers a request that cannot work with a 400 naming the parameter', async () => {
    const cases: Array<[object, string]> = [
      [{ ...singleFile(deployed.C), sourceCode: undefined }, 'sourceCode'],
      [singleFile(deployed.C, { compilerVersion: '0.4.11' }), 'compilerVersion'],
      [singleFile('TNotAnAddress'), 'address'],
      [singleFile(deployed.C, { constructorArguments: '0xabc' }), 'constructorArguments'],
      [singleFile(deployed.C, { sourceFiles: { 'a.sol': '' } }), 'sourceFiles'],
      [singleFile(deployed.C, { contractName: 'Other.sol:Counter' }), 'contractName'],
      [{ ...singleFile(deployed.C), evmVersion: 'frontier' }, 'evmVersion'],
      [
        {
          ...singleFile(deployed.C, { sourceCode: undefined, fileName: undefined }),
          sourceType: 'standard-json',
          standardJson: { language: 'Solidity', sources: { 'a.sol': { content: SOURCE } } },
        },
        'optimizer',
      ],
    ];
    for (const [body, parameter] of cases) {
      const response = await submit(body);
      expect(response.statusCode, parameter).toBe(400);
      expect(response.json().error.parameter, response.body).toBe(parameter);
    }
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
    expect(compilers.json().compilers.map((c: { version: string }) => c.version)).toEqual([
      '0.8.37',
      '0.8.20',
      '0.7.6',
      '0.6.12',
      '0.5.17',
    ]);
  });

  it('limits submissions per client IP with a 429 and Retry-After', async () => {
    const limited = await api({ verification: { submitLimit: { max: 1, windowMs: 60_000 } } });
    const post = () => limited({ method: 'POST', url: '/dev/verify', payload: { address: deployed.C } });
    expect((await post()).statusCode).toBe(400);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
