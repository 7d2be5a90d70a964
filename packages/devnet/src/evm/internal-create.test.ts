import { createOpcodeAddressOf, toHexAddress, utf8ToHex } from '@poxscan/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callContract, type Devnet, deployBytecode, startDevnet } from '../index.js';

// A factory assembled by hand. Each call first calls its caller (no value, no data), then CREATEs a
// child from 10 bytes of init code (PUSH10) that return the child's code, one STOP.
const CHILD_INIT = '600060005360016000f3';
const CALL_CALLER = '60006000600060006000335af150';
const RUNTIME = `${CALL_CALLER}69${CHILD_INIT}600052600a60166000f05000`;
const FACTORY = `6025600c60003960256000f3${RUNTIME}`; // CODECOPY the 37-byte runtime after these 12, RETURN it

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0, produceBlocks: false });
  await devnet.hooks.produceBlocks(1);
});
afterAll(() => devnet.stop());

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as T;
}

it('names the contract an internal CREATE makes, at the address java-tron gives it', async () => {
  const factory = await deployBytecode(devnet, FACTORY, 'Factory');
  const call = await callContract(devnet, factory.address, '');
  const info = await post<{ receipt: { result: string }; internal_transactions: unknown[] }>(
    '/wallet/gettransactioninfobyid',
    { value: call.txID },
  );
  expect(info.receipt.result).toBe('SUCCESS');
  const caller = toHexAddress(factory.address);
  // java-tron's nonce counts every internal transaction before the CREATE, the call included.
  const made = createOpcodeAddressOf(call.txID, 1);
  expect(info.internal_transactions).toEqual([
    expect.objectContaining({
      caller_address: caller,
      transferTo_address: devnet.keys.accounts[0]!.hex,
      note: utf8ToHex('call'),
    }),
    expect.objectContaining({ caller_address: caller, transferTo_address: made, note: utf8ToHex('create') }),
  ]);
  const account = await post<{ type?: string }>('/wallet/getaccount', { address: made });
  expect(account.type).toBe('Contract');
});

// A factory whose child's init code returns nothing (PUSH1 0 PUSH1 0 RETURN): a contract without code.
const EMPTY_CHILD_INIT = '60006000f3';
const EMPTY_RUNTIME = `64${EMPTY_CHILD_INIT}6000526005601b6000f05000`;
const EMPTY_FACTORY = `6012600c60003960126000f3${EMPTY_RUNTIME}`;

it('makes a contract account for a CREATE whose init code returns no code, as java-tron does', async () => {
  const factory = await deployBytecode(devnet, EMPTY_FACTORY, 'EmptyFactory');
  const call = await callContract(devnet, factory.address, '');
  const info = await post<{ receipt: { result: string } }>('/wallet/gettransactioninfobyid', {
    value: call.txID,
  });
  expect(info.receipt.result).toBe('SUCCESS');
  const account = await post<{ type?: string }>('/wallet/getaccount', {
    address: createOpcodeAddressOf(call.txID, 0),
  });
  expect(account.type).toBe('Contract');
});
