import { bytesToHex, hexToBytes, hexToUtf8, utf8ToHex } from '@poxscan/protocol';
import type { Chain } from '../chain/chain.js';
import { encodeRawData, identify, TxFormatError } from '../tx/codec.js';
import { TxRejected } from '../tx/errors.js';
import { ProtoReader } from '../tx/proto-reader.js';
import type { ChainTx } from '../tx/types.js';
import { HttpError, hexParam } from './request.js';
import type { Route } from './server.js';

function rejection(code: string, message: string, txid?: string): Record<string, unknown> {
  return { code, ...(txid === undefined ? {} : { txid }), message: utf8ToHex(message) };
}

async function submit(chain: Chain, tx: ChainTx): Promise<Record<string, unknown>> {
  try {
    await chain.broadcast(tx);
    // SUCCESS is the enum default, which java-tron's JSON omits (tronweb treats any `code` as a failure).
    return { result: true, txid: tx.txID };
  } catch (error) {
    if (error instanceof TxRejected) return rejection(error.code, error.message, tx.txID);
    throw error;
  }
}

function signaturesOf(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((s) => typeof s === 'string' && /^[0-9a-fA-F]*$/.test(s))) {
    throw new HttpError(400, 'parameter signature must be a list of hex strings');
  }
  return value as string[];
}

/** Splits a serialized Transaction into raw_data bytes and signatures. */
function splitTransaction(bytes: Uint8Array): { raw: Uint8Array; signatures: string[] } {
  let raw: Uint8Array | undefined;
  const signatures: string[] = [];
  for (const field of new ProtoReader(bytes).fields()) {
    if (field.number === 1 && field.bytes !== undefined) raw = field.bytes;
    if (field.number === 2 && field.bytes !== undefined) signatures.push(bytesToHex(field.bytes));
  }
  if (raw === undefined) throw new TxFormatError('transaction has no raw_data');
  return { raw, signatures };
}

export function broadcastRoutes(chain: Chain): Route[] {
  return [
    {
      path: 'broadcasttransaction',
      handler: async (req) => {
        if (typeof req.params.raw_data !== 'object' || req.params.raw_data === null) {
          return rejection('OTHER_ERROR', 'Invalid transaction: raw_data is missing');
        }
        let tx: ChainTx;
        try {
          tx = identify(
            encodeRawData({ raw_data: req.params.raw_data, visible: req.visible }),
            signaturesOf(req.params.signature),
          );
        } catch (error) {
          if (error instanceof TxFormatError) return rejection('OTHER_ERROR', error.message);
          throw error;
        }
        return submit(chain, tx);
      },
    },
    {
      path: 'broadcasthex',
      handler: async (req) => {
        const hex = hexParam(req, 'transaction');
        let tx: ChainTx;
        try {
          const { raw, signatures } = splitTransaction(hexToBytes(hex));
          tx = identify(raw, signatures);
        } catch (error) {
          if (error instanceof TxFormatError || error instanceof RangeError)
            return rejection('OTHER_ERROR', (error as Error).message);
          throw error;
        }
        const result = await submit(chain, tx);
        // Unlike broadcasttransaction, java-tron writes every field here, the message as plain text.
        return {
          result: result.result === true,
          code: result.code ?? 'SUCCESS',
          message: typeof result.message === 'string' ? hexToUtf8(result.message) : '',
          transaction: JSON.stringify({
            visible: false,
            txID: tx.txID,
            raw_data: tx.rawData,
            raw_data_hex: tx.rawDataHex,
            signature: tx.signature,
          }),
          txid: tx.txID,
        };
      },
    },
  ];
}
