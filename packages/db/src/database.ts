import type {
  BlocksTable,
  EventLogsTable,
  EventSignaturesTable,
  InternalTransactionsTable,
  TransactionsTable,
  TransfersTable,
} from './tables-chain.js';
import type { AddressBalanceDailyTable, AddressDailyTable, TokenDailyTable } from './tables-data.js';
import type { ParameterFirstValuesTable, StakingDailyTable } from './tables-governance.js';
import type {
  BalanceCorrectionsTable,
  BannersTable,
  CountersTable,
  DailyStatsTable,
  IndexerStatusTable,
  NameTagsTable,
  NotificationsTable,
  RefreshQueueTable,
  ReorgsTable,
  SupportTicketsTable,
  SyncCheckpointTable,
} from './tables-indexer.js';
import type { NftOwnersTable } from './tables-nft.js';
import type { AccountStakeV1Columns, StakingDailyV1Columns } from './tables-stake-v1.js';
import type {
  AccountsTable,
  ChainParametersTable,
  ChainStateTable,
  ContractsTable,
  ContractVerificationsTable,
  DelegationsTable,
  ParameterChangesTable,
  ProposalsTable,
  StakesTable,
  TokenHoldersTable,
  TokensTable,
  VotesTable,
  WitnessesTable,
} from './tables-state.js';
import type { TokenHourlyTable } from './tables-token-activity.js';
import type { TransactionRawColumns } from './tables-trongrid.js';
import type { VerificationJobsTable } from './tables-verification.js';

/** Every table of the schema (migrations/*.sql), as Kysely sees it. Documented in the README. */
export interface Database {
  blocks: BlocksTable;
  transactions: TransactionsTable & TransactionRawColumns;
  event_logs: EventLogsTable;
  event_signatures: EventSignaturesTable;
  internal_transactions: InternalTransactionsTable;
  transfers: TransfersTable;
  accounts: AccountsTable & AccountStakeV1Columns;
  tokens: TokensTable;
  token_holders: TokenHoldersTable;
  nft_owners: NftOwnersTable;
  contracts: ContractsTable;
  contract_verifications: ContractVerificationsTable;
  witnesses: WitnessesTable;
  votes: VotesTable;
  stakes: StakesTable;
  delegations: DelegationsTable;
  proposals: ProposalsTable;
  chain_parameters: ChainParametersTable;
  parameter_changes: ParameterChangesTable;
  parameter_first_values: ParameterFirstValuesTable;
  chain_state: ChainStateTable;
  daily_stats: DailyStatsTable;
  staking_daily: StakingDailyTable & StakingDailyV1Columns;
  address_daily: AddressDailyTable;
  token_daily: TokenDailyTable;
  token_hourly: TokenHourlyTable;
  address_balance_daily: AddressBalanceDailyTable;
  counters: CountersTable;
  sync_checkpoint: SyncCheckpointTable;
  indexer_status: IndexerStatusTable;
  reorgs: ReorgsTable;
  balance_corrections: BalanceCorrectionsTable;
  refresh_queue: RefreshQueueTable;
  notifications: NotificationsTable;
  banners: BannersTable;
  name_tags: NameTagsTable;
  support_tickets: SupportTicketsTable;
  verification_jobs: VerificationJobsTable;
}
