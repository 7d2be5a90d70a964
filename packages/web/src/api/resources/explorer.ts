import type {
  AccountTokensResponse,
  AccountVotesResponse,
  AddressKeysetQuery,
  AddressQuery,
  DelegationsPage,
  DelegationsQuery,
  EventsKeysetPage,
  InternalTransactionsKeysetPage,
  TokenTransfersQuery,
  TransactionsKeysetPage,
  TransfersKeysetPage,
} from '@poxscan/api/schemas';
import type { UnsignedTransaction } from '../fullnodeTypes';
import { get, post } from '../resource';

/** java-tron's `{ value, visible: true }` body of the full node's by-address reads. */
export interface NodeValueQuery {
  value: string;
  visible: true;
}

/** A contract call as java-tron's builders take it: the signature and the ABI-encoded arguments. */
export interface ContractCallBody {
  owner_address: string;
  contract_address: string;
  function_selector: string;
  /** ABI-encoded arguments, hex without the selector. */
  parameter: string;
  call_value?: number;
  fee_limit?: number;
  visible: true;
}

/** java-tron's `result` of a builder or constant call; `message` is hex-encoded UTF-8. */
export interface NodeCallResult {
  result?: boolean;
  code?: string;
  message?: string;
}

export interface ConstantCallResponse {
  result?: NodeCallResult;
  constant_result?: string[];
  energy_used?: number;
}

export interface TriggerResponse {
  result?: NodeCallResult;
  transaction?: UnsignedTransaction;
}

/** `/wallet/getcontract`: the deployed code and the ABI the node keeps (`entrys`, java-tron's spelling). */
export interface NodeContract {
  contract_address?: string;
  bytecode?: string;
  name?: string;
  origin_address?: string;
  abi?: { entrys?: unknown[] };
  /** Share of a call's energy the caller pays (the creator pays the rest); omitted when 0. */
  consume_user_resource_percent?: number;
  /** Most energy the creator pays for one call. */
  origin_energy_limit?: number;
}

export interface NodeBlock {
  blockID?: string;
  block_header?: { raw_data?: { number?: number; timestamp?: number } };
}

/** Calls of the explorer screens beyond the spec's catalogue (docs/api.md, "Added for the screens"). */
export const explorerResources = {
  accountTransactions: get<AddressKeysetQuery, TransactionsKeysetPage>('node', '/api/account/transactions'),
  accountTransfers: get<AddressKeysetQuery, TransfersKeysetPage>('node', '/api/account/transfers'),
  accountTokens: get<AddressQuery, AccountTokensResponse>('node', '/api/account/tokens'),
  accountVotes: get<AddressQuery, AccountVotesResponse>('node', '/api/account/votes'),
  accountDelegations: get<DelegationsQuery, DelegationsPage>('node', '/api/account/delegations'),
  accountInternal: get<AddressKeysetQuery, InternalTransactionsKeysetPage>('node', '/api/account/internal'),
  contractEvents: get<AddressKeysetQuery, EventsKeysetPage>('node', '/api/contract/events'),
  tokenTransfers: get<TokenTransfersQuery, TransfersKeysetPage>('node', '/api/token/transfers'),
  nodeContract: post<NodeValueQuery, NodeContract>('fullnode', '/wallet/getcontract'),
  nodeNowBlock: post<void, NodeBlock>('fullnode', '/wallet/getnowblock'),
  constantCall: post<ContractCallBody, ConstantCallResponse>('fullnode', '/wallet/triggerconstantcontract'),
  triggerContract: post<ContractCallBody, TriggerResponse>('fullnode', '/wallet/triggersmartcontract'),
};
