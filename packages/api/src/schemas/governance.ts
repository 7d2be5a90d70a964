import { type Static, Type } from 'typebox';
import { Address, Amount, KeysetPage, NumberedPage, Timestamp } from './common.js';

export const Witness = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  address: Address,
  name: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  votes: Amount,
  voteShare: Type.Number({ description: 'fraction of all votes, 0..1' }),
  realtimeVotes: Type.Union([Amount, Type.Null()], {
    description:
      "the node's real-time tally: the last maintenance's count plus this cycle's vote changes; null until the indexer has read it",
  }),
  votesChange: Type.Union([Amount, Type.Null()], {
    description:
      'realtimeVotes minus votes: the change since the last maintenance (negative when it lost votes)',
  }),
  produced: Type.Integer({ minimum: 0 }),
  missed: Type.Integer({ minimum: 0 }),
  latestBlock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  active: Type.Boolean(),
  partner: Type.Boolean(),
  brokerage: Type.Integer({ minimum: 0, maximum: 100 }),
  transactions: Type.Integer({ minimum: 0, description: "transactions the SR's account sent or received" }),
});
export type Witness = Static<typeof Witness>;

export const WitnessQuery = Type.Object({ address: Address });
export type WitnessQuery = Static<typeof WitnessQuery>;

/** `/governance/witness?address`: one SR or candidate. */
export const WitnessDetail = Type.Object({
  ...Witness.properties,
  blocksIndexed: Type.Integer({ minimum: 0, description: 'blocks it produced among the indexed blocks' }),
  voters: Type.Integer({
    minimum: 0,
    description: 'accounts voting for it now (refreshed at most once a minute)',
  }),
});
export type WitnessDetail = Static<typeof WitnessDetail>;

/** Votes as in `Cursor`: at most 16 digits. */
export const VotersCursor = Type.String({
  pattern: '^[0-9]{1,16}:T[1-9A-HJ-NP-Za-km-z]{33}$',
  description: 'nextCursor of the previous page',
});

export const WitnessVotersQuery = Type.Object({
  address: Address,
  cursor: Type.Optional(VotersCursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type WitnessVotersQuery = Static<typeof WitnessVotersQuery>;

/** `/governance/witnessVoters`: an SR's current voters, most votes first. */
export const WitnessVotersPage = KeysetPage(
  Type.Object({ address: Address, name: Type.Union([Type.String(), Type.Null()]), votes: Amount }),
);
export type WitnessVotersPage = Static<typeof WitnessVotersPage>;

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

const ProposalKey = Type.Integer({
  minimum: 0,
  description: "java-tron's proposal number of the parameter (ProposalUtil.ProposalType)",
});

export const NetworkParameter = Type.Object({
  key: Type.String({ description: 'getchainparameters name, e.g. getEnergyFee' }),
  proposalKey: Type.Union([ProposalKey, Type.Null()], { description: 'null when no proposal can set it' }),
  value: Amount,
  initialValue: Type.Union([Amount, Type.Null()], {
    description:
      'the value before any approved proposal changed it: the first value read, when no approved change came before that read; null when unknown',
  }),
  changes: Type.Array(
    Type.Object({ proposalId: Type.Integer({ minimum: 0 }), value: Amount, appliedAt: Timestamp }),
    { description: 'approved proposals that set it, oldest first' },
  ),
});
export type NetworkParameter = Static<typeof NetworkParameter>;

/** `/governance/networkParameters`. */
export const NetworkParameters = Type.Object({ parameters: Type.Array(NetworkParameter) });
export type NetworkParameters = Static<typeof NetworkParameters>;

export const ProposalChange = Type.Object({
  key: Type.String({ description: 'the parameter name, or its proposal number when the name is unknown' }),
  proposalKey: ProposalKey,
  value: Amount,
});
export type ProposalChange = Static<typeof ProposalChange>;

export const Proposal = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  proposer: Address,
  parameters: Type.Array(ProposalChange),
  approvals: Type.Array(Address),
  state: Type.String({ examples: ['PENDING', 'APPROVED', 'DISAPPROVED', 'CANCELED'] }),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});
export type Proposal = Static<typeof Proposal>;

/** `/governance/getProposal`: committee proposals, newest first. */
export const ProposalsResponse = Type.Object({ proposals: Type.Array(Proposal) });
export type ProposalsResponse = Static<typeof ProposalsResponse>;
