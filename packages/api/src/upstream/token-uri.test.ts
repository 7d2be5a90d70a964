import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeAbiParams } from '@poxscan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../test/addresses.js';
import { MAX_ANSWER_BYTES, MAX_TOKEN_URI_LENGTH, TokenUriReader } from './token-uri.js';

/**
 * An on-chain NFT's URI: a data: URI of megabytes, in characters of two bytes; its answer (24 MB of hex)
 * is more than the sockets between the two can hold.
 */
const HUGE_URI = `data:text/plain,${'é'.repeat(6_000_000)}`;

let node: Server;
let reader: TokenUriReader;
/** What the node sends next, and how much of it had gone out when the client hung up. */
let answer = '';
const sent: { finished: boolean; bytes: number }[] = [];

/** Sends `text` in 16 KiB pieces, each after the one before was taken, until done or the client left. */
function sendSlowly(res: import('node:http').ServerResponse, text: string): void {
  const record = { finished: false, bytes: 0 };
  sent.push(record);
  const bytes = Buffer.from(text);
  const next = () => {
    if (res.destroyed) return;
    if (record.bytes >= bytes.length) {
      record.finished = true;
      res.end();
      return;
    }
    const piece = bytes.subarray(record.bytes, record.bytes + 16 * 1024);
    record.bytes += piece.length;
    if (res.write(piece)) setImmediate(next);
    else res.once('drain', next);
  };
  next();
}

beforeAll(async () => {
  node = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      sendSlowly(res, answer);
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  reader = new TokenUriReader(`http://127.0.0.1:${(node.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())));

/** A string return value as the ABI encodes it, written out: the encoder takes seconds for megabytes. */
function encodedString(text: string): string {
  const bytes = Buffer.from(text);
  const word = (n: number) => n.toString(16).padStart(64, '0');
  const padding = '00'.repeat((32 - (bytes.length % 32)) % 32);
  return `${word(32)}${word(bytes.length)}${bytes.toString('hex')}${padding}`;
}

const success = (uri: string) =>
  JSON.stringify({
    result: { result: true },
    energy_used: 120_000,
    constant_result: [encodedString(uri)],
    transaction: { ret: [{}], visible: false, txID: '00'.repeat(32) },
  });

describe('TokenUriReader', () => {
  it('reads a URI of megabytes from the head of the answer, and downloads no more of it', async () => {
    answer = success(HUGE_URI);
    const read = await reader.read(testAddress('nft'), 1n);
    expect(read).toEqual({ status: 'read', uri: HUGE_URI.slice(0, MAX_TOKEN_URI_LENGTH) });
    await new Promise((r) => setTimeout(r, 50));
    const last = sent.at(-1)!;
    expect(last.finished).toBe(false);
    expect(last.bytes).toBeLessThan(Buffer.byteLength(answer) / 2);
  });

  it('reads a URI that ends just past the read limit whole up to the limit', async () => {
    const uri = `ipfs://${'a'.repeat(MAX_ANSWER_BYTES / 2)}`;
    answer = success(uri);
    expect(await reader.read(testAddress('nft'), 2n)).toEqual({
      status: 'read',
      uri: uri.slice(0, MAX_TOKEN_URI_LENGTH),
    });
  });

  it('writes strings as the ABI encoder does', () => {
    for (const text of ['', 'ipfs://bafy/3.json', 'é'.repeat(40)])
      expect(encodedString(text)).toBe(encodeAbiParams([{ name: 'uri', type: 'string' }], [text]));
  });

  it('reads a short answer whole', async () => {
    answer = success('ipfs://bafy/3.json');
    expect(await reader.read(testAddress('nft'), 3n)).toEqual({ status: 'read', uri: 'ipfs://bafy/3.json' });
    expect(sent.at(-1)!.finished).toBe(true);
  });

  it('finds no URI in a long answer of a call that failed', async () => {
    answer = JSON.stringify({
      result: { code: 'CONTRACT_EXE_ERROR', message: '' },
      constant_result: [`08c379a0${'00'.repeat(MAX_ANSWER_BYTES)}`],
    });
    expect(await reader.read(testAddress('nft'), 4n)).toEqual({ status: 'none' });
  });
});
