import { readdirSync } from 'node:fs';
import { JAVA_TRON_FIXTURES, readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { decodeContract } from '../decoders/decode.js';
import {
  contractParameterFromRawData,
  contractParameterJson,
  rawDataReadsContract,
} from './contract-parameter.js';
import type { TransactionJson } from './types.js';

/** The transactions (objects with raw_data_hex) of the java-tron fixtures whose bytes are whole. */
function fixtureTransactions(): [string, TransactionJson][] {
  const found: [string, TransactionJson][] = [];
  const visit = (file: string, value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if ('raw_data_hex' in value && 'raw_data' in value) found.push([file, value as TransactionJson]);
    else for (const item of Object.values(value)) visit(file, item);
  };
  // gettransactionbyid-2's raw_data_hex was cut short by its source (SOURCES.md).
  for (const file of readdirSync(JAVA_TRON_FIXTURES))
    if (file.endsWith('.json') && file !== 'gettransactionbyid-2.json')
      visit(file, readJavaTronFixture(file));
  return found;
}

const GENESIS_BLOCK = 'getblockbynum-4.json';

describe('the contract parameter read from raw_data bytes', () => {
  const transactions = fixtureTransactions().filter(([, tx]) => tx.visible !== true);

  it('is the parameter decoded from the JSON java-tron printed, for every real transaction', () => {
    const types = new Set<string>();
    for (const [file, tx] of transactions) {
      // triggersmartcontract-1's JSON `data` has a stray digit (its source's typo); its bytes are right.
      if (file === 'triggersmartcontract-1.json') continue;
      // Block 0's genesis transfers carry int64 amounts beyond 2^53, which JSON.parse rounds and the
      // JSON decoder therefore refuses; the indexer reads them exactly (genesis.test.ts).
      if (file === GENESIS_BLOCK) continue;
      const contract = tx.raw_data.contract[0]!;
      const fromJson = contractParameterJson(decodeContract(contract, { visible: false }));
      expect(contractParameterFromRawData(tx.raw_data_hex!), file).toEqual(fromJson);
      types.add(contract.type);
    }
    expect(types.size).toBeGreaterThanOrEqual(3);
  });

  it('leaves out the code and ABI of a deployment, and gives amounts as decimal strings', () => {
    const [, deploy] = transactions.find(
      ([, tx]) => tx.raw_data.contract[0]!.type === 'CreateSmartContract',
    )!;
    const parameter = contractParameterFromRawData(deploy.raw_data_hex!)!;
    expect(parameter).toMatchObject({ type: 'CreateSmartContract', callValue: expect.any(String) });
    expect(parameter).not.toHaveProperty('abi');
    expect(parameter).not.toHaveProperty('bytecode');
  });

  it('is undefined for a contract type whose layout is not known here', () => {
    expect(rawDataReadsContract('AssetIssueContract')).toBe(false);
    // raw_data holding one AssetIssueContract (type 6) with an empty parameter
    expect(contractParameterFromRawData('5a020806')).toBeUndefined();
  });
});
