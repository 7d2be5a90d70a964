// Worker-thread entry: wallet work (encode raw_data with tronweb, sign) and the node's
// prevalidation (decode the bytes, recover each signer), off the main thread.
import { parentPort } from 'node:worker_threads';
import { bytesToHex, sha256Bytes, signDigest } from '@poxscan/protocol';
import { recoverSigner } from '../tx/admission.js';
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
    const digest = bytesToHex(sha256Bytes(raw));
    const tx = identify(
      raw,
      job.privateKeys.map((key) => signDigest(digest, key)),
    );
    tx.recovered = { digest: tx.txID, signers: tx.signature.map((s) => recoverSigner(tx.txID, s)) };
    return { tx };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

parentPort?.on('message', ({ id, jobs }: { id: number; jobs: SigningJob[] }) => {
  parentPort!.postMessage({ id, results: jobs.map(sign) });
});
