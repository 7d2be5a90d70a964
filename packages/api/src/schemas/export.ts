import { type Static, Type } from 'typebox';
import { Address, StatusEnvelope } from './common.js';

export const ExportTokensQuery = Type.Object({ address: Address });
export type ExportTokensQuery = Static<typeof ExportTokensQuery>;

export const ExportToken = Type.Object({
  symbol: Type.String(),
  name: Type.String(),
  tokenId: Type.String({ description: 'PRC10 id or PRC20 contract address' }),
});
export type ExportToken = Static<typeof ExportToken>;

/** The export page's token list: `message` lists the tokens the address has moved (POX is added by the page). */
export const ExportTokensResponse = StatusEnvelope(Type.Array(ExportToken));
export type ExportTokensResponse = Static<typeof ExportTokensResponse>;

const DayMonthYear = Type.String({
  pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$',
  description: 'dd/mm/yyyy (UTC)',
});
const BlockText = Type.String({ pattern: '^[0-9]{1,12}$', description: 'block number, digits only' });

/** `/api/getCsvResource` query: the CSV export request of the spec. Either both blocks or both dates. */
export const CsvExportQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 64, description: 'token symbol; empty for all' })),
  contractAddress: Type.String({ maxLength: 64, description: 'the address whose records are exported' }),
  fromBlock: Type.Optional(Type.Union([BlockText, Type.Literal('')])),
  toBlock: Type.Optional(Type.Union([BlockText, Type.Literal('')])),
  startDate: Type.Optional(Type.Union([DayMonthYear, Type.Literal('')])),
  endDate: Type.Optional(Type.Union([DayMonthYear, Type.Literal('')])),
});
export type CsvExportQuery = Static<typeof CsvExportQuery>;

/** The JSON answer of `/api/getCsvResource` when there is nothing to export or the request is refused. */
export const CsvExportStatus = Type.Object({ status: Type.Integer(), message: Type.String() });
export type CsvExportStatus = Static<typeof CsvExportStatus>;
