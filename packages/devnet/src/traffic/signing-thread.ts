// Worker-thread entry: wallet work (encode raw_data with tronweb, sign) and the node's
// prevalidation (decode the bytes, recover each signer), off the main thread.
import { parentPort } from 'node:worker_threads';
import { fromHex, sha256, toHex } from '../crypto/bytes.js';
import { recoverAddress, signDigest } from '../crypto/signature.js';
import { encodeRawData, identify } from '../tx/codec.js';
import type { ChainTx } from '../tx/types.js';

export interface SigningJob {
  rawData: Record<string, unknown>;
  privateKeys: string[];
}

export type SigningResult = { tx: ChainTx } | { error: string };

function sign(job: SigningJob): SigningResult {
  try {
    const raw = encodeRawData({ raw_data: job.rawData });
    const digest = sha256(raw);
    const signatures = job.privateKeys.map((key) => signDigest(fromHex(key), digest));
    const tx = identify(
      raw,
      signatures.map((s) => toHex(s)),
    );
    tx.recovered = { digest: tx.txID, signers: signatures.map((s) => recoverAddress(digest, s)) };
    return { tx };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

parentPort?.on('message', ({ id, jobs }: { id: number; jobs: SigningJob[] }) => {
  parentPort!.postMessage({ id, results: jobs.map(sign) });
});
