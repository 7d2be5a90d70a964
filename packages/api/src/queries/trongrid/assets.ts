import type { ReadDb } from '../../db/api-db.js';
import { decodeTextFingerprint, encodeFingerprint } from './fingerprint.js';

export interface AssetRequest {
  limit: number;
  fingerprint: string | undefined;
  asc: boolean;
}

const COLUMNS = [
  'id',
  'issuer_address',
  'name',
  'symbol',
  'decimals',
  'total_supply',
  'description',
  'url',
] as const;

type AssetRow = {
  id: string;
  issuer_address: string | null;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  total_supply: string | null;
  description: string | null;
  url: string | null;
};

/** A PRC10 token as TronGrid's asset list shows it (texts decoded, owner in base58). */
function assetJson(r: AssetRow) {
  return {
    id: r.id,
    owner_address: r.issuer_address ?? '',
    name: r.name ?? '',
    abbr: r.symbol ?? '',
    total_supply: Number(r.total_supply ?? 0),
    precision: Number(r.decimals ?? 0),
    description: r.description ?? '',
    url: r.url ?? '',
  };
}

const LIST = 'assets';

/** PRC10 tokens by id (tokens_prc10_id_idx), optionally of one name; keyset on (id length, id). */
export async function listAssets(db: ReadDb, req: AssetRequest, name?: string) {
  const after = decodeTextFingerprint(LIST, req.fingerprint, 1)?.[0];
  const dir = req.asc ? 'asc' : 'desc';
  let q = db
    .selectFrom('tokens')
    .select([...COLUMNS])
    .where('standard', '=', 'PRC10');
  if (name !== undefined) q = q.where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (after !== undefined) q = q.where('id', req.asc ? '>' : '<', after);
  const rows = (await q
    .orderBy('id', dir)
    .limit(req.limit + 1)
    .execute()) as AssetRow[];
  const page = rows.slice(0, req.limit);
  const last = page.at(-1);
  return {
    data: page.map(assetJson),
    fingerprint:
      rows.length > req.limit && last !== undefined ? encodeFingerprint(LIST, [last.id]) : undefined,
  };
}

/** The assets of an id, or those an address issued. */
export async function assetsByIdentifier(db: ReadDb, identifier: { id?: string; issuer?: string }) {
  let q = db
    .selectFrom('tokens')
    .select([...COLUMNS])
    .where('standard', '=', 'PRC10');
  if (identifier.id !== undefined) q = q.where('id', '=', identifier.id);
  if (identifier.issuer !== undefined) q = q.where('issuer_address', '=', identifier.issuer);
  const rows = (await q.orderBy('id').limit(200).execute()) as AssetRow[];
  return rows.map(assetJson);
}

const HOLDERS = 'holders';

/** A token's holders, richest first, as `{ address: balance }` (token_holders_rank_idx). */
export async function tokenHolders(db: ReadDb, token: string, req: Omit<AssetRequest, 'asc'>) {
  const after = decodeTextFingerprint(HOLDERS, req.fingerprint, 2);
  let q = db.selectFrom('token_holders').select(['address', 'balance']).where('token_id', '=', token);
  if (after !== undefined) {
    const [balance, address] = after as [string, string];
    // balance <= b bounds the index range; only rows of that very balance are filtered by address.
    q = q
      .where('balance', '<=', balance)
      .where((eb) => eb.or([eb('balance', '<', balance), eb('address', '>', address)]));
  }
  const rows = await q
    .orderBy('balance', 'desc')
    .orderBy('address')
    .limit(req.limit + 1)
    .execute();
  const page = rows.slice(0, req.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => ({ [r.address]: String(r.balance) })),
    fingerprint:
      rows.length > req.limit && last !== undefined
        ? encodeFingerprint(HOLDERS, [String(last.balance), last.address])
        : undefined,
  };
}
