import { utils } from 'tronweb';
import { accountAddress } from '../address.js';
import type { Chain } from '../chain/chain.js';
import { ACTUATORS } from '../contracts/registry.js';
import { identify, TxFormatError } from '../tx/codec.js';
import { ContractValidateError } from '../tx/errors.js';
import type { ChainTx } from '../tx/types.js';
import { HttpError, invalidAddress } from './request.js';
import { toVisible } from './visible.js';

const DEFAULT_EXPIRATION_MS = 60_000;

type TronTxPb = { getRawData(): { serializeBinary(): Uint8Array } };

/**
 * Builds an unsigned transaction the way java-tron's builders do (reference = head block,
 * expiration = head time + 60 s), encoded by tronweb's own builder from the request's arguments so
 * that tronweb's txCheckWithArgs accepts it byte for byte.
 */
export function buildUnsigned(chain: Chain, type: string, args: Record<string, unknown>): ChainTx {
  checkAddresses(args);
  const head = chain.head;
  const stub = {
    raw_data: {
      contract: [{ type }],
      ref_block_bytes: head.number.toString(16).slice(-4).padStart(4, '0'),
      ref_block_hash: head.blockID.slice(16, 32),
      expiration: head.timestamp + DEFAULT_EXPIRATION_MS,
      timestamp: Date.now(),
    },
  };
  let raw: Uint8Array;
  try {
    // java-tron's builders take a memo as `extra_data` (hex) and put it in raw_data.data.
    const memo =
      typeof args.extra_data === 'string' && args.extra_data !== '' ? { data: args.extra_data } : {};
    const pb = utils.transaction.txJsonToPbWithArgs(stub, args, memo) as TronTxPb;
    raw = pb.getRawData().serializeBinary();
  } catch (error) {
    // tronweb's own messages say what is wrong; a TypeError only says where JavaScript tripped.
    const reason = error instanceof TypeError ? '' : `: ${(error as Error).message}`;
    throw new HttpError(
      400,
      `class java.lang.IllegalArgumentException : Invalid ${type} parameters${reason}`,
    );
  }
  try {
    return identify(raw, []);
  } catch (error) {
    if (error instanceof TxFormatError) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * Every `*_address` argument given must be an address before tronweb decodes it: its base58 decoder
 * is quadratic in the text's length and its errors name JavaScript internals.
 */
function checkAddresses(args: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(args)) {
    if (!name.endsWith('address') || value === undefined || value === '') continue;
    if (accountAddress(value) === undefined) throw invalidAddress(name);
  }
}

/** java-tron validates a contract before returning it; the state is left untouched. */
export async function dryRunValidate(chain: Chain, tx: ChainTx): Promise<void> {
  await chain.exclusive(async () => {
    const depth = chain.world.journal.depth;
    chain.world.journal.checkpoint();
    try {
      await ACTUATORS[tx.contractType]!(chain.nextContext(), tx, chain.env);
    } finally {
      chain.world.journal.revertToDepth(depth);
    }
  });
}

export function unsignedJson(tx: ChainTx, visible: boolean): Record<string, unknown> {
  return {
    visible,
    txID: tx.txID,
    raw_data: visible ? toVisible(tx.rawData) : tx.rawData,
    raw_data_hex: tx.rawDataHex,
  };
}

/** java-tron's builder error body for a contract that fails validation. */
export function validationErrorBody(error: unknown): Record<string, unknown> {
  if (error instanceof ContractValidateError) {
    return { Error: `class org.tron.core.exception.ContractValidateException : ${error.reason}` };
  }
  throw error;
}
