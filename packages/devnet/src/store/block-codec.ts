import { type BlockJson, blockFromJson, blockJsonOf } from '../chain/block-json.js';
import type { StoredBlock } from '../chain/stored-block.js';
import type { TxReceipt } from '../tx/receipt.js';
import { type ReceiptJson, receiptFromJson, receiptJson } from '../tx/receipt-json.js';

const RECEIPT_AMOUNTS = [
  'fee',
  'energyUsage',
  'energyFee',
  'originEnergyUsage',
  'energyUsageTotal',
  'netUsage',
  'netFee',
  'withdrawAmount',
  'unfreezeAmount',
  'withdrawExpireAmount',
] as const;

/** Amounts are written as decimal strings; an older `{"$n": "…"}` form is read too. */
function toBigInt(value: unknown): bigint {
  if (typeof value === 'string') return BigInt(value);
  if (value !== null && typeof value === 'object' && typeof (value as { $n?: unknown }).$n === 'string') {
    return BigInt((value as { $n: string }).$n);
  }
  throw new Error('corrupt amount in the block log');
}

/** Receipts of the older lines: the chain's own shape, amounts as decimal strings or tagged. */
function readOlderReceipts(receipts: Array<Record<string, unknown>>): TxReceipt[] {
  for (const receipt of receipts) {
    for (const key of RECEIPT_AMOUNTS) if (receipt[key] !== undefined) receipt[key] = toBigInt(receipt[key]);
    const canceled = receipt.cancelUnfreezeV2Amount as Array<[string, unknown]> | undefined;
    if (canceled !== undefined) receipt.cancelUnfreezeV2Amount = canceled.map(([k, v]) => [k, toBigInt(v)]);
    for (const internal of receipt.internalTransactions as Array<Record<string, unknown>>) {
      internal.callValue = toBigInt(internal.callValue);
    }
  }
  return receipts as unknown as TxReceipt[];
}

const SIZE_KEY = '{"size":';
const BLOCK_KEY = ',"block":';
const INFO_KEY = ',"info":';

/**
 * One block as a line of the block log: `{"size":N,"block":<Block>,"info":[<TransactionInfo>…]}`,
 * java-tron's JSON of the block (hex form, N bytes) and of its transactions' receipts, so that the
 * node serves both from the log as they are, without parsing or serialising.
 */
export function encodeBlockLine(block: StoredBlock): { line: string; jsonBytes: number } {
  const json = JSON.stringify(blockJsonOf(block));
  const jsonBytes = Buffer.byteLength(json);
  const info = JSON.stringify(block.receipts.map(receiptJson));
  return { line: `${SIZE_KEY}${jsonBytes}${BLOCK_KEY}${json}${INFO_KEY}${info}}`, jsonBytes };
}

/** Byte ranges, within a line of `lineBytes` (without its newline), of its block JSON and its receipts' JSON. */
export function lineParts(jsonBytes: number, lineBytes: number) {
  const block = SIZE_KEY.length + String(jsonBytes).length + BLOCK_KEY.length;
  const info = block + jsonBytes + INFO_KEY.length;
  return { block: [block, block + jsonBytes], info: [info, lineBytes - 1] } as const;
}

/** The block of a log line; jsonBytes is 0 for the older lines that held the chain's own block shape. */
export function decodeBlockLine(line: string): { block: StoredBlock; jsonBytes: number } {
  const parsed = JSON.parse(line) as Record<string, unknown>;
  if (typeof parsed.size === 'number') {
    const json = parsed.block as BlockJson;
    const receipts = (parsed.info as ReceiptJson[]).map((info, i) =>
      receiptFromJson(info, json.transactions?.[i]?.ret?.[0]?.contractRet ?? 'SUCCESS'),
    );
    return { block: blockFromJson(json, receipts), jsonBytes: parsed.size };
  }
  const block = parsed as unknown as StoredBlock;
  readOlderReceipts(block.receipts as unknown as Array<Record<string, unknown>>);
  return { block, jsonBytes: 0 };
}

/** What the log's index needs of a line, without building the block: number, id, txIDs and the JSON's size. */
export function indexBlockLine(line: string): {
  number: number;
  blockID: string;
  txIDs: string[];
  jsonBytes: number;
} {
  const parsed = JSON.parse(line) as Record<string, unknown>;
  if (typeof parsed.size === 'number') {
    const json = parsed.block as BlockJson;
    return {
      number: json.block_header.raw_data.number ?? 0,
      blockID: json.blockID,
      txIDs: (json.transactions ?? []).map((tx) => tx.txID),
      jsonBytes: parsed.size,
    };
  }
  const block = parsed as unknown as StoredBlock;
  return {
    number: block.number,
    blockID: block.blockID,
    txIDs: block.transactions.map((tx) => tx.txID),
    jsonBytes: 0,
  };
}
