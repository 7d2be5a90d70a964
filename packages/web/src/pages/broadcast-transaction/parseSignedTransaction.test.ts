// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSignedTransaction } from './parseSignedTransaction';
import { allowedSignersOf, checkSignatures } from './signatureChecks';
import { RECEIVER, SIGNER, signedTransfer, signedTransferHex } from './testTransaction.test-util';

describe('parseSignedTransaction', () => {
  it('reads a signed JSON transaction from its bytes', () => {
    const tx = signedTransfer();
    const result = parseSignedTransaction(JSON.stringify(tx, null, 2));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.tx).toMatchObject({
      format: 'json',
      txID: tx.txID,
      warnings: [],
      signatures: tx.signature,
    });
    expect(result.tx.contract).toMatchObject({
      type: 'Transfer',
      owner: SIGNER,
      to: RECEIVER,
      amount: 1_500_000n,
    });
    expect(result.tx.payload).toEqual({ kind: 'json', transaction: tx });
  });

  it('reads the same transaction as hex, with or without 0x and spaces', () => {
    const hex = signedTransferHex();
    const result = parseSignedTransaction(`0x${hex.slice(0, 40)}\n ${hex.slice(40)}`);
    expect(result).toMatchObject({
      ok: true,
      tx: { format: 'hex', txID: signedTransfer().txID, payload: { kind: 'hex', transaction: hex } },
    });
  });

  it('warns when the JSON claims differ from the signed bytes', () => {
    const tx = signedTransfer();
    const tampered = structuredClone(tx);
    (tampered.raw_data.contract[0]!.parameter.value as { amount: number }).amount = 9_000_000;
    const result = parseSignedTransaction(JSON.stringify(tampered));
    expect(result.ok && result.tx.warnings).toEqual([
      'raw_data does not match raw_data_hex: the node executes raw_data, but the signatures cover raw_data_hex.',
    ]);
    const wrongId = parseSignedTransaction(JSON.stringify({ ...tx, txID: '00'.repeat(32) }));
    expect(wrongId.ok && wrongId.tx.warnings).toEqual(['txID is not the sha256 of raw_data_hex.']);
  });

  it('says what is missing or malformed', () => {
    const tx = signedTransfer();
    expect(parseSignedTransaction('')).toEqual({ ok: false, error: 'Paste a signed transaction.' });
    expect(parseSignedTransaction('{"raw_data": ')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This is not valid JSON/),
    });
    expect(parseSignedTransaction('{}')).toMatchObject({
      error: 'The JSON has no raw_data: paste the whole signed transaction.',
    });
    expect(parseSignedTransaction(JSON.stringify({ ...tx, raw_data_hex: undefined }))).toMatchObject({
      error: 'The JSON has no raw_data_hex: paste the transaction as the wallet returned it.',
    });
    expect(parseSignedTransaction(JSON.stringify({ ...tx, signature: [] }))).toMatchObject({
      error: 'The transaction has no signature: sign it with its owner first.',
    });
    expect(parseSignedTransaction('hello')).toMatchObject({
      error: 'Paste the transaction as JSON ({ … }) or as hex digits.',
    });
    expect(parseSignedTransaction('0a05ff')).toMatchObject({
      error: expect.stringMatching(/^These bytes are not a signed transaction: /),
    });
  });
});

describe('signature checks', () => {
  it("accepts the owner's signature and names the signer of a tampered one", () => {
    const tx = signedTransfer();
    const allowed = allowedSignersOf(undefined, SIGNER, 0);
    expect(checkSignatures(tx.txID!, tx.signature, allowed)).toEqual([
      { signature: tx.signature[0], signer: SIGNER, valid: true, reason: `Valid: signed by ${SIGNER}.` },
    ]);
    const other = signedTransfer(2_000_000).txID!;
    const [check] = checkSignatures(other, tx.signature, allowed);
    expect(check).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/^Invalid: it recovers to T\w+, which may not sign/),
    });
    expect(checkSignatures(tx.txID!, ['00'], allowed)[0]).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/^Not a valid signature/),
    });
  });

  it("takes the permission's keys from the account when it has them", () => {
    const account = {
      owner_permission: { keys: [{ address: RECEIVER, weight: 1 }] },
      active_permission: [{ id: 2, keys: [{ address: SIGNER, weight: 1 }] }],
    };
    expect([...allowedSignersOf(account, SIGNER, 0)]).toEqual([RECEIVER]);
    expect([...allowedSignersOf(account, SIGNER, 2)]).toEqual([SIGNER]);
    expect([...allowedSignersOf({}, SIGNER, 3)]).toEqual([SIGNER]);
  });
});
