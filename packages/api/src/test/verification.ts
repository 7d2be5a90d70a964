import { createRequire } from 'node:module';
import type { Db } from '@poxscan/db';
import { signDigest } from '@poxscan/protocol';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import type { ApiServerOptions } from '../options.js';
import type { VerificationJob, VerifyBody } from '../schemas/verification.js';
import { createApiServer } from '../server.js';

/** A contract with constructor arguments, an immutable and an event, built as the devnet runs it. */
export const COUNTER_SOURCE = `// SPDX-License-Identifier: MIT
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

export interface Artifact {
  abi: unknown[];
  bytecode: string;
}

/** ABI encoding of Counter's constructor(string, uint256), hex. */
export function counterArgs(name: string, cap: number): string {
  const word = (n: number) => n.toString(16).padStart(64, '0');
  const text = Buffer.from(name, 'utf8').toString('hex').padEnd(64, '0');
  return word(64) + word(cap) + word(name.length) + text;
}

/** Counter.sol compiled with solc 0.8.37, optimizer on (200 runs), for Shanghai. */
export function compileCounter(): Artifact {
  const solc = createRequire(import.meta.url)('solc-0.8.37') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'Counter.sol': { content: COUNTER_SOURCE } },
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

/** What a deployment needs of a devnet (`startDevnet` of @poxscan/devnet; only tests may import it). */
export interface DeployTarget {
  url: string;
  keys: { accounts: Array<{ base58: string; privateKey: string }> };
  hooks: { produceBlocks(count: number): Promise<void> };
}

async function post<T>(devnet: DeployTarget, path: string, body: object): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as T;
}

/** Deploys through the node's HTTP API with a signed CreateSmartContract; resolves to the address. */
export async function deploy(
  devnet: DeployTarget,
  artifact: Artifact,
  label: string,
  args: string,
): Promise<string> {
  const owner = devnet.keys.accounts[0]!;
  const tx = await post<{ txID: string; contract_address: string }>(devnet, '/wallet/deploycontract', {
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
  const sent = await post<{ result?: boolean }>(devnet, '/wallet/broadcasttransaction', {
    ...tx,
    signature: [signDigest(tx.txID, owner.privateKey)],
  });
  if (sent.result !== true) throw new Error(`deployment refused: ${JSON.stringify(sent)}`);
  await devnet.hooks.produceBlocks(1);
  return tx.contract_address;
}

export type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
const KEY = 'verify-key';

/**
 * An API on `db` with one compile at a time and no waiting line (a second job while one runs is
 * refused), and a generous submit limit unless `extra` says otherwise.
 */
export async function verificationApi(
  db: Db,
  fullnodeUrl: string,
  extra: Partial<ApiServerOptions> = {},
): Promise<{ app: FastifyInstance; call: Call }> {
  const app = await createApiServer({
    db,
    fullnodeUrl,
    apiKeys: [KEY],
    runtimeConfig: {
      networkName: 'Yuvi Testnet',
      explorers: { testnet: 'https://testnet.example', mainnet: 'https://mainnet.example' },
      devnet: true,
      walletSiteUrl: 'https://wallet.example',
    },
    logger: pino({ level: 'silent' }),
    verification: { concurrency: 1, maxQueue: 0, submitLimit: { max: 1_000, windowMs: 60_000 } },
    ...extra,
  });
  const call: Call = (opts) =>
    app.inject({ ...opts, headers: { authorization: `Bearer ${KEY}`, ...(opts.headers ?? {}) } });
  return { app, call };
}

/** A single-file submission of Counter.sol with the settings it was deployed with. */
export const singleFile = (address: string, extra: Partial<VerifyBody> = {}): VerifyBody => ({
  address,
  contractName: 'Counter',
  compilerVersion: '0.8.37',
  sourceType: 'single-file',
  sourceCode: COUNTER_SOURCE,
  fileName: 'Counter.sol',
  optimizer: true,
  optimizerRuns: 200,
  evmVersion: 'shanghai',
  license: 'MIT',
  ...extra,
});

/** Polls a job until it is verified or failed. */
export async function finished(call: Call, id: string): Promise<VerificationJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await call({ method: 'GET', url: `/dev/verify/${id}` })).json() as VerificationJob;
    if (job.status === 'verified' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Submits (expecting 202) and waits for the outcome. */
export async function verifyJob(call: Call, body: object): Promise<VerificationJob> {
  const response = await call({ method: 'POST', url: '/dev/verify', payload: body });
  if (response.statusCode !== 202)
    throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
  return finished(call, (response.json() as VerificationJob).id);
}
