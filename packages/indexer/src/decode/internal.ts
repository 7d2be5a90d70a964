import { bytesToUtf8, hexToBytes, isHex } from '@poxscan/protocol/chain';
import type { InternalTransactionJson } from '../node/types.js';
import { base58 } from './addresses.js';
import { int } from './contract.js';
import type { ContractCreated, InternalTxRow, TransferRow } from './rows.js';

const noteText = (note: string | undefined): string =>
  note === undefined || note === '' ? '' : isHex(note) ? bytesToUtf8(hexToBytes(note)) : note;

export interface InternalFacts {
  rows: InternalTxRow[];
  transfers: TransferRow[];
  contractsCreated: ContractCreated[];
}

/**
 * Internal transactions of a receipt, with the POX and PRC10 they moved (only when the transaction
 * succeeded and the internal call was not rejected) and the contracts they created.
 */
export function internalFacts(list: InternalTransactionJson[] | undefined, success: boolean): InternalFacts {
  const facts: InternalFacts = { rows: [], transfers: [], contractsCreated: [] };
  (list ?? []).forEach((it, idx) => {
    const caller = base58(it.caller_address);
    const to = base58(it.transferTo_address);
    const note = noteText(it.note);
    const rejected = it.rejected === true;
    let callValue = 0n;
    const tokenValues: { tokenId: string; callValue: string }[] = [];
    for (const v of it.callValueInfo ?? []) {
      if (v.tokenId !== undefined && v.tokenId !== '')
        tokenValues.push({ tokenId: v.tokenId, callValue: String(int(v.callValue)) });
      else callValue += int(v.callValue);
    }
    facts.rows.push({
      idx,
      hash: it.hash.toLowerCase(),
      caller,
      to,
      callValue,
      tokenValues: tokenValues.length > 0 ? tokenValues : null,
      note,
      rejected,
    });
    if (!success || rejected) return;
    if (note === 'create') facts.contractsCreated.push({ address: to, creator: caller });
    if (callValue > 0n) {
      facts.transfers.push({
        standard: 'POX',
        tokenId: '_',
        from: caller,
        to,
        amount: callValue,
        nftId: null,
      });
    }
    for (const tv of tokenValues) {
      if (BigInt(tv.callValue) > 0n) {
        facts.transfers.push({
          standard: 'PRC10',
          tokenId: tv.tokenId,
          from: caller,
          to,
          amount: BigInt(tv.callValue),
          nftId: null,
        });
      }
    }
  });
  return facts;
}
