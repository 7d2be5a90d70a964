import type { StoredBlock } from '../chain/stored-block.js';
import { addressFromPublicKey } from '../crypto/address.js';
import { fromHex, sha256, toHex } from '../crypto/bytes.js';
import type { CryptoWorker } from '../crypto/crypto-worker.js';
import type { DevnetKey } from '../keys.js';
import { encodeRawData, identify } from '../tx/codec.js';
import type { ChainTx } from '../tx/types.js';

export interface TxOptions {
  feeLimit?: number;
  memo?: string;
  /** Extra signers (multi-signature accounts). */
  cosigners?: DevnetKey[];
}

/** A transaction built and not yet signed: its raw_data bytes and who must sign them. */
export interface UnsignedTx {
  raw: Uint8Array;
  digest: Uint8Array;
  signers: DevnetKey[];
}

/**
 * Builds transactions the way a wallet does: raw_data referencing the head block, encoded with
 * tronweb's encoder; `sign` then signs them on the crypto worker.
 */
export class TxSigner {
  private counter = 0;

  build(
    head: StoredBlock,
    owner: DevnetKey,
    type: string,
    value: Record<string, unknown>,
    options: TxOptions = {},
  ): UnsignedTx {
    this.counter = (this.counter + 1) % 1_000;
    const rawData: Record<string, unknown> = {
      contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }],
      ref_block_bytes: head.number.toString(16).slice(-4).padStart(4, '0'),
      ref_block_hash: head.blockID.slice(16, 32),
      expiration: head.timestamp + 60_000,
      // A distinct timestamp per transaction keeps identical payments from sharing a txID.
      timestamp: head.timestamp + this.counter,
    };
    if (options.memo !== undefined) rawData.data = Buffer.from(options.memo, 'utf8').toString('hex');
    if (options.feeLimit !== undefined) rawData.fee_limit = options.feeLimit;
    const raw = encodeRawData({ raw_data: rawData });
    return { raw, digest: sha256(raw), signers: [owner, ...(options.cosigners ?? [])] };
  }

  /** Signs on the worker, which also recovers each signer the way the node checks signatures. */
  async sign(worker: CryptoWorker, unsigned: UnsignedTx[]): Promise<ChainTx[]> {
    const jobs = unsigned.flatMap((u) =>
      u.signers.map((key) => ({ privateKey: fromHex(key.privateKey), digest: u.digest })),
    );
    const results = await worker.run(jobs);
    let next = 0;
    return unsigned.map((u) => {
      const mine = results.slice(next, next + u.signers.length);
      next += u.signers.length;
      const tx = identify(
        u.raw,
        mine.map((r) => toHex(r.signature)),
      );
      tx.recovered = {
        digest: toHex(u.digest),
        signers: mine.map((r) => (r.recovered === null ? undefined : addressFromPublicKey(r.recovered))),
      };
      return tx;
    });
  }
}
