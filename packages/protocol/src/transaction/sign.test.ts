import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { TronWeb, utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { privateKeyToAddress, signDigest } from '../signature.js';
import { verifyTransactionSignatures } from './multisig.js';
import { recoverSigners, signTransaction } from './sign.js';
import type { TransactionJson } from './types.js';

const KEY_A = '1111111111111111111111111111111111111111111111111111111111111111';
const KEY_B = '2222222222222222222222222222222222222222222222222222222222222222';
const KEY_C = '3333333333333333333333333333333333333333333333333333333333333333';
const [A, B, C] = [KEY_A, KEY_B, KEY_C].map(privateKeyToAddress) as [string, string, string];

/** The unsigned createtransaction-1 fixture, with the owner replaced by A and IDs recomputed by tronweb. */
function unsignedFromA(): TransactionJson {
  const tx = structuredClone(readJavaTronFixture<TransactionJson>('createtransaction-1.json'));
  tx.raw_data.contract[0]!.parameter.value.owner_address = A;
  const pb = utils.transaction.txJsonToPb(tx);
  tx.txID = utils.transaction.txPbToTxID(pb).replace(/^0x/, '');
  tx.raw_data_hex = utils.transaction.txPbToRawDataHex(pb).toLowerCase();
  return tx;
}

describe('signTransaction', () => {
  it('produces exactly what tronweb trx.sign produces, and leaves the input alone', async () => {
    const tx = unsignedFromA();
    const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:9' });
    const theirs = await tronWeb.trx.sign(structuredClone(tx) as never, KEY_A);
    const ours = signTransaction(tx, KEY_A);
    expect(ours).toEqual(theirs);
    expect(tx.signature).toBeUndefined();
    expect(recoverSigners(ours)).toEqual([A]);
  });

  it('appends a second signature once (multi-signature), skipping a repeat', () => {
    const once = signTransaction(signTransaction(unsignedFromA(), KEY_A), KEY_B);
    expect(recoverSigners(once)).toEqual([A, B]);
    expect(signTransaction(once, KEY_B).signature).toHaveLength(2);
  });

  it('refuses a transaction whose txID or raw_data_hex does not match raw_data', () => {
    const tx = unsignedFromA();
    expect(() => signTransaction({ ...tx, txID: '00'.repeat(32) }, KEY_A)).toThrow(/does not match raw_data/);
    expect(() => signTransaction({ ...tx, raw_data_hex: '0a00' }, KEY_A)).toThrow(
      'raw_data_hex does not match raw_data',
    );
  });
});

describe('verifyTransactionSignatures', () => {
  const permission = {
    threshold: 3,
    keys: [
      { address: A, weight: 2 },
      { address: B, weight: 1 },
    ],
  };

  it('passes when the distinct signers reach the threshold', () => {
    const tx = signTransaction(signTransaction(unsignedFromA(), KEY_A), KEY_B);
    expect(verifyTransactionSignatures(tx, permission)).toEqual({ ok: true, weight: 3n, signers: [A, B] });
  });

  it('counts a signer who signed twice only once', () => {
    const tx = signTransaction(unsignedFromA(), KEY_A);
    // Same key, other v form: the same signer written twice.
    const first = tx.signature![0]!;
    const twin =
      first.slice(0, 128) + (Number.parseInt(first.slice(128), 16) - 27).toString(16).padStart(2, '0');
    const result = verifyTransactionSignatures({ ...tx, signature: [first, twin] }, permission);
    expect(result).toMatchObject({ ok: false, weight: 2n, signers: [A] });
    expect(result.reason).toBe('signature weight 2 is below the threshold 3');
  });

  it('fails with a reason when a signer is not in the permission', () => {
    const tx = signTransaction(signTransaction(unsignedFromA(), KEY_A), KEY_C);
    const result = verifyTransactionSignatures(tx, permission);
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(
      /^signer T[1-9A-HJ-NP-Za-km-z]{33} \(signature 1\) is not in the permission$/,
    );
    expect(result.signers).toEqual([A, C]);
  });

  it('fails without signatures or with a broken one', () => {
    expect(verifyTransactionSignatures(unsignedFromA(), permission).reason).toBe('no signatures');
    const tx = { ...unsignedFromA(), signature: [signDigest('00'.repeat(32), KEY_A).slice(0, 100)] };
    expect(verifyTransactionSignatures(tx, permission).reason).toMatch(
      /^signature 0 is invalid: signature must be 65 bytes/,
    );
  });
});
