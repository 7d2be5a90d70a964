import { Type } from 'typebox';
import { TronGridPage } from './envelope.js';

/** An account in getaccount's shape (visible=false: addresses in 41-hex), with TronGrid's trc20 balances. */
export const TronGridAccount = Type.Object(
  {
    address: Type.String({ description: '41-hex' }),
    balance: Type.Integer({ description: 'sun' }),
    create_time: Type.Optional(Type.Integer()),
    latest_opration_time: Type.Integer({ description: "java-tron's spelling" }),
    type: Type.Optional(Type.Literal('Contract')),
    is_witness: Type.Optional(Type.Boolean()),
    account_name: Type.Optional(Type.String({ description: 'hex of the UTF-8 name' })),
    allowance: Type.Integer(),
    net_usage: Type.Integer(),
    free_net_usage: Type.Integer(),
    account_resource: Type.Object({
      energy_usage: Type.Integer(),
      delegated_frozenV2_balance_for_energy: Type.Integer(),
      acquired_delegated_frozenV2_balance_for_energy: Type.Integer(),
    }),
    delegated_frozenV2_balance_for_bandwidth: Type.Integer(),
    acquired_delegated_frozenV2_balance_for_bandwidth: Type.Integer(),
    frozenV2: Type.Array(Type.Object({ type: Type.Optional(Type.String()), amount: Type.Integer() })),
    votes: Type.Array(Type.Object({ vote_address: Type.String(), vote_count: Type.Integer() })),
    assetV2: Type.Array(Type.Object({ key: Type.String(), value: Type.Number() })),
    trc20: Type.Array(Type.Record(Type.String(), Type.String()), {
      description: '{ token contract: balance in base units }',
    }),
  },
  { title: 'TronGridAccount' },
);
export const TronGridAccountPage = TronGridPage(TronGridAccount, 'TronGridAccountPage');

export const TronGridResources = Type.Object(
  {
    free_net_used: Type.Integer(),
    free_net_limit: Type.Integer(),
    net_used: Type.Integer(),
    net_limit: Type.Integer(),
    energy_used: Type.Integer(),
    energy_limit: Type.Integer(),
  },
  { title: 'TronGridResources' },
);
export const TronGridResourcesPage = TronGridPage(TronGridResources, 'TronGridResourcesPage');

/** An internal transaction as TronGrid lists it. */
export const TronGridInternalTransaction = Type.Object(
  {
    internal_tx_id: Type.String(),
    tx_id: Type.String(),
    block_timestamp: Type.Integer(),
    from_address: Type.String({ description: '41-hex' }),
    to_address: Type.String({ description: '41-hex' }),
    data: Type.Object({
      note: Type.String({ description: 'hex of the note text (call, create, suicide…)' }),
      rejected: Type.Boolean(),
      call_value: Type.Object({ _: Type.Number({ description: 'sun' }) }),
    }),
  },
  { title: 'TronGridInternalTransaction' },
);
export const TronGridInternalPage = TronGridPage(TronGridInternalTransaction, 'TronGridInternalPage');
