import { createHash } from 'node:crypto';
import { functionSelector } from '@poxscan/protocol';
import { readJavaTronFixture as fixture } from '@poxscan/test-support/fixtures';
import type { BlockJson, TransactionInfoJson, TransactionJson } from '../node/types.js';
import { stubNode } from './stub-node.js';

// A java-tron look-alike serving a chain whose blocks, transactions and receipts have the shapes of
// real Nile payloads (fixtures/java-tron): the header of block 66987565, the signed TRC20 transfer
// c70b20da… and the receipt of a contract call, renumbered and re-hashed per block.

const HEADER = fixture<BlockJson>('getblock-1.json');
const TRANSFER = fixture<TransactionJson>('gettransactionbyid-1.json');
const RECEIPT = fixture<TransactionInfoJson>('gettransactioninfobyid-3.jsonc');
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const BLOCK_MS = 3_000;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const word = (hex: string) => hex.padStart(64, '0');

/**
 * A PRC20 transfer: token contract, sender and recipient as 41-prefixed hex, amount in base units.
 * `mint`: instead a call of Tether's issue(amount) by `from`, which logs no Transfer (`to` unused).
 */
export interface TokenTransfer {
  token: string;
  from: string;
  to: string;
  amount: bigint;
  mint?: boolean;
}

interface Stored {
  block: BlockJson;
  infos: TransactionInfoJson[];
}

export class ChainNode {
  readonly #blocks = new Map<number, Stored>();
  /** the node serves blocks lowest…head */
  lowest: number;
  head: number;
  solidified: number;
  /** balanceOf answers: `${token} ${holder}` (41-hex) */
  readonly balances = new Map<string, bigint>();
  readonly supplies = new Map<string, bigint>();

  constructor(first: number, last: number, transfers: Map<number, TokenTransfer[]> = new Map()) {
    this.lowest = first;
    this.head = last;
    this.solidified = last;
    this.build(first, last, 'main', transfers);
  }

  /** (Re)builds blocks first…last on a branch, each naming its predecessor as parent. */
  build(
    first: number,
    last: number,
    branch: string,
    transfers: Map<number, TokenTransfer[]> = new Map(),
  ): void {
    for (let num = first; num <= last; num++) {
      const parent =
        this.#blocks.get(num - 1)?.block.blockID ?? `${num.toString(16).padStart(16, '0')}${'0'.repeat(48)}`;
      const txs = (transfers.get(num) ?? []).map((t, i) => transferTx(t, `${branch}/${num}/${i}`));
      const raw = {
        ...HEADER.block_header.raw_data,
        number: num,
        parentHash: parent,
        timestamp: HEADER.block_header.raw_data.timestamp! + (num - 66987565) * BLOCK_MS,
      };
      const block: BlockJson = {
        blockID: `${num.toString(16).padStart(16, '0')}${sha(`${branch}/${num}`).slice(16)}`,
        block_header: { ...HEADER.block_header, raw_data: raw },
        ...(txs.length > 0 ? { transactions: txs.map((t) => t.tx) } : {}),
      };
      this.#blocks.set(num, {
        block,
        infos: txs.map((t) => ({ ...t.info, blockNumber: num, blockTimeStamp: raw.timestamp })),
      });
    }
  }

  hash(num: number): string {
    return this.#blocks.get(num)!.block.blockID;
  }

  #served(num: number): Stored | undefined {
    return num >= this.lowest && num <= this.head ? this.#blocks.get(num) : undefined;
  }

  #header(num: number): BlockJson | Record<string, never> {
    const stored = this.#served(num);
    if (stored === undefined) return {};
    const { transactions: _, ...header } = stored.block;
    return header;
  }

  /** Starts serving it over HTTP; `calls` lists every path asked for. */
  serve() {
    const constant = (body: Record<string, unknown>) => {
      const token = String(body.contract_address);
      const selector = String(body.function_selector);
      const value =
        selector === 'balanceOf(address)'
          ? (this.balances.get(`${token} 41${String(body.parameter).slice(24)}`) ?? 0n)
          : selector === 'totalSupply()'
            ? this.supplies.get(token)
            : undefined;
      return value === undefined
        ? { result: {} }
        : { result: { result: true }, constant_result: [word(value.toString(16))] };
    };
    return stubNode({
      '/wallet/getblock': (body) =>
        this.#header(body.id_or_num === undefined ? this.head : Number(body.id_or_num)),
      '/walletsolidity/getblock': () => this.#header(this.solidified),
      '/wallet/getblockbylimitnext': (body) => {
        const blocks: BlockJson[] = [];
        for (let n = Number(body.startNum); n < Number(body.endNum); n++) {
          const stored = this.#served(n);
          if (stored === undefined) break;
          blocks.push(stored.block);
        }
        return blocks.length === 0 ? {} : { block: blocks };
      },
      '/wallet/gettransactioninfobyblocknum': (body) => this.#served(Number(body.num))?.infos ?? [],
      '/wallet/triggerconstantcontract': constant,
      '/wallet/getcontract': () => ({}),
      '/wallet/getaccount': () => ({}),
      '/wallet/getaccountresource': () => ({}),
      '/wallet/getassetissuebyid': () => ({}),
      '/wallet/listwitnesses': () => fixture('listwitnesses-1.jsonc'),
      '/wallet/getBrokerage': () => ({ brokerage: 20 }),
      '/wallet/getReward': () => ({ reward: 0 }),
      '/wallet/listproposals': () => ({}),
      '/wallet/getchainparameters': () => fixture('getchainparameters-1.jsonc'),
    });
  }
}

/** The real signed TRC20 transfer, re-pointed at this token, holders and amount, with its receipt. */
function transferTx(t: TokenTransfer, salt: string): { tx: TransactionJson; info: TransactionInfoJson } {
  const data = t.mint
    ? `${functionSelector('issue(uint256)')}${word(t.amount.toString(16))}`
    : `a9059cbb${word(t.to.slice(2))}${word(t.amount.toString(16))}`;
  const txID = sha(salt);
  const contract = TRANSFER.raw_data.contract[0]!;
  const tx: TransactionJson = {
    ...TRANSFER,
    txID,
    raw_data: {
      ...TRANSFER.raw_data,
      contract: [
        {
          ...contract,
          parameter: {
            ...contract.parameter,
            value: { data, owner_address: t.from, contract_address: t.token },
          },
        },
      ],
    },
  };
  const { internal_transactions: _, ...receipt } = RECEIPT as TransactionInfoJson & {
    internal_transactions?: unknown;
  };
  const info: TransactionInfoJson = {
    ...receipt,
    id: txID,
    contract_address: t.token,
    log: t.mint
      ? []
      : [
          {
            address: t.token.slice(2),
            topics: [TRANSFER_TOPIC, word(t.from.slice(2)), word(t.to.slice(2))],
            data: word(t.amount.toString(16)),
          },
        ],
  };
  return { tx, info };
}
