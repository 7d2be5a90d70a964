import { type Static, Type } from 'typebox';

export const SearchType = Type.Union(
  [
    Type.Literal('all'),
    Type.Literal('block'),
    Type.Literal('transaction'),
    Type.Literal('address'),
    Type.Literal('token'),
    Type.Literal('contract'),
  ],
  { default: 'all' },
);
export type SearchType = Static<typeof SearchType>;

export const SearchQuery = Type.Object({
  term: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Optional(SearchType),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** One hit; `key` is what the web app routes to (block number, hash, address, token id). */
export const SearchHit = Type.Object({
  kind: Type.Union([
    Type.Literal('block'),
    Type.Literal('transaction'),
    Type.Literal('address'),
    Type.Literal('token'),
    Type.Literal('contract'),
  ]),
  key: Type.String(),
  label: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()]),
  score: Type.Number({ description: 'higher ranks first' }),
});
export type SearchHit = Static<typeof SearchHit>;

/** `/api/search`: hits ranked best first (exact matches, then prefix, then fuzzy). */
export const SearchResponse = Type.Object({ term: Type.String(), hits: Type.Array(SearchHit) });
export type SearchResponse = Static<typeof SearchResponse>;
