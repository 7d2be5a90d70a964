import { createRequire } from 'node:module';
import { encodeAbiParams } from '@poxscan/protocol/browser';
import { KEYS, signWith, type UnsignedTx } from '../governance/session.js';
import { type ExplorerSession, startSession } from '../support/session.js';

export { connectTestAccount, KEYS, signWith } from '../governance/session.js';

export const ADMIN_TOKEN = 'e2e-tools-admin';
const require = createRequire(import.meta.url);

export type ToolsSession = ExplorerSession;

/** `poxscan start` with short blocks and no simulated users, plus a Chromium, for one test file. */
export function startToolsSession(): Promise<ToolsSession> {
  return startSession({ args: ['--block-time-ms', '500', '--traffic', 'off'], env: { ADMIN_TOKEN } });
}

export const COUNTER_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;

    constructor(uint256 start) {
        count = start;
    }

    function increment() external {
        count += 1;
    }
}
`;

/** Compiles Counter with the npm solc 0.8.37, as the verification form will be told: optimizer off, Shanghai. */
function compileCounter(): { abi: unknown[]; bytecode: string } {
  const solc = require('solc-0.8.37') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'Counter.sol': { content: COUNTER_SOURCE } },
    settings: { evmVersion: 'shanghai', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const counter = output.contracts['Counter.sol'].Counter;
  return { abi: counter.abi, bytecode: counter.evm.bytecode.object };
}

/** Deploys Counter(start) from test account `index` straight through the devnet's API; resolves with its address. */
export async function deployCounterViaNode(session: ToolsSession, start: bigint, index = 1): Promise<string> {
  const account = KEYS.accounts[index]!;
  const { abi, bytecode } = compileCounter();
  const built = await session.node<UnsignedTx & { contract_address: string }>('/wallet/deploycontract', {
    owner_address: account.base58,
    abi: JSON.stringify(abi),
    bytecode,
    parameter: encodeAbiParams([{ name: 'start', type: 'uint256' }], [start]),
    name: 'Counter',
    fee_limit: 1_000_000_000,
    consume_user_resource_percent: 100,
    origin_energy_limit: 10_000_000,
  });
  const sent = await session.node<{ result?: boolean }>(
    '/wallet/broadcasttransaction',
    signWith(account.privateKey, built),
  );
  if (sent.result !== true) throw new Error(`deployment refused: ${JSON.stringify(sent)}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const info = await session.node<{ blockNumber?: number }>('/wallet/gettransactioninfobyid', {
      value: built.txID,
    });
    if (info.blockNumber !== undefined) return built.contract_address;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the deployment did not reach a block');
}
