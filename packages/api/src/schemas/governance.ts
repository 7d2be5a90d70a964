import { type Static, Type } from 'typebox';
import { Address, Amount, NumberedPage, Timestamp } from './common.js';

export const Witness = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  address: Address,
  name: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  votes: Amount,
  voteShare: Type.Number({ description: 'fraction of all votes, 0..1' }),
  produced: Type.Integer({ minimum: 0 }),
  missed: Type.Integer({ minimum: 0 }),
  latestBlock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  active: Type.Boolean(),
  partner: Type.Boolean(),
  brokerage: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type Witness = Static<typeof Witness>;

/** `/governance/getWitnessData` (SRs) and `/governance/getWitnessDataP` (partners): most votes first. */
export const WitnessesResponse = Type.Object({ witnesses: Type.Array(Witness), totalVotes: Amount });
export type WitnessesResponse = Static<typeof WitnessesResponse>;

export const WitnessesBody = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 500 })),
});
export type WitnessesBody = Static<typeof WitnessesBody>;

/** `/governance/votesData`: the votes screen's figures. */
export const VotesData = Type.Object({
  totalVotes: Amount,
  voters: Type.Integer({ minimum: 0 }),
  witnesses: Type.Integer({ minimum: 0 }),
  nextMaintenanceAt: Type.Union([Timestamp, Type.Null()]),
});
export type VotesData = Static<typeof VotesData>;

export const VotesListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  term: Type.Optional(
    Type.String({ maxLength: 64, description: 'filter by name or address prefix; empty for all' }),
  ),
});
export type VotesListQuery = Static<typeof VotesListQuery>;

/** `/governance/getvoteslist`: SR candidates by votes, filtered by `term`. */
export const VotesListPage = NumberedPage(Witness);
export type VotesListPage = Static<typeof VotesListPage>;

export const VoteStatusQuery = Type.Object({ address: Type.Optional(Address) });
export type VoteStatusQuery = Static<typeof VoteStatusQuery>;

/** `/governance/getvoteStatus`: staked data, network-wide or of one address. */
export const StakedData = Type.Object({
  totalStaked: Amount,
  totalVotes: Amount,
  account: Type.Union([
    Type.Object({
      address: Address,
      stakedForBandwidth: Amount,
      stakedForEnergy: Amount,
      unfreezing: Amount,
      votesCast: Amount,
      votes: Type.Array(Type.Object({ witness: Address, count: Amount })),
    }),
    Type.Null(),
  ]),
});
export type StakedData = Static<typeof StakedData>;

export const ChainParameter = Type.Object({ key: Type.String(), value: Amount });
/** `/governance/networkParameters`. */
export const NetworkParameters = Type.Object({ parameters: Type.Array(ChainParameter) });
export type NetworkParameters = Static<typeof NetworkParameters>;

export const Proposal = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  proposer: Address,
  parameters: Type.Array(ChainParameter),
  approvals: Type.Array(Address),
  state: Type.String({ examples: ['PENDING', 'APPROVED', 'DISAPPROVED', 'CANCELED'] }),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});
export type Proposal = Static<typeof Proposal>;

/** `/governance/getProposal`: committee proposals, newest first. */
export const ProposalsResponse = Type.Object({ proposals: Type.Array(Proposal) });
export type ProposalsResponse = Static<typeof ProposalsResponse>;

/** `/governance/poxStakingPage`: staking governance figures. */
export const PoxStaking = Type.Object({
  totalStaked: Amount,
  stakedForBandwidth: Amount,
  stakedForEnergy: Amount,
  totalVotes: Amount,
  witnesses: Type.Integer({ minimum: 0 }),
  stakingRatio: Type.Number({ description: 'staked / supply, 0..1' }),
});
export type PoxStaking = Static<typeof PoxStaking>;
