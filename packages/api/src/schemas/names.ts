import { type Static, Type } from 'typebox';
import { Address } from './common.js';

/** How many addresses one name lookup takes: a screen's worth. */
export const MAX_NAMED_ADDRESSES = 100;

/** One address, as `Address` matches it. */
const ONE = 'T[1-9A-HJ-NP-Za-km-z]{33}';

export const AddressNamesQuery = Type.Object({
  addresses: Type.String({
    pattern: `^${ONE}(,${ONE}){0,${MAX_NAMED_ADDRESSES - 1}}$`,
    description: `up to ${MAX_NAMED_ADDRESSES} base58 addresses, comma-separated`,
  }),
});
export type AddressNamesQuery = Static<typeof AddressNamesQuery>;

export const AddressName = Type.Object({
  address: Address,
  name: Type.String(),
  source: Type.Union(
    [Type.Literal('tag'), Type.Literal('account'), Type.Literal('token'), Type.Literal('contract')],
    {
      description:
        "where the name comes from, the first that has one: the explorer's name tag, the account name set on chain, the token's name, the contract's name",
    },
  ),
});
export type AddressName = Static<typeof AddressName>;

/** `/api/names`: one entry per asked address that has a name; addresses without one are left out. */
export const AddressNamesResponse = Type.Object({ names: Type.Array(AddressName) });
export type AddressNamesResponse = Static<typeof AddressNamesResponse>;
