import { type Static, Type } from 'typebox';
import { Address, Amount, NumberedPage, Timestamp } from './common.js';

export const TokenStandard = Type.Union([
  Type.Literal('POX'),
  Type.Literal('PRC10'),
  Type.Literal('PRC20'),
  Type.Literal('PRC721'),
]);

export const TokenSummary = Type.Object({
  id: Type.String({ description: '"_" for POX, the PRC10 id, or the PRC20 contract address' }),
  standard: TokenStandard,
  name: Type.String(),
  symbol: Type.String(),
  decimals: Type.Integer({ minimum: 0, maximum: 77 }),
  totalSupply: Amount,
  totalSupplyBasis: Type.Union([Type.Literal('chain'), Type.Literal('liveTokenIds')], {
    description:
      "where totalSupply comes from: 'chain' (the contract's totalSupply(), or the PRC10 issue) or 'liveTokenIds' (a PRC721 collection whose totalSupply() does not answer, or answers fewer than its live token IDs: the token IDs minted and not burnt the indexer holds)",
  }),
  holders: Type.Integer({ minimum: 0 }),
  transfers: Type.Integer({ minimum: 0 }),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  verified: Type.Boolean(),
});
export type TokenSummary = Static<typeof TokenSummary>;

export const TokensListQuery = Type.Object({
  type: Type.Optional(
    Type.Union([
      Type.Literal(''),
      Type.Literal('all'),
      Type.Literal('prc10'),
      Type.Literal('prc20'),
      Type.Literal('prc721'),
    ]),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  sort: Type.Optional(
    Type.Union([Type.Literal('holders'), Type.Literal('transfers'), Type.Literal('created')], {
      description:
        'holders (default), transfers (all time) or created; each served by an index. Supplies are not comparable across decimals, and the 24 h counts are a sum over a moving window, so neither sorts',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: 'desc' })),
});
export type TokensListQuery = Static<typeof TokensListQuery>;

/** A row of the tokens list: the summary, who issued or created the token, and when. */
export const TokenListRow = Type.Object({
  ...TokenSummary.properties,
  issuer: Type.Union([Address, Type.Null()], { description: 'PRC10 issuer or contract creator' }),
  createdAt: Type.Union([Timestamp, Type.Null()]),
  transfers24h: Type.Integer({
    minimum: 0,
    description: 'transfers in the last 24 hours, by the hour (this hour and the 23 before)',
  }),
});
export type TokenListRow = Static<typeof TokenListRow>;

/** `/token/getTokens?type&limit&pageNo&sort&order`: most holders first unless sorted otherwise. */
export const TokensPage = NumberedPage(TokenListRow);
export type TokensPage = Static<typeof TokensPage>;

export const TokenDetail = Type.Object({
  ...TokenSummary.properties,
  issuer: Type.Union([Address, Type.Null()]),
  createdAt: Type.Union([Timestamp, Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  websiteUrl: Type.Union([Type.String(), Type.Null()]),
});
export type TokenDetail = Static<typeof TokenDetail>;

export const TokenIdBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'PRC10 id or PRC20 contract address' }),
});
export type TokenIdBody = Static<typeof TokenIdBody>;

export const Holder = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  address: Address,
  balance: Amount,
  share: Type.Number({
    description: 'fraction of the total supply (as the token’s totalSupply shows it), 0..1',
  }),
});
export type Holder = Static<typeof Holder>;

export const HoldersPage = NumberedPage(Holder);
export type HoldersPage = Static<typeof HoldersPage>;

/** `/api/trending`: tokens with the most transfers over the last 24 h. */
export const TrendingResponse = Type.Object({
  tokens: Type.Array(Type.Object({ ...TokenSummary.properties, transfers24h: Type.Integer({ minimum: 0 }) })),
});
export type TrendingResponse = Static<typeof TrendingResponse>;
