import { createRequire } from 'node:module';
import { encodeAbiParams } from '@poxscan/protocol/browser';
import { launchChromium } from '@poxscan/test-support/chromium';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { KEYS, signWith, type UnsignedTx } from '../governance/session.js';
import { type RunningExplorer, startExplorer } from '../support/explorer.js';

export { connectTestAccount, KEYS, signWith } from '../governance/session.js';

export const ADMIN_TOKEN = 'e2e-tools-admin';
const require = createRequire(import.meta.url);

export interface ToolsSession {
  explorer: RunningExplorer;
  browser: Browser;
  apiKey: string;
  open(path: string, options?: BrowserContextOptions): Promise<{ page: Page; errors: Error[] }>;
  api<T>(path: string): Promise<T>;
  /** POST straight to the devnet's java-tron API (visible addresses). */
  node<T>(path: string, body?: object): Promise<T>;
  /** Waits until the explorer has indexed the devnet's current head. */
  waitForIndexer(): Promise<void>;
  close(): Promise<void>;
}

/** `poxscan start` with short blocks and no simulated users, plus a Chromium, for one test file. */
export async function startToolsSession(): Promise<ToolsSession> {
  const explorer = await startExplorer({
    args: ['--block-time-ms', '500', '--traffic', 'off'],
    env: { ADMIN_TOKEN },
  });
  const chromium = await launchChromium().catch(async (error: unknown) => {
    await explorer.stop();
    throw error;
  });
  const config = (await (await fetch(`${explorer.baseUrl}/config.json`)).json()) as { apiKey: string };
  const api = async <T>(path: string) => {
    const response = await fetch(`${explorer.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${config.apiKey}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const node = async <T>(path: string, body: object = {}) => {
    const response = await fetch(`${explorer.devnetUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify({ visible: true, ...body }),
    });
    return (await response.json()) as T;
  };
  return {
    explorer,
    browser: chromium.browser,
    apiKey: config.apiKey,
    async open(path, options = {}) {
      const context = await chromium.browser.newContext({
        viewport: { width: 1280, height: 900 },
        ...options,
      });
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto(`${explorer.baseUrl}${path}`);
      return { page, errors };
    },
    api,
    node,
    async waitForIndexer() {
      const head = (await node<{ block_header: { raw_data: { number: number } } }>('/wallet/getnowblock'))
        .block_header.raw_data.number;
      const deadline = Date.now() + 120_000;
      while ((await api<{ latestBlock: number }>('/api/status')).latestBlock < head) {
        if (Date.now() > deadline) throw new Error(`the indexer did not reach block ${head}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async close() {
      await chromium.close();
      await explorer.stop();
    },
  };
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
