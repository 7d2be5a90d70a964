import type { StoredBlock } from '../chain/stored-block.js';
import type { DevnetKey } from '../keys.js';
import type { ChainTx } from '../tx/types.js';
import type { SigningPool } from './signing-pool.js';

export interface TxOptions {
  feeLimit?: number;
  memo?: string;
  /** Extra signers (multi-signature accounts). */
  cosigners?: DevnetKey[];
}

/** A transaction chosen and not yet encoded or signed. */
export interface UnsignedTx {
  rawData: Record<string, unknown>;
  signers: DevnetKey[];
  /** Called with the signed transaction (a deployment learns its contract address from the txID). */
  onSigned?: (tx: ChainTx) => void;
}

/**
 * Builds transactions the way a wallet does: raw_data referencing the head block; the signing
 * pool encodes them with tronweb's encoder and signs them.
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
    return { rawData, signers: [owner, ...(options.cosigners ?? [])] };
  }

  async sign(pool: SigningPool, unsigned: UnsignedTx[]): Promise<ChainTx[]> {
    const results = await pool.run(
      unsigned.map((u) => ({ rawData: u.rawData, privateKeys: u.signers.map((k) => k.privateKey) })),
    );
    const signed: ChainTx[] = [];
    results.forEach((result, i) => {
      if ('error' in result) return;
      unsigned[i]!.onSigned?.(result.tx);
      signed.push(result.tx);
    });
    return signed;
  }
}
