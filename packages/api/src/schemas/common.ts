import { type Static, type TSchema, Type } from 'typebox';

/** A base58check TRON-style address (starts with T, 34 characters). */
export const Address = Type.String({
  pattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  description: 'base58check address',
  examples: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
});

/** A 32-byte hash as 64 lowercase hex characters (transaction ID, block ID). */
export const Hash = Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: '32-byte hash, hex' });

/** An integer amount in base units (sun for POX), as a decimal string: never a JS number. */
export const Amount = Type.String({ pattern: '^-?[0-9]+$', description: 'integer amount in base units' });

/** An Amount that says what it holds. */
export const DescribedAmount = (description: string) => Type.String({ pattern: '^-?[0-9]+$', description });

/**
 * Milliseconds since the Unix epoch, up to the end of year 9999: what a JS Date, PostgreSQL and ISO
 * 8601 all hold (1e22 or 2^53 would be an invalid date deep in a query, not a 400 naming it).
 */
export const Timestamp = Type.Integer({
  minimum: 0,
  maximum: 253_402_300_799_999,
  description: 'ms since epoch',
});

export const BlockNumber = Type.Integer({ minimum: 0, description: 'block height' });

/** Every error answer: `{ error: { code, message } }`. */
export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'stable machine code, e.g. BAD_PARAMETER, UNAUTHORIZED' }),
      message: Type.String({ description: 'human-readable; names the parameter for a 400' }),
      parameter: Type.Optional(Type.String({ description: 'the offending parameter, for a 400' })),
    }),
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The spec's legacy envelope for some node-service calls: `{ status, message }` with the payload in `message`. */
export const StatusEnvelope = <T extends TSchema>(message: T) =>
  Type.Object({ status: Type.Integer({ description: 'HTTP-like status, 200 on success' }), message });

/** A keyset page: pass `nextCursor` back as `cursor` to get the following page; null at the end. */
export const KeysetPage = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  });

/**
 * A page-number page. `total` comes from maintained counters, never from COUNT(*); `nextCursor` lets
 * a client go on from here by keyset instead of by page number.
 */
export const NumberedPage = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  });

/**
 * A page of a filtered list: page numbers while the filter keeps positions (a time range is a range
 * of positions), else `total` is null and the list goes on by `nextCursor` only.
 */
export const FilteredPage = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'rows matching, when known without counting; null when the filter leaves it unknown',
    }),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  });

/** At most 16 digits: cursors are JS safe integers, and a longer one would overflow SQL bigint (a 500). */
export const Cursor = Type.String({
  pattern: '^[0-9]{1,16}$',
  description: 'nextCursor of the previous page',
});

export const KeysetQuery = Type.Object({
  cursor: Type.Optional(Cursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type KeysetQuery = Static<typeof KeysetQuery>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const AddressQuery = Type.Object({ address: Address });

export const AddressKeysetQuery = Type.Object({ address: Address, ...KeysetQuery.properties });
export type AddressKeysetQuery = Static<typeof AddressKeysetQuery>;
export type AddressQuery = Static<typeof AddressQuery>;
