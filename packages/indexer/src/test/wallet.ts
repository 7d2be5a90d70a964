import type { DevnetKey } from '@poxscan/devnet';
import {
  bytesToHex,
  privateKeyToAddress,
  sha256Bytes,
  signDigest,
  toBase58Address,
  utf8ToBytes,
} from '@poxscan/protocol';

/** A key of the tests' own, which no simulated user sends to or votes for. */
export function outsider(label = 'indexer-test-outsider'): DevnetKey {
  const privateKey = bytesToHex(sha256Bytes(utf8ToBytes(label)));
  const hex = privateKeyToAddress(privateKey);
  return { privateKey, hex, base58: toBase58Address(hex) };
}

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const reply = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  return (await reply.json()) as Record<string, unknown>;
}

/**
 * What a wallet does: has the node build the transaction (`builder`: votewitnessaccount,
 * freezebalancev2 …), signs it with the key and broadcasts it. Returns its id.
 */
export async function sendTransaction(
  nodeUrl: string,
  builder: string,
  key: DevnetKey,
  params: Record<string, unknown>,
): Promise<string> {
  const tx = await post(`${nodeUrl}/wallet/${builder}`, {
    owner_address: key.base58,
    ...params,
    visible: true,
  });
  if (typeof tx.txID !== 'string') throw new Error(`${builder}: ${JSON.stringify(tx)}`);
  const signature = [signDigest(tx.txID, key.privateKey)];
  const sent = await post(`${nodeUrl}/wallet/broadcasttransaction`, { ...tx, signature, visible: true });
  if (sent.result !== true) throw new Error(`broadcast ${builder}: ${JSON.stringify(sent)}`);
  return tx.txID;
}

/** The node's real-time tally of every SR (getpaginatednowwitnesslist), by base58 address. */
export async function nodeNowVotes(nodeUrl: string): Promise<Map<string, number>> {
  const reply = await post(`${nodeUrl}/wallet/getpaginatednowwitnesslist`, {
    offset: 0,
    limit: 1000,
    visible: true,
  });
  const witnesses = (reply.witnesses ?? []) as { address: string; voteCount?: number }[];
  return new Map(witnesses.map((w) => [w.address, w.voteCount ?? 0]));
}
