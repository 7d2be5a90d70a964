/** How a field of a decoded contract is shown. */
export type FieldKind =
  | 'address'
  | 'pox'
  | 'units'
  | 'text'
  | 'number'
  | 'yesNo'
  | 'resource'
  | 'hex'
  | 'token'
  | 'time'
  | 'percent'
  | 'url';

export type FieldSpec = readonly [key: string, label: string, kind: FieldKind];

const owner = (label: string): FieldSpec => ['owner', label, 'address'];

/**
 * The fields of every contract type the protocol package decodes, in reading order. Types with lists
 * (votes, proposal parameters, permissions) add their own part beside these.
 */
export const CONTRACT_FIELDS: Readonly<Record<string, readonly FieldSpec[]>> = {
  AccountCreate: [
    owner('Creator'),
    ['account', 'New account', 'address'],
    ['accountType', 'Account type', 'text'],
  ],
  AccountUpdate: [owner('Account'), ['accountName', 'Name', 'text']],
  SetAccountId: [owner('Account'), ['accountId', 'Account ID', 'text']],
  AccountPermissionUpdate: [owner('Account')],
  Transfer: [owner('From'), ['to', 'To', 'address'], ['amount', 'Amount', 'pox']],
  WithdrawBalance: [owner('Super Representative')],
  FreezeBalance: [
    owner('Owner'),
    ['frozenBalance', 'Staked', 'pox'],
    ['frozenDuration', 'Duration (days)', 'number'],
    ['resource', 'Resource', 'resource'],
    ['receiver', 'Receiver', 'address'],
  ],
  UnfreezeBalance: [
    owner('Owner'),
    ['resource', 'Resource', 'resource'],
    ['receiver', 'Receiver', 'address'],
  ],
  FreezeBalanceV2: [owner('Owner'), ['frozenBalance', 'Staked', 'pox'], ['resource', 'Resource', 'resource']],
  UnfreezeBalanceV2: [
    owner('Owner'),
    ['unfreezeBalance', 'Unstaked', 'pox'],
    ['resource', 'Resource', 'resource'],
  ],
  WithdrawExpireUnfreeze: [owner('Owner')],
  DelegateResource: [
    owner('Delegator'),
    ['receiver', 'Receiver', 'address'],
    ['balance', 'Delegated', 'pox'],
    ['resource', 'Resource', 'resource'],
    ['lock', 'Locked', 'yesNo'],
    ['lockPeriod', 'Lock period (blocks)', 'number'],
  ],
  UnDelegateResource: [
    owner('Delegator'),
    ['receiver', 'Receiver', 'address'],
    ['balance', 'Reclaimed', 'pox'],
    ['resource', 'Resource', 'resource'],
  ],
  CancelAllUnfreezeV2: [owner('Owner')],
  TransferAsset: [
    owner('From'),
    ['to', 'To', 'address'],
    ['assetName', 'Token', 'token'],
    ['amount', 'Amount (base units)', 'units'],
  ],
  AssetIssue: [
    owner('Issuer'),
    ['id', 'Token ID', 'text'],
    ['name', 'Name', 'text'],
    ['abbr', 'Symbol', 'text'],
    ['precision', 'Decimals', 'number'],
    ['totalSupply', 'Total supply (base units)', 'units'],
    ['trxNum', 'Price: sun', 'units'],
    ['num', 'Price: token units', 'units'],
    ['startTime', 'Sale starts', 'time'],
    ['endTime', 'Sale ends', 'time'],
    ['freeAssetNetLimit', 'Free bandwidth per account', 'units'],
    ['publicFreeAssetNetLimit', 'Free bandwidth in total', 'units'],
    ['description', 'Description', 'text'],
    ['url', 'Website', 'url'],
  ],
  ParticipateAssetIssue: [
    owner('Buyer'),
    ['to', 'Issuer', 'address'],
    ['assetName', 'Token', 'token'],
    ['amount', 'Paid', 'pox'],
  ],
  UpdateAsset: [
    owner('Issuer'),
    ['description', 'Description', 'text'],
    ['url', 'Website', 'url'],
    ['newLimit', 'Free bandwidth per account', 'units'],
    ['newPublicLimit', 'Free bandwidth in total', 'units'],
  ],
  UnfreezeAsset: [owner('Issuer')],
  VoteWitness: [owner('Voter'), ['totalVotes', 'Total votes', 'units']],
  WitnessCreate: [owner('Candidate'), ['url', 'Website', 'url']],
  WitnessUpdate: [owner('Super Representative'), ['url', 'Website', 'url']],
  UpdateBrokerage: [owner('Super Representative'), ['brokerage', 'Brokerage (kept by the SR)', 'percent']],
  ProposalCreate: [owner('Proposer')],
  ProposalApprove: [
    owner('Super Representative'),
    ['proposalId', 'Proposal', 'number'],
    ['approve', 'Approves', 'yesNo'],
  ],
  ProposalDelete: [owner('Proposer'), ['proposalId', 'Proposal', 'number']],
  CreateSmartContract: [
    owner('Creator'),
    ['name', 'Contract name', 'text'],
    ['originAddress', 'Origin', 'address'],
    ['callValue', 'Value sent', 'pox'],
    ['consumeUserResourcePercent', 'Energy paid by callers', 'percent'],
    ['originEnergyLimit', 'Creator energy limit', 'units'],
  ],
  TriggerSmartContract: [
    owner('Caller'),
    ['contract', 'Contract', 'address'],
    ['callValue', 'Value sent', 'pox'],
    ['tokenId', 'PRC10 token sent', 'token'],
    ['callTokenValue', 'PRC10 amount (base units)', 'units'],
    ['selector', 'Method ID', 'hex'],
  ],
  UpdateSetting: [
    owner('Creator'),
    ['contract', 'Contract', 'address'],
    ['consumeUserResourcePercent', 'Energy paid by callers', 'percent'],
  ],
  UpdateEnergyLimit: [
    owner('Creator'),
    ['contract', 'Contract', 'address'],
    ['originEnergyLimit', 'Creator energy limit', 'units'],
  ],
  ClearABI: [owner('Creator'), ['contract', 'Contract', 'address']],
};
