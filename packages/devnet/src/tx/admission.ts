import { recoverAddressFromDigest, toBase58Address } from '@poxscan/protocol';
import { accountAddress, type HexAddress } from '../address.js';
import type { World } from '../state/world.js';
import { TxRejected } from './errors.js';
import type { ChainTx } from './types.js';

const MAX_TX_SIZE = 500 * 1024;
const MAX_EXPIRATION_MS = 86_400_000;
const TAPOS_WINDOW = 65_536;

export interface ChainView {
  headNumber: number;
  headTimestamp: number;
  blockIdAt(number: number): string | undefined;
  hasTransaction(txID: string): boolean;
}

/** Checks java-tron runs before executing: size, expiration, TAPOS, duplicates. */
export function checkCommon(chain: ChainView, tx: ChainTx): void {
  if (tx.rawDataHex.length / 2 > MAX_TX_SIZE) {
    throw new TxRejected(
      'TOO_BIG_TRANSACTION_ERROR',
      `too big transaction, the size is ${tx.rawDataHex.length / 2} bytes`,
    );
  }
  const { expiration } = tx.rawData;
  if (expiration <= chain.headTimestamp) {
    throw new TxRejected(
      'TRANSACTION_EXPIRATION_ERROR',
      `Transaction expiration, transaction expiration time is ${expiration}, but headBlockTime is ${chain.headTimestamp}`,
    );
  }
  if (expiration > chain.headTimestamp + MAX_EXPIRATION_MS) {
    throw new TxRejected(
      'TRANSACTION_EXPIRATION_ERROR',
      `Transaction expiration time is ${expiration}, but maximum expiration time is ${chain.headTimestamp + MAX_EXPIRATION_MS}`,
    );
  }
  checkTapos(chain, tx);
  if (chain.hasTransaction(tx.txID)) throw new TxRejected('DUP_TRANSACTION_ERROR', 'dup trans');
}

function checkTapos(chain: ChainView, tx: ChainTx): void {
  const refBytes = Number.parseInt(tx.rawData.ref_block_bytes, 16);
  const refHash = tx.rawData.ref_block_hash.toLowerCase();
  const number = chain.headNumber - ((chain.headNumber - refBytes) & 0xffff);
  const found = tx.rawData.ref_block_bytes.length === 4 && number >= 0 ? chain.blockIdAt(number) : undefined;
  if (found === undefined || chain.headNumber - number >= TAPOS_WINDOW) {
    throw new TxRejected(
      'TAPOS_ERROR',
      `Tapos failed, block not found, ref block ${tx.rawData.ref_block_bytes}, ${refHash} , head block ${chain.headNumber}`,
    );
  }
  if (found.slice(16, 32) !== refHash) {
    throw new TxRejected(
      'TAPOS_ERROR',
      `Tapos failed, different block hash, ${tx.rawData.ref_block_bytes}, ${refHash} , recent block ${found}, head block ${chain.headNumber}`,
    );
  }
}

/** Signer of a signature over a digest (the txID), or undefined when none recovers from it. */
export function recoverSigner(digestHex: string, signatureHex: string): HexAddress | undefined {
  try {
    return recoverAddressFromDigest(digestHex, signatureHex);
  } catch {
    return undefined;
  }
}

/** Recovers the signers (unless prevalidated) and checks them against the owner's permission and its threshold. */
export function checkSignatures(world: World, tx: ChainTx): void {
  const owner = accountAddress(tx.value.owner_address);
  if (owner === undefined) throw new TxRejected('SIGERROR', 'Validate signature error: miss sig or contract');
  if (tx.signature.length === 0)
    throw new TxRejected('SIGERROR', 'Validate signature error: miss sig or contract');
  const permission = world.account(owner)?.owner ?? { threshold: 1n, keys: [{ address: owner, weight: 1n }] };
  if (tx.permissionId !== 0 && tx.permissionId !== 2) {
    throw new TxRejected('SIGERROR', `Validate signature error: permission isn't exit`);
  }
  if (tx.signature.length > permission.keys.length) {
    throw new TxRejected(
      'SIGERROR',
      `Validate signature error: Signature count is ${tx.signature.length} more than key counts of permission : ${permission.keys.length}`,
    );
  }
  const seen = new Set<string>();
  let weight = 0n;
  const recovered = tx.recovered?.digest === tx.txID ? tx.recovered.signers : undefined;
  for (const [index, signature] of tx.signature.entries()) {
    const signer = recovered === undefined ? recoverSigner(tx.txID, signature) : recovered[index];
    if (signer === undefined)
      throw new TxRejected('SIGERROR', 'Validate signature error: Signature size is 0');
    const key = permission.keys.find((k) => k.address === signer);
    if (key === undefined) {
      throw new TxRejected(
        'SIGERROR',
        `Validate signature error: ${signature} is signed by ${toBase58Address(signer)} but it is not contained of permission.`,
      );
    }
    if (seen.has(signer))
      throw new TxRejected('SIGERROR', `Validate signature error: ${signer} has signed twice!`);
    seen.add(signer);
    weight += key.weight;
  }
  if (weight < permission.threshold) {
    throw new TxRejected(
      'SIGERROR',
      `Validate signature error: sig error, weight is ${weight}, threshold is ${permission.threshold}`,
    );
  }
}
