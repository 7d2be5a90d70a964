import { literalLimit, runTimeValue, txHashBytes, txHashHex, txHashKey } from '@poxscan/db';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import { reusable } from '../db/reusable.js';
import type { Suggestion, SuggestionKind } from '../schemas/suggest.js';
import {
  type IdentifierShape,
  type NameShape,
  type TermValues,
  termParts,
  URL_HEAD,
} from './suggest-term.js';
import { inPrefixRange } from './text-prefix.js';

const ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Groups in the order they show when none holds an exact match. */
export const KIND_ORDER: readonly SuggestionKind[] = [
  'block',
  'transaction',
  'address',
  'token',
  'contract',
  'witness',
];

interface Row {
  kind: SuggestionKind;
  key: string;
  label: string;
  detail: string | null;
  exact: boolean;
  /** ranks within a group after exactness (holders for tokens) */
  weight: string;
}

/**
 * Transactions whose hash starts with a hex prefix (lower case, not empty): a range of keys of
 * transactions_hash_idx, read in its order, which is the hashes' (see txHashKeyRange). The key holds
 * 16 digits; a longer prefix also compares the hashes' bytes (see hexPrefixRange) among the few rows
 * of its one key.
 */
function transactionsByPrefix(db: ReadDb, v: TermValues, shape: IdentifierShape, top: RawBuilder<number>) {
  let q = db
    .selectFrom('transactions')
    .select([
      sql<SuggestionKind>`${'transaction'}::text`.as('kind'),
      txHashHex('hash').as('key'),
      sql<string>`'Transaction'`.as('label'),
      sql<string>`'Block #' || block_num`.as('detail'),
      (shape.hex === 'whole' ? sql<boolean>`hash = ${txHashBytes(v.hex)}` : sql<boolean>`false`).as('exact'),
      sql<string>`'0'`.as('weight'),
    ])
    .where(txHashKey('hash'), '>=', runTimeValue(v.keyLow, 'bigint'))
    .where(txHashKey('hash'), '<=', runTimeValue(v.keyHigh, 'bigint'));
  if (shape.hex !== 'short') {
    q = q.where('hash', '>=', txHashBytes(runTimeValue(v.bytesLow, 'text')));
    if (shape.bytesHigh) q = q.where('hash', '<', txHashBytes(runTimeValue(v.bytesHigh, 'text')));
  }
  // The key, not the hex selected from it: the index's order, so no sort.
  return q.orderBy(txHashKey('transactions.hash')).limit(top);
}

const kind = (k: SuggestionKind) => sql<SuggestionKind>`${k}::text`.as('kind');
const none = sql<string>`'0'`.as('weight');

/**
 * What the term can be as an identifier: a block number, a prefix of a block's or a transaction's
 * hash, or of an address. Each sub-select is a prefix range of an index read in that index's order
 * (`USING ~<~` is the order of text_pattern_ops; transactions' hashes are a range of bytes), so none
 * reads more than `limit` rows.
 */
function identifierParts(db: ReadDb, v: TermValues, shape: IdentifierShape): Expression<Row>[] {
  const out: Expression<Row>[] = [];
  const top = literalLimit(shape.limit);
  if (shape.number)
    out.push(
      db
        .selectFrom('blocks')
        .select([
          kind('block'),
          sql<string>`num::text`.as('key'),
          sql<string>`'Block #' || num`.as('label'),
          'hash as detail',
          sql<boolean>`true`.as('exact'),
          none,
        ])
        .where('num', '=', v.number),
    );
  if (shape.hex !== 'none') {
    out.push(
      db
        .selectFrom('blocks')
        .select([
          kind('block'),
          sql<string>`num::text`.as('key'),
          sql<string>`'Block #' || num`.as('label'),
          'hash as detail',
          sql<boolean>`hash = ${v.hex}`.as('exact'),
          none,
        ])
        .where(inPrefixRange(sql.ref('hash'), v.hex, { end: v.hexEnd, bounded: true, runTime: true }))
        .orderBy(sql`hash using ~<~`)
        .limit(top),
      transactionsByPrefix(db, v, shape, top),
    );
  }
  if (shape.address)
    out.push(
      db
        .selectFrom('accounts')
        .select([
          kind('address'),
          'address as key',
          sql<string>`coalesce(name, CASE kind WHEN 'contract' THEN 'Contract' WHEN 'sr' THEN 'SR' ELSE 'Address' END)`.as(
            'label',
          ),
          'address as detail',
          sql<boolean>`address = ${v.term}`.as('exact'),
          none,
        ])
        .where(inPrefixRange(sql.ref('address'), v.term, { end: v.termEnd, bounded: true, runTime: true }))
        .orderBy(sql`address using ~<~`)
        .limit(top),
    );
  return out;
}

