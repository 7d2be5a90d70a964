import { type TSchema, Type } from 'typebox';

/** TronGrid's `meta`: when the answer was made, how many rows, and how to go on. */
export const TronGridMeta = Type.Object({
  at: Type.Integer({ description: 'ms since epoch when the answer was made' }),
  page_size: Type.Integer({ minimum: 0 }),
  fingerprint: Type.Optional(
    Type.String({ maxLength: 512, description: 'pass back as `fingerprint` for the next page' }),
  ),
  links: Type.Optional(Type.Object({ next: Type.String({ description: 'the next page, as a full URL' }) })),
});

/** TronGrid's envelope: `{ data: […], success: true, meta }`. */
export const TronGridPage = <T extends TSchema>(item: T, title: string) =>
  Type.Object({ data: Type.Array(item), success: Type.Literal(true), meta: TronGridMeta }, { title });

/** TronGrid's error answer. */
export const TronGridError = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.String({ description: 'what went wrong; names the parameter for a 400' }),
    statusCode: Type.Integer(),
  },
  { $id: 'TronGridError', title: 'TronGridError' },
);

/** The query of every TronGrid list (camelCase spellings are accepted too). */
export const TronGridListQuery = Type.Object({
  only_confirmed: Type.Optional(Type.String({ maxLength: 5, description: 'true: solidified blocks only' })),
  only_unconfirmed: Type.Optional(
    Type.String({ maxLength: 5, description: 'true: blocks not yet solidified only' }),
  ),
  limit: Type.Optional(Type.String({ maxLength: 10, description: 'rows per page, 1 to 200 (default 20)' })),
  fingerprint: Type.Optional(
    Type.String({ maxLength: 512, description: 'meta.fingerprint of the previous page' }),
  ),
  order_by: Type.Optional(
    Type.String({ maxLength: 40, description: 'block_timestamp,desc (default) or block_timestamp,asc' }),
  ),
  min_timestamp: Type.Optional(Type.String({ maxLength: 20, description: 'ms; alias min_block_timestamp' })),
  max_timestamp: Type.Optional(Type.String({ maxLength: 20, description: 'ms; alias max_block_timestamp' })),
  min_block_timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  max_block_timestamp: Type.Optional(Type.String({ maxLength: 20 })),
});

export const AddressParams = Type.Object({
  address: Type.String({ description: 'base58, 41-hex or 0x-hex address', maxLength: 100 }),
});
