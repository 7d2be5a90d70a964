import { Type } from 'typebox';
import { TronGridListQuery, TronGridPage } from './envelope.js';

/** A contract event as TronGrid returns it, decoded with the contract's ABI. */
export const TronGridEvent = Type.Object(
  {
    block_number: Type.Integer(),
    block_timestamp: Type.Integer(),
    caller_contract_address: Type.String(),
    contract_address: Type.String(),
    event_index: Type.Integer(),
    event_name: Type.String(),
    result: Type.Record(Type.String(), Type.String(), {
      description: 'arguments by position ("0", "1", …) and by name; addresses as 0x-hex',
    }),
    result_type: Type.Record(Type.String(), Type.String()),
    event: Type.String({ description: 'the event as declared, e.g. Transfer(address indexed from, …)' }),
    transaction_id: Type.String(),
    _unconfirmed: Type.Optional(Type.Boolean()),
  },
  { title: 'TronGridEvent' },
);

export const TronGridEventPage = TronGridPage(TronGridEvent, 'TronGridEventPage');

export const ContractEventsQuery = Type.Object({
  ...TronGridListQuery.properties,
  event_name: Type.Optional(Type.String({ maxLength: 200 })),
  block_number: Type.Optional(Type.String({ maxLength: 20 })),
});