/**
 * What the term can begin as a name: a name tag, a token's symbol or name (ranked by holders), a
 * contract's verified or on-chain name, an SR's name or URL. Its text is the same for every term but
 * one that is a URL's scheme and little more, so a connection prepares it once.
 */
function nameParts(db: ReadDb, v: TermValues, shape: NameShape): Expression<Row>[] {
  const lower = v.lower;
  const top = literalLimit(shape.limit);
  const begins = (text: Expression<unknown>) =>
    inPrefixRange(text, lower, { end: v.lowerEnd, bounded: shape.lowerEnd, runTime: true });
  const out: Expression<Row>[] = [];
  out.push(
    db
      .selectFrom('name_tags')
      .select([
        kind('address'),
        'address as key',
        'tag as label',
        'address as detail',
        sql<boolean>`lower(tag) = ${lower}`.as('exact'),
        none,
      ])
      .where(begins(sql`lower(tag)`))
      .orderBy(sql`lower(tag) using ~<~`)
      .limit(top),
    db
      .selectFrom('tokens')
      .select([
        kind('token'),
        'id as key',
        sql<string>`coalesce(name, id) || coalesce(' (' || symbol || ')', '')`.as('label'),
        sql<string>`standard || ' · ' || holder_count || ' holders'`.as('detail'),
        sql<boolean>`(lower(symbol) = ${lower} OR lower(name) = ${lower})`.as('exact'),
        sql<string>`holder_count::text`.as('weight'),
      ])
      .where((eb) => eb.or([begins(sql`lower(symbol)`), begins(sql`lower(name)`)]))
      .where('standard', '!=', 'POX')
      .orderBy(sql`(lower(symbol) = ${lower} OR lower(name) = ${lower}) desc`)
      .orderBy('holder_count', 'desc')
      .orderBy('id')
      .limit(top),
    db
      .selectFrom('contract_verifications')
      .select([
        kind('contract'),
        'address as key',
        'contract_name as label',
        'address as detail',
        sql<boolean>`lower(contract_name) = ${lower}`.as('exact'),
        sql<string>`'1'`.as('weight'),
      ])
      .where(begins(sql`lower(contract_name)`))
      .orderBy(sql`lower(contract_name) using ~<~`)
      .limit(top),
    db
      .selectFrom('contracts')
      .select([
        kind('contract'),
        'address as key',
        sql<string>`coalesce(name, 'Contract')`.as('label'),
        'address as detail',
        sql<boolean>`lower(name) = ${lower}`.as('exact'),
        none,
      ])
      .where(begins(sql`lower(name)`))
      .orderBy(sql`lower(name) using ~<~`)
      .limit(top),
    db
      .selectFrom('witnesses as w')
      .select([
        kind('witness'),
        'w.address as key',
        sql<string>`w.name`.as('label'),
        sql<string | null>`coalesce(w.url, w.address)`.as('detail'),
        sql<boolean>`lower(w.name) = ${lower}`.as('exact'),
        none,
      ])
      .where('w.name', 'is not', null)
      .where(begins(sql`lower(w.name)`))
      .orderBy(sql`lower(w.name) using ~<~`)
      .limit(top),
  );
  const urlKey = sql`lower(regexp_replace(w.url, ${sql.lit(URL_HEAD)}, ''))`;
  if (shape.site)
    out.push(
      db
        .selectFrom('witnesses as w')
        .select([
          kind('witness'),
          'w.address as key',
          sql<string>`coalesce(w.name, w.url, w.address)`.as('label'),
          // Without a name the URL is the label, and the address says which SR it is.
          sql<string | null>`CASE WHEN w.name IS NULL THEN w.address ELSE w.url END`.as('detail'),
          sql<boolean>`${urlKey} = ${v.site}`.as('exact'),
          none,
        ])
        .where(inPrefixRange(urlKey, v.site, { end: v.siteEnd, bounded: shape.siteEnd, runTime: true }))
        .orderBy(sql`${urlKey} using ~<~`)
        .limit(top),
    );
  return out;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Orders and trims what the sub-selects found: see SuggestResponse. */
export function arrange(rows: readonly Row[], term: string, limit: number): Suggestion[] {
  const groups = new Map<SuggestionKind, Suggestion[]>();
  const sorted = [...rows].sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      Number(BigInt(b.weight) - BigInt(a.weight)) ||
      byteOrder(a.label, b.label) ||
      byteOrder(a.key, b.key),
  );
  for (const r of sorted) {
    const group = groups.get(r.kind) ?? [];
    groups.set(r.kind, group);
    if (group.length < limit && !group.some((s) => s.key === r.key))
      group.push({ kind: r.kind, key: r.key, label: r.label, detail: r.detail, exact: r.exact });
  }
  // A well-formed address is worth a suggestion even before the chain has seen it.
  const addresses = groups.get('address') ?? [];
  if (ADDRESS.test(term) && !addresses.some((s) => s.key === term)) {
    addresses.unshift({ kind: 'address', key: term, label: 'Address', detail: term, exact: true });
    groups.set('address', addresses.slice(0, limit));
  }
  const order = [...KIND_ORDER].sort(
    (a, b) =>
      Number(groups.get(b)?.[0]?.exact ?? false) - Number(groups.get(a)?.[0]?.exact ?? false) ||
      KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b),
  );
  return order.flatMap((k) => groups.get(k) ?? []);
}

