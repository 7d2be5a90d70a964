import type { StoredBlock } from '../chain/stored-block.js';
import { fromHex, sha256, toHex } from '../crypto/bytes.js';
import { signDigest } from '../crypto/signature.js';
import type { DevnetKey } from '../keys.js';
import { encodeRawData, identify } from '../tx/codec.js';
import type { ChainTx } from '../tx/types.js';

export interface TxOptions {
  feeLimit?: number;
  memo?: string;
  /** Extra signers (multi-signature accounts). */
  cosigners?: DevnetKey[];
}

/**
 * Builds and signs a transaction the way a wallet does: raw_data referencing the head block,
 * encoded with tronweb's encoder, signed by the owner's key(s). The node then decodes the bytes.
 */
export class TxSigner {
  private counter = 0;

  build(
    head: StoredBlock,
    owner: DevnetKey,
    type: string,
    value: Record<string, unknown>,
    options: TxOptions = {},
  ): ChainTx {
    this.counter = (this.counter + 1) % 1_000_000;
    const rawData: Record<string, unknown> = {
      contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }],
      ref_block_bytes: head.number.toString(16).slice(-4).padStart(4, '0'),
      ref_block_hash: head.blockID.slice(16, 32),
      expiration: head.timestamp + 60_000,
      // A distinct timestamp per transaction keeps identical payments from sharing a txID.
      timestamp: head.timestamp * 1_000 + this.counter,
    };
    if (options.memo !== undefined) rawData.data = Buffer.from(options.memo, 'utf8').toString('hex');
    if (options.feeLimit !== undefined) rawData.fee_limit = options.feeLimit;
    const raw = encodeRawData({ raw_data: rawData });
    const digest = sha256(raw);
    const signers = [owner, ...(options.cosigners ?? [])];
    return identify(
      raw,
      signers.map((key) => toHex(signDigest(fromHex(key.privateKey), digest))),
    );
  }
}
