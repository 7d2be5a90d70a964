import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Devnet, startDevnet } from '../index.js';

const T_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const HEX_ADDRESS = '41'.padEnd(42, '1');

/** Values a client may put where an address belongs: oversized, of the wrong type or malformed. */
const BAD_ADDRESSES: unknown[] = [
  'x'.repeat(5_000),
  'T'.repeat(5_000),
  '41'.padEnd(5_000, 'a'),
  'x'.repeat(50_000),
  'null',
  null,
  42,
  [],
  {},
  true,
  '',
  ' ',
  '0x',
  '\u0000',
];

/** The address parameters of each endpoint, with valid values for the others. */
const ENDPOINTS: Record<string, { solidity: boolean; body: (bad: unknown) => Record<string, unknown>[] }> = {
  getaccount: { solidity: true, body: (bad) => [{ address: bad }] },
  getaccountresource: { solidity: true, body: (bad) => [{ address: bad }] },
  getaccountnet: { solidity: true, body: (bad) => [{ address: bad }] },
  getcontract: { solidity: true, body: (bad) => [{ value: bad }] },
  getcontractinfo: { solidity: true, body: (bad) => [{ value: bad }] },
  createtransaction: {
    solidity: false,
    body: (bad) => [
      { owner_address: bad, to_address: T_ADDRESS, amount: 1, visible: true },
      { owner_address: T_ADDRESS, to_address: bad, amount: 1, visible: true },
      { owner_address: HEX_ADDRESS, to_address: HEX_ADDRESS, amount: bad },
    ],
  },
  triggersmartcontract: {
    solidity: false,
    body: (bad) => [
      { owner_address: bad, contract_address: HEX_ADDRESS, function_selector: 'f()' },
      { owner_address: HEX_ADDRESS, contract_address: bad, function_selector: 'f()' },
      { owner_address: HEX_ADDRESS, contract_address: HEX_ADDRESS, function_selector: bad, parameter: bad },
    ],
  },
  triggerconstantcontract: {
    solidity: true,
    body: (bad) => [
      { owner_address: bad, contract_address: HEX_ADDRESS, function_selector: 'f()' },
      { owner_address: HEX_ADDRESS, contract_address: bad, function_selector: 'f()' },
      { owner_address: HEX_ADDRESS, contract_address: HEX_ADDRESS, function_selector: bad, call_value: bad },
    ],
  },
  deploycontract: {
    solidity: false,
    body: (bad) => [
      { owner_address: bad, abi: '[]', bytecode: '00', name: 'c' },
      { owner_address: HEX_ADDRESS, abi: bad, bytecode: bad, name: bad, fee_limit: bad },
    ],
  },
};

// What a JavaScript failure leaks into a message; java-tron's bodies never carry any of it.
const JS_INTERNALS = /Cannot read|reading '|undefined|TypeError|is not a function|is not iterable|\[object /;

/** The devnet answers malformed addresses and parameters as java-tron does: never a 500, never JS internals. */
describe('hostile input on the address endpoints', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, produceBlocks: false });
    await devnet.hooks.produceBlocks(1);
  });
  afterAll(() => devnet.stop());

  for (const [path, { solidity, body }] of Object.entries(ENDPOINTS)) {
    const prefixes = solidity ? ['wallet', 'walletsolidity'] : ['wallet'];
    for (const prefix of prefixes) {
      it(`/${prefix}/${path}`, async () => {
        for (const bad of BAD_ADDRESSES) {
          for (const request of body(bad)) {
            const label = `${prefix}/${path} ${JSON.stringify(request).slice(0, 120)}`;
            const started = performance.now();
            const response = await fetch(`${devnet.url}/${prefix}/${path}`, {
              method: 'POST',
              body: JSON.stringify(request),
            });
            const text = await response.text();
            expect(performance.now() - started, label).toBeLessThan(500);
            expect(response.status, `${label} → ${text}`).toBeLessThan(500);
            const json = JSON.parse(text) as Record<string, unknown>;
            if (response.status >= 400) expect(typeof json.Error, label).toBe('string');
            expect(text, label).not.toMatch(JS_INTERNALS);
          }
        }
      });
    }
  }

  it('names the parameter in java-tron wording', async () => {
    const response = await fetch(`${devnet.url}/wallet/createtransaction`, {
      method: 'POST',
      body: JSON.stringify({ owner_address: 'x'.repeat(50_000), to_address: T_ADDRESS, amount: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Error: 'class java.lang.IllegalArgumentException : Invalid address: parameter owner_address',
    });
  });
});