const union = (parts: Expression<Row>[]) => sql<Row>`${sql.join(parts, sql` UNION ALL `)}`;

const nameRows = reusable((db, v: TermValues, shape: NameShape) => union(nameParts(db, v, shape)));
const identifierRows = reusable((db, v: TermValues, shape: IdentifierShape) =>
  union(identifierParts(db, v, shape)),
);

/**
 * Suggestions for a partly typed term: the names it can begin, and when it can be an identifier, the
 * identifiers it can begin, as two statements sent at once. As one union, the statement for a hash or
 * an address prefix was planned whole on every request (1 ms of planning against 0.3 ms of running at
 * 20 million transactions); apart, the identifiers' few sub-selects are planned for their term, and
 * the names' statement, one text for every term, may keep one plan.
 */
export async function suggest(db: ReadDb, rawTerm: string, limit: number): Promise<Suggestion[]> {
  const term = rawTerm.trim();
  if (term.length < 2) return [];
  const { values, names, identifiers } = termParts(term, limit);
  const results = await Promise.all([
    nameRows(db, values, names),
    identifiers === undefined ? [] : identifierRows(db, values, identifiers),
  ]);
  return arrange(results.flat(), term, limit);
}

/** The statements themselves, apart so that tests can EXPLAIN them. */
export function suggestQueries(db: ReadDb, term: string, limit: number) {
  const { values, names, identifiers } = termParts(term, limit);
  return {
    names: union(nameParts(db, values, names)),
    identifiers: identifiers === undefined ? undefined : union(identifierParts(db, values, identifiers)),
  };
}
