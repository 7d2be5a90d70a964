import { describe, expect, it } from 'vitest';
import {
  blockNumberFromId,
  contractAddressOf,
  decodeCallData,
  decodeContract,
  decodeEventLog,
  decodeFunctionCall,
  decodeJavaTronMessage,
  decodeRevertReason,
  decodeTokenTransferLog,
  decodeTransactionRawDataHex,
  encodeAbiParams,
  encodeFunctionCall,
  eventTopic,
  functionSelector,
  hexToBytes,
  hexToUtf8,
  isAddress,
  isHex,
  normalizeAbi,
  parseAddress,
  parsePox,
  parseUnits,
  readRawData,
  readTransactionHex,
  recoverAddressFromDigest,
  txIdFromRawDataHex,
} from './index.js';

// Every public parser of user text does work bounded by what a valid value can be, so one oversized
// request cannot hold the thread that serves everyone else.
const MB = 1_000_000;
// Linear work on 1 MB takes a few ms; quadratic work takes minutes (50 kB of base58 took 1.7 s). The
// margin is for a loaded CI machine.
const BUDGET_MS = 100;
const T_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const INPUTS: Record<string, string> = {
  'x×1M': 'x'.repeat(MB),
  'T×1M': 'T'.repeat(MB),
  '1×1M (base58 leading zeros)': '1'.repeat(MB),
  'f×1M (hex)': 'f'.repeat(MB),
  '0x+hex×1M': `0x${'a'.repeat(MB)}`,
  '41+hex×1M': `41${'0'.repeat(MB)}`,
  'digits×1M': '9'.repeat(MB),
  'digits.digits': `${'9'.repeat(MB / 2)}.${'9'.repeat(MB / 2)}`,
  'points×1M': '.'.repeat(MB),
  'parens×1M': `f${'('.repeat(MB)}`,
  'tuple nest': `f(${'('.repeat(MB / 4)}uint256${')'.repeat(MB / 4)})`,
  'spaces+address': `${' '.repeat(MB)}${T_ADDRESS}`,
  unicode: '€'.repeat(MB / 3),
};

const PARSERS: Record<string, (text: string) => unknown> = {
  parseAddress,
  isAddress,
  parseUnits: (t) => parseUnits(t, 18),
  parsePox,
  hexToBytes,
  hexToUtf8,
  isHex,
  blockNumberFromId,
  txIdFromRawDataHex,
  decodeJavaTronMessage,
  decodeRevertReason,
  decodeTokenTransferLog: (t) => decodeTokenTransferLog([t, t, t], t),
  decodeCallData: (t) => decodeCallData(t, t),
  decodeCallDataSignature: (t) => decodeCallData(t, 'a9059cbb'),
  decodeFunctionCall: (t) => decodeFunctionCall([{ type: 'function', name: 'f', inputs: [] }], t),
  functionSelector,
  normalizeAbi,
  normalizeAbiString: (t) => normalizeAbi([{ type: 'function', name: t, inputs: [{ type: t }] }]),
  readRawData,
  readTransactionHex,
  decodeTransactionRawDataHex,
  contractAddressOf: (t) => contractAddressOf(t, t),
  eventTopic,
  decodeEventLog: (t) =>
    decodeEventLog(
      [{ type: 'event', name: 'Transfer', inputs: [{ name: 'a', type: 'uint256', indexed: true }] }],
      [t, t],
      t,
    ),
  decodeContract: (t) =>
    decodeContract({
      type: 'TransferContract',
      parameter: { value: { owner_address: t, to_address: t, amount: t } },
    }),
  encodeFunctionCall: (t) => encodeFunctionCall('f(uint256,address,bytes,string)', [t, t, t, t]),
  encodeFunctionCallSignature: (t) => encodeFunctionCall(t, []),
  encodeAbiParams: (t) => encodeAbiParams([{ name: 'a', type: 'int256' }], [t]),
  recoverAddressFromDigest: (t) => recoverAddressFromDigest(t, t),
};

function once(run: () => unknown): number {
  const start = performance.now();
  try {
    run();
  } catch {
    // Refusing is fine; only the time it takes matters here.
  }
  return performance.now() - start;
}

// Best of three: work that grows faster than the input stays slow every time, while a pause of the
// shared machine does not fail the check.
const timed = (run: () => unknown): number => Math.min(once(run), once(run), once(run));

describe('public parsers on 1 MB inputs', () => {
  for (const [name, parse] of Object.entries(PARSERS)) {
    it(`${name} answers within ${BUDGET_MS} ms`, () => {
      // Warm-up on small inputs: lazy initialisation and compilation are not what this measures.
      for (const text of Object.values(INPUTS)) once(() => parse(text.slice(0, 10_000)));
      const slow = Object.entries(INPUTS)
        .map(([input, text]) => ({ input, ms: Math.round(timed(() => parse(text))) }))
        .filter(({ ms }) => ms > BUDGET_MS);
      expect(slow).toEqual([]);
    });
  }

  it('parseAddress refuses oversized text with a reason instead of throwing', () => {
    for (const text of Object.values(INPUTS)) {
      const result = parseAddress(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/too long|invalid|wrong/);
    }
    expect(parseAddress(`  ${T_ADDRESS}  `).ok).toBe(true);
  });
});
