import { type Static, Type } from 'typebox';

export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_LENGTH = 100;

export const SuggestQuery = Type.Object({
  q: Type.String({
    minLength: SUGGEST_MIN_LENGTH,
    maxLength: SUGGEST_MAX_LENGTH,
    description: 'what the visitor has typed so far (2 characters or more)',
  }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10, default: 5, description: 'suggestions per kind at most' }),
  ),
});
export type SuggestQuery = Static<typeof SuggestQuery>;

export const SuggestionKind = Type.Union([
  Type.Literal('block'),
  Type.Literal('transaction'),
  Type.Literal('address'),
  Type.Literal('token'),
  Type.Literal('contract'),
  Type.Literal('witness'),
]);
export type SuggestionKind = Static<typeof SuggestionKind>;

/** One suggestion; `key` is what the web app routes to (block number, hash, address, token id). */
export const Suggestion = Type.Object({
  kind: SuggestionKind,
  key: Type.String(),
  label: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()]),
  exact: Type.Boolean({ description: 'the term is the whole identifier or name, not a prefix of it' }),
});
export type Suggestion = Static<typeof Suggestion>;

/**
 * `/api/search/suggest`: suggestions grouped by kind; a group holding an exact match comes first, and
 * within a group exact matches come first (tokens then by holders, the others in identifier order).
 */
export const SuggestResponse = Type.Object({ q: Type.String(), suggestions: Type.Array(Suggestion) });
export type SuggestResponse = Static<typeof SuggestResponse>;
