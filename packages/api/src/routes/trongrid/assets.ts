import { Type } from 'typebox';
import { reader } from '../../db/api-db.js';
import { badParameter } from '../../errors.js';
import { assetsByIdentifier, listAssets } from '../../queries/trongrid/assets.js';
import { TronGridListQuery, TronGridPage } from '../../schemas/trongrid/envelope.js';
import type { TypedApp } from '../typed-app.js';
import { page, tronGridResponses } from './envelope.js';
import type { TronGridRoutesOptions } from './index.js';
import { addressParam, limitOf } from './params.js';

const tags = ['trongrid'];

const TronGridAsset = Type.Object(
  {
    id: Type.String(),
    owner_address: Type.String(),
    name: Type.String(),
    abbr: Type.String(),
    total_supply: Type.Number(),
    precision: Type.Integer(),
    description: Type.String(),
    url: Type.String(),
  },
  { title: 'TronGridAsset' },
);
const AssetPage = TronGridPage(TronGridAsset, 'TronGridAssetPage');
const IdentifierParams = Type.Object({ identifier: Type.String({ maxLength: 100 }) });
const NameParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

/** Assets sort by id only: the database keeps no index on PRC10 supply or ICO times. */
function ascending(orderBy: string | undefined): boolean {
  if (orderBy === undefined || orderBy === '') return true;
  const match = /^id,(asc|desc)$/.exec(orderBy);
  if (match === null) throw badParameter('order_by', 'must be id,asc or id,desc');
  return match[1] === 'asc';
}

export async function assetRoutes(app: TypedApp, opts: TronGridRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/v1/assets',
    {
      schema: {
        tags,
        summary: 'PRC10 (TRC10) tokens by id',
        querystring: TronGridListQuery,
        response: tronGridResponses(AssetPage),
      },
    },
    async (req) => {
      const q = req.query;
      const result = await listAssets(db, {
        limit: limitOf(q.limit),
        fingerprint: q.fingerprint,
        asc: ascending(q.order_by),
      });
      return page(req, result.data, result.fingerprint);
    },
  );

  app.get(
    '/v1/assets/:identifier',
    {
      schema: {
        tags,
        summary: 'the PRC10 token of an id, or the tokens an address issued',
        params: IdentifierParams,
        querystring: Type.Object({ only_confirmed: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: tronGridResponses(AssetPage),
      },
    },
    async (req) => {
      const { identifier } = req.params;
      const key = /^[0-9]{1,19}$/.test(identifier)
        ? { id: identifier }
        : { issuer: addressParam('identifier', identifier) };
      return page(req, await assetsByIdentifier(db, key));
    },
  );

  app.get(
    '/v1/assets/:name/list',
    {
      schema: {
        tags,
        summary: 'the PRC10 tokens of a name (case-insensitive), by id',
        params: NameParams,
        querystring: TronGridListQuery,
        response: tronGridResponses(AssetPage),
      },
    },
    async (req) => {
      const { name } = req.params;
      const q = req.query;
      const result = await listAssets(
        db,
        { limit: limitOf(q.limit), fingerprint: q.fingerprint, asc: ascending(q.order_by) },
        name,
      );
      return page(req, result.data, result.fingerprint);
    },
  );
}
