import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../index.js';
import { accountRoutes } from './routes-accounts.js';
import { blockRoutes } from './routes-blocks.js';
import { broadcastRoutes } from './routes-broadcast.js';
import { builderRoutes } from './routes-build.js';
import { contractRoutes } from './routes-contracts.js';
import { governanceRoutes } from './routes-governance.js';

const GARBAGE: Array<Record<string, unknown>> = [
  {},
  { address: 'not-an-address', num: 'x', value: 'zz', id: -1, startNum: 5, endNum: 1, offset: -3, limit: 0 },
  {
    owner_address: 'T123',
    to_address: 42,
    amount: 'lots',
    raw_data: 'nope',
    transaction: 'xyz',
    signature: 'abc',
  },
  {
    owner_address: '41'.padEnd(42, '0'),
    contract_address: [],
    function_selector: 7,
    parameter: 'zz',
    votes: 'all',
    parameters: {},
    transaction: 'abc',
  },
  {
    num: 1e300,
    value: 'ff'.repeat(32),
    id_or_num: { a: 1 },
    detail: 'maybe',
    visible: 'yes',
    raw_data: { contract: [] },
  },
];

/** Bad input gets a java-tron error body or an HTTP 400 naming the parameter, never a 500. */
describe('bad input', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, produceBlocks: false });
    await devnet.hooks.produceBlocks(2);
  });
  afterAll(() => devnet.stop());

  it('never crashes a route', async () => {
    const chain = devnet.chain;
    const routes = [
      ...blockRoutes(chain),
      ...accountRoutes(chain),
      ...governanceRoutes(chain),
      ...builderRoutes(chain),
      ...contractRoutes(chain),
      ...broadcastRoutes(chain),
    ];
    for (const route of routes) {
      for (const body of GARBAGE) {
        const response = await fetch(`${devnet.url}/wallet/${route.path}`, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        expect(response.status, `${route.path} ${JSON.stringify(body)}`).toBeLessThan(500);
        const json = (await response.json()) as Record<string, unknown>;
        if (response.status === 400) expect(typeof json.Error).toBe('string');
      }
    }
    const notJson = await fetch(`${devnet.url}/wallet/getaccount`, { method: 'POST', body: '{"address":' });
    expect(notJson.status).toBe(400);
    expect(devnet.chain.headNumber).toBe(2);
  });
});
