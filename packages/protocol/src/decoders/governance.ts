import { type FieldReader, MalformedFieldError } from './fields.js';
import type {
  ContractBase,
  ProposalApprove,
  ProposalCreate,
  ProposalDelete,
  UpdateBrokerage,
  VoteWitness,
  WitnessCreate,
  WitnessUpdate,
} from './types.js';

// java-tron prints map<int64,int64> as a list of {key, value}; accept a plain object too.
function proposalParameters(f: FieldReader): Array<{ key: number; value: bigint }> {
  const raw = f.value.parameters;
  if (raw !== undefined && !Array.isArray(raw) && typeof raw === 'object' && raw !== null) {
    return Object.entries(raw).map(([key, value]) => {
      if (!/^\d+$/.test(key)) throw new MalformedFieldError(`parameters: bad key ${JSON.stringify(key)}`);
      return { key: Number(key), value: BigInt(value as number | string) };
    });
  }
  return f.list('parameters').map((p) => ({ key: p.number('key'), value: p.int('value') }));
}

export const governanceDecoders = {
  VoteWitnessContract: (f: FieldReader, base: ContractBase): VoteWitness => {
    const votes = f
      .list('votes')
      .map((v) => ({ address: v.address('vote_address'), count: v.int('vote_count') }));
    return {
      type: 'VoteWitness',
      ...base,
      votes,
      totalVotes: votes.reduce((sum, v) => sum + v.count, 0n),
    };
  },
  WitnessCreateContract: (f: FieldReader, base: ContractBase): WitnessCreate => ({
    type: 'WitnessCreate',
    ...base,
    url: f.text('url'),
  }),
  WitnessUpdateContract: (f: FieldReader, base: ContractBase): WitnessUpdate => ({
    type: 'WitnessUpdate',
    ...base,
    url: f.text('update_url'),
  }),
  UpdateBrokerageContract: (f: FieldReader, base: ContractBase): UpdateBrokerage => ({
    type: 'UpdateBrokerage',
    ...base,
    brokerage: f.number('brokerage'),
  }),
  ProposalCreateContract: (f: FieldReader, base: ContractBase): ProposalCreate => ({
    type: 'ProposalCreate',
    ...base,
    parameters: proposalParameters(f),
  }),
  ProposalApproveContract: (f: FieldReader, base: ContractBase): ProposalApprove => ({
    type: 'ProposalApprove',
    ...base,
    proposalId: f.int('proposal_id'),
    approve: f.bool('is_add_approval'),
  }),
  ProposalDeleteContract: (f: FieldReader, base: ContractBase): ProposalDelete => ({
    type: 'ProposalDelete',
    ...base,
    proposalId: f.int('proposal_id'),
  }),
};
