import type { Chain } from '../chain/chain.js';
import type { StoredBlock } from '../chain/stored-block.js';
import { receiptJson } from '../tx/receipt-json.js';
import { blockJson, txJson } from './format-block.js';
import { type ApiRequest, boolParam, HttpError, hexParam, intParam, JsonText } from './request.js';
import type { Route } from './server.js';

const BLOCK_LIMIT = 100;
const OPEN_BLOCKS = Buffer.from('{"block":[');
const COMMA = Buffer.from(',');
const CLOSE_BLOCKS = Buffer.from(']}');

/** Block and transaction queries; on /walletsolidity only solidified blocks exist. */
export function blockRoutes(chain: Chain): Route[] {
  const top = (req: ApiRequest) => (req.solidity ? chain.solidifiedNumber : chain.headNumber);
  const blockAt = (req: ApiRequest, number: number): StoredBlock | undefined =>
    number >= 0 && number <= top(req) ? chain.store.get(number) : undefined;
  const blockById = (req: ApiRequest, id: string): StoredBlock | undefined => {
    const number = Number.parseInt(id.slice(0, 16), 16);
    const block = blockAt(req, number);
    return block?.blockID === id ? block : undefined;
  };
  const located = (req: ApiRequest, txID: string) => {
    const number = chain.store.blockOfTransaction(txID);
    const block = number === undefined ? undefined : blockAt(req, number);
    const index = block?.transactions.findIndex((t) => t.txID === txID) ?? -1;
    return block === undefined || index < 0 ? undefined : { block, index };
  };
  /** Blocks [from, to): in hex form straight from the block log's text when it has it. */
  const range = (req: ApiRequest, from: number, to: number) => {
    const numbers: number[] = [];
    for (let n = Math.max(from, 0); n < to && n <= top(req); n++) numbers.push(n);
    if (numbers.length === 0) return {};
    const texts = req.visible ? [] : numbers.map((n) => chain.store.blockJson(n));
    if (texts.length > 0 && texts.every((text) => text !== undefined)) {
      const parts = texts.flatMap((text, i) => (i === 0 ? [text] : [COMMA, text]));
      return new JsonText(Buffer.concat([OPEN_BLOCKS, ...parts, CLOSE_BLOCKS]));
    }
    return { block: numbers.map((n) => blockJson(chain.store.get(n)!, req.visible)) };
  };

  return [
    {
      path: 'getnowblock',
      solidity: true,
      handler: (req) => blockJson(chain.store.get(top(req))!, req.visible),
    },
    {
      path: 'getblockbynum',
      solidity: true,
      handler: (req) => {
        const block = blockAt(req, intParam(req, 'num'));
        return block === undefined ? {} : blockJson(block, req.visible);
      },
    },
    {
      path: 'getblockbyid',
      solidity: true,
      handler: (req) => {
        const block = blockById(req, hexParam(req, 'value', 64));
        return block === undefined ? {} : blockJson(block, req.visible);
      },
    },
    {
      path: 'getblock',
      solidity: true,
      handler: (req) => {
        const detail = boolParam(req, 'detail', false);
        const key = req.params.id_or_num;
        let block: StoredBlock | undefined;
        if (key === undefined || key === '') block = chain.store.get(top(req));
        else if (typeof key === 'string' && key.length === 64)
          block = blockById(req, hexParam(req, 'id_or_num', 64));
        else block = blockAt(req, intParam(req, 'id_or_num'));
        return block === undefined ? {} : blockJson(block, req.visible, detail);
      },
    },
    {
      path: 'getblockbylimitnext',
      solidity: true,
      handler: (req) => {
        const start = intParam(req, 'startNum');
        const end = intParam(req, 'endNum');
        if (end <= start || end - start > BLOCK_LIMIT) {
          throw new HttpError(
            400,
            `startNum must be below endNum and endNum - startNum at most ${BLOCK_LIMIT}`,
          );
        }
        return range(req, start, end);
      },
    },
    {
      path: 'getblockbylatestnum',
      solidity: true,
      handler: (req) => {
        const num = intParam(req, 'num');
        if (num <= 0 || num > BLOCK_LIMIT)
          throw new HttpError(400, `num must be between 1 and ${BLOCK_LIMIT}`);
        return range(req, top(req) - num + 1, top(req) + 1);
      },
    },
    {
      path: 'gettransactionbyid',
      solidity: true,
      handler: (req) => {
        const found = located(req, hexParam(req, 'value', 64));
        if (found === undefined) return {};
        const { block, index } = found;
        return txJson(block.transactions[index]!, block.receipts[index]!.contractRet, req.visible);
      },
    },
    {
      path: 'gettransactioninfobyid',
      solidity: true,
      handler: (req) => {
        const found = located(req, hexParam(req, 'value', 64));
        return found === undefined ? {} : receiptJson(found.block.receipts[found.index]!);
      },
    },
    {
      path: 'gettransactioninfobyblocknum',
      solidity: true,
      handler: (req) => {
        const num = intParam(req, 'num');
        if (num < 0 || num > top(req)) return [];
        const text = chain.store.infoJson(num);
        return text === undefined ? (blockAt(req, num)?.receipts ?? []).map(receiptJson) : new JsonText(text);
      },
    },
    {
      path: 'gettransactioncountbyblocknum',
      solidity: true,
      handler: (req) => ({ count: blockAt(req, intParam(req, 'num'))?.transactions.length ?? 0 }),
    },
  ];
}
