import type { ReadDb } from '../db/api-db.js';
import type { AddressName } from '../schemas/names.js';

type Source = AddressName['source'];

/**
 * The name of each address that has one, by precedence: curated name tag, on-chain account name,
 * token name (PRC20/PRC721 contracts), contract name. Four primary-key lookups, whatever the count.
 */
export async function addressNames(db: ReadDb, addresses: string[]): Promise<AddressName[]> {
  const [tags, accounts, tokens, contracts] = await Promise.all([
    db.selectFrom('name_tags').select(['address', 'tag as name']).where('address', 'in', addresses).execute(),
    db
      .selectFrom('accounts')
      .select(['address', 'name'])
      .where('address', 'in', addresses)
      .where('name', 'is not', null)
      .execute(),
    db
      .selectFrom('tokens')
      .select(['id as address', 'name'])
      .where('id', 'in', addresses)
      .where('name', 'is not', null)
      .execute(),
    db
      .selectFrom('contracts')
      .select(['address', 'name'])
      .where('address', 'in', addresses)
      .where('name', 'is not', null)
      .execute(),
  ]);
  const found = new Map<string, AddressName>();
  const sources: [Source, { address: string; name: string | null }[]][] = [
    ['tag', tags],
    ['account', accounts],
    ['token', tokens],
    ['contract', contracts],
  ];
  for (const [source, rows] of sources)
    for (const { address, name } of rows)
      if (name?.trim() && !found.has(address)) found.set(address, { address, name: name.trim(), source });
  return addresses.flatMap((address) => found.get(address) ?? []);
}
