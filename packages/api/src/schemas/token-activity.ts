import { type Static, Type } from 'typebox';
import { Timestamp } from './common.js';

export const TokenActivityParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 34,
    pattern: '^(_|[0-9]{1,19}|T[1-9A-HJ-NP-Za-km-z]{33})$',
    description: '"_" for POX, the PRC10 id, or the PRC20/PRC721 contract address',
  }),
});
export type TokenActivityParams = Static<typeof TokenActivityParams>;

/** `/api/data/token/:id`: a token's transfers per UTC day with any, oldest first, since its first. */
export const TokenActivity = Type.Object({
  id: Type.String(),
  transfers: Type.Array(Type.Object({ day: Timestamp, value: Type.Integer({ minimum: 1 }) }), {
    maxItems: 20_000,
  }),
});
export type TokenActivity = Static<typeof TokenActivity>;
