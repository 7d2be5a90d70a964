import type {
  AccountDetail,
  BlockDetail,
  BlockSummary,
  StatusResponse,
  TokenRef,
  TransactionDetail,
  TransactionSummary,
  Transfer,
} from '@poxscan/api/schemas';
import { sha256Hex, toBase58Address, utf8ToBytes } from '@poxscan/protocol/browser';

/** Test data for the explorer screens' component tests: valid addresses and hashes, API-shaped records. */

/** A valid base58check address derived from a label. */
export const address = (label: string): string =>
  toBase58Address(`41${sha256Hex(utf8ToBytes(label)).slice(0, 40)}`);
export const hash = (label: string): string => sha256Hex(utf8ToBytes(label));

export const NOW = Date.UTC(2025, 4, 1, 12, 0, 0);
export const POX: TokenRef = { id: '_', standard: 'POX', symbol: 'POX', name: 'POX', decimals: 6 };
export const USDP: TokenRef = {
  id: address('usdp'),
  standard: 'PRC20',
  symbol: 'USDP',
  name: 'Pox Dollar',
  decimals: 18,
};

export function block(number: number, extra: Partial<BlockSummary> = {}): BlockSummary {
  return {
    number,
    hash: `${number.toString(16).padStart(16, '0')}${hash(`block ${number}`).slice(16)}`,
    timestamp: NOW - (1000 - number) * 3000,
    witnessAddress: address('sr one'),
    witnessName: 'SR One',
    transactionCount: number % 7,
    size: 1200 + number,
    confirmed: number < 980,
    reward: '16000000',
    ...extra,
  };
}

export function blockDetail(number: number, extra: Partial<BlockDetail> = {}): BlockDetail {
  return {
    ...block(number),
    parentHash: block(number - 1).hash,
    txTrieRoot: hash(`trie ${number}`),
    version: 30,
    energyUsed: '120000',
    bandwidthUsed: '2650',
    feesBurned: '2300000',
    ...extra,
  };
}

export function transaction(label: string, extra: Partial<TransactionSummary> = {}): TransactionSummary {
  return {
    hash: hash(`tx ${label}`),
    blockNumber: 990,
    timestamp: NOW - 30_000,
    contractType: 1,
    contractTypeName: 'TransferContract',
    from: address('alice'),
    to: address('bob'),
    amount: '1234567890',
    token: POX,
    tokenTransfer: null,
    fee: '1100000',
    status: 'SUCCESS',
    confirmed: false,
    ...extra,
  };
}

/** `/api/transaction/detail` of a plain transfer (`transaction(label)`), one signature, no logs. */
export function transactionDetail(label: string, extra: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    ...transaction(label),
    blockHash: hash('block 990'),
    confirmations: 10,
    result: 'SUCCESS',
    resultMessage: null,
    energyUsage: '0',
    energyFee: '0',
    netUsage: '267',
    netFee: '0',
    feeLimit: null,
    memo: null,
    contractAddress: null,
    parameter: {},
    signatures: [`${'ab'.repeat(64)}1b`],
    logs: [],
    internalTransactions: [],
    transfers: [],
    ...extra,
  };
}

export function transfer(label: string, extra: Partial<Transfer> = {}): Transfer {
  return {
    transactionHash: hash(`tx ${label}`),
    blockNumber: 990,
    timestamp: NOW - 60_000,
    from: address('alice'),
    to: address('bob'),
    amount: '2500000000000000000000',
    token: USDP,
    nftId: null,
    status: 'SUCCESS',
    ...extra,
  };
}

/** `/api/status`: the home figures, and no read replica. */
export const homeStats: StatusResponse = {
  latestBlock: 1000,
  latestSolidifiedBlock: 981,
  latestBlockTime: NOW,
  transactions: 123_456,
  transfers: 65_432,
  accounts: 4321,
  tokens: 12,
  contracts: 34,
  witnesses: 27,
  transactions24h: 8642,
  totalStaked: '25000000000000',
  totalSupply: '100000000000000',
  indexedFrom: 0,
  indexer: { state: 'following', error: null, errorAt: null },
  replica: null,
};

export function accountDetail(label: string, extra: Partial<AccountDetail> = {}): AccountDetail {
  return {
    address: address(label),
    name: null,
    tag: null,
    balance: '1234567890123',
    power: '5000000000',
    transactionCount: 42,
    isContract: false,
    isWitness: false,
    createdAt: NOW - 86_400_000 * 10,
    lastActiveAt: NOW - 60_000,
    frozenForBandwidth: '2000000000',
    frozenForEnergy: '3000000000',
    delegatedOut: '1000000000',
    delegatedIn: '0',
    unfreezing: '0',
    withdrawable: '0',
    stakeV1: {
      frozenForBandwidth: '0',
      frozenForEnergy: '0',
      frozenForPower: '0',
      delegatedOut: '0',
      delegatedIn: '0',
    },
    votesCast: '3000',
    bandwidth: { used: '150', limit: '600' },
    energy: { used: '0', limit: '45000' },
    transfersIn: 10,
    transfersOut: 5,
    tokenCount: 2,
    ...extra,
  };
}

/** A numbered page as the API answers it. */
export function page<T>(items: T[], extra: { page?: number; limit?: number; total?: number } = {}) {
  return {
    items,
    page: extra.page ?? 1,
    limit: extra.limit ?? items.length,
    total: extra.total ?? items.length,
    nextCursor: null,
  };
}
