import { reader } from '../../db/api-db.js';
import { addressNames } from '../../queries/address-names.js';
import { AddressNamesQuery, AddressNamesResponse } from '../../schemas/names.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];

export async function nameRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/api/names',
    {
      schema: {
        tags,
        summary: 'the names of up to 100 addresses: name tag, else account, token or contract name',
        querystring: AddressNamesQuery,
        response: responses(AddressNamesResponse),
      },
    },
    async (req) => ({ names: await addressNames(db, [...new Set(req.query.addresses.split(','))]) }),
  );
}
