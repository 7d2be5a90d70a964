import { Type } from 'typebox';
import { exportRows, exportTokens } from '../../csv/export-query.js';
import { checkExportRequest, ExportRefusal } from '../../csv/request.js';
import { csvStream } from '../../csv/stream.js';
import { reader } from '../../db/api-db.js';
import { ErrorEnvelope } from '../../schemas/common.js';
import {
  CsvExportQuery,
  CsvExportStatus,
  ExportTokensQuery,
  ExportTokensResponse,
} from '../../schemas/export.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];
export const NO_DATA = 'No data found for the selected criteria.';

/** The export page's calls: its token list, and the CSV of the earliest 5,000 records of a range. */
export async function exportRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/getCsvTokens',
    {
      schema: {
        tags,
        summary: 'export page token list',
        querystring: ExportTokensQuery,
        response: responses(ExportTokensResponse),
      },
    },
    async (req) => ({
      status: 200,
      message: await exportTokens(db, req.query.address),
    }),
  );

  const Refusal = Type.Object({ ...CsvExportStatus.properties, error: ErrorEnvelope.properties.error });
  app.get(
    '/api/getCsvResource',
    {
      schema: {
        tags,
        summary: 'CSV export (text/csv); a JSON { status, message } when there is nothing to export',
        querystring: CsvExportQuery,
        response: {
          ...responses(Type.String({ description: 'RFC 4180 CSV with a header row' })),
          400: Type.Union([Refusal, ErrorEnvelope]),
          404: CsvExportStatus,
        },
      },
    },
    async (req, reply) => {
      let request: ReturnType<typeof checkExportRequest>;
      try {
        request = checkExportRequest(req.query);
      } catch (error) {
        if (!(error instanceof ExportRefusal)) throw error;
        const err = { code: 'BAD_PARAMETER', message: error.message, parameter: error.parameter };
        return reply.code(400).send({ status: 400, message: error.message, error: err });
      }
      const rows = await exportRows(db, request);
      if (rows.length === 0) return reply.code(404).send({ status: 404, message: NO_DATA });
      const name = `data-export-${Date.now()}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csvStream(rows));
    },
  );
}
