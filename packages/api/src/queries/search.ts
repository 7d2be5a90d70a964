import { literalLimit, planEachRun, txHashEquals, txHashHex } from '@poxscan/db';
import { type RawBuilder, sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';
import { reusable } from '../db/reusable.js';
import type { SearchHit, SearchType } from '../schemas/search.js';
import { matchScore } from './fuzzy.js';
import { inPrefixRange, prefixRange } from './text-prefix.js';

const ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const HASH = /^(0x)?[0-9a-fA-F]{64}$/;
const NUMBER = /^[0-9]{1,12}$/;
const MAX_HITS = 20;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

async function exactHits(db: ReadDb, term: string, type: SearchType): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  const want = (kind: SearchType) => type === 'all' || type === kind;
  if (NUMBER.test(term) && want('block')) {
    const b = await db
      .selectFrom('blocks')
      .select(['num', 'hash'])
      .where('num', '=', Number(term))
      .executeTakeFirst();
    if (b)
      hits.push({ kind: 'block', key: String(b.num), label: `Block #${b.num}`, detail: b.hash, score: 100 });
  }
  if (HASH.test(term)) {
    const hash = term.replace(/^0x/, '').toLowerCase();
    const [tx, block] = await Promise.all([
      want('transaction')
        ? db
            .selectFrom('transactions')
            .select([txHashHex('hash').as('hash'), 'block_num'])
            .where(txHashEquals('hash', hash))
            .executeTakeFirst()
        : undefined,
      want('block')
        ? db.selectFrom('blocks').select(['num', 'hash']).where('hash', '=', hash).executeTakeFirst()
        : undefined,
    ]);
    if (tx)
      hits.push({
        kind: 'transaction',
        key: tx.hash,
        label: 'Transaction',
        detail: `Block #${tx.block_num}`,
        score: 100,
      });
    if (block)
      hits.push({
        kind: 'block',
        key: String(block.num),
        label: `Block #${block.num}`,
        detail: block.hash,
        score: 100,
      });
  }
  if (ADDRESS.test(term) && (want('address') || want('contract'))) {
    const [contract, tag] = await Promise.all([
      db
        .selectFrom('contracts as c')
        .leftJoin('contract_verifications as v', 'v.address', 'c.address')
        .select(['c.address', sql<string | null>`coalesce(v.contract_name, c.name)`.as('name')])
        .where('c.address', '=', term)
        .executeTakeFirst(),
      db.selectFrom('name_tags').select('tag').where('address', '=', term).executeTakeFirst(),
    ]);
    if (contract && want('contract')) {
      hits.push({
        kind: 'contract',
        key: term,
        label: contract.name ?? 'Contract',
        detail: term,
        score: 100,
      });
    } else if (want('address')) {
      hits.push({ kind: 'address', key: term, label: tag?.tag ?? 'Address', detail: term, score: 95 });
    }
  }
  return hits;
}

/**
 * What a name search binds, from the lower-cased term: LIKE patterns and a prefix range; and whether
 * that range has an end (part of the statement's shape).
 */
export function textTerm(t: string) {
  const range = prefixRange(t);
  const values = {
    /** The term anywhere in a token's name or symbol. */
    like: `%${escapeLike(t)}%`,
    /** Short symbols that start with the term's first letter: near misses for the fuzzy ranking. */
    first: `${escapeLike(t.slice(0, 1))}%`,
    longest: t.length + 3,
    prefix: t,
    end: range.end,
  };
  return { values, bounded: range.bounded };
}

type TextValues = ReturnType<typeof textTerm>['values'];

/** Contracts whose name starts with the prefix (lower case): a range of the `lower(name)` index, in its order. */
export function contractsByNamePrefix(db: ReadDb, v: TextValues, bounded: boolean) {
  return db
    .selectFrom('contracts')
    .select(['address', 'name'])
    .where(inPrefixRange(sql`lower(name)`, v.prefix, { end: v.end, bounded }))
    .orderBy(sql`lower(name)`)
    .limit(literalLimit(50));
}

/**
 * Tokens whose symbol or name holds the term, and short symbols that start with its first letter,
 * most held first: the trigram indexes of 0047. Planned on every run: a generic plan cannot see how
 * rare the term is, and walked the tokens in holder order (all of them, for a rare term) instead of
 * the indexes, 2.7 ms at 4,000 tokens against 0.35.
 */
export function tokensMatching(db: ReadDb, v: TextValues) {
  return db
    .selectFrom('tokens')
    .select(['id', 'name', 'symbol', 'holder_count'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(symbol)`, 'like', v.like),
        eb(sql`lower(name)`, 'like', v.like),
        eb.and([eb(sql`lower(symbol)`, 'like', v.first), eb(sql`length(symbol)`, '<=', v.longest)]),
      ]),
    )
    .where('standard', '!=', 'POX')
    .orderBy('holder_count', 'desc')
    .limit(200)
    .modifyEnd(planEachRun);
}

/** Name tags whose tag starts with the prefix (lower case). */
function tagsByPrefix(db: ReadDb, v: TextValues, bounded: boolean) {
  return db
    .selectFrom('name_tags')
    .select(['address', 'tag'])
    .where(inPrefixRange(sql`lower(tag)`, v.prefix, { end: v.end, bounded }))
    .orderBy('tag')
    .limit(20);
}

interface TextRow {
  kind: 'token' | 'address' | 'contract';
  key: string;
  name: string | null;
  symbol: string | null;
  holders: number;
}

type TextShape = { tokens: boolean; tags: boolean; contracts: boolean; bounded: boolean };

/** The name searches a type asks for, as one statement (one round trip instead of three). */
const textRows = reusable((db, v: TextValues, shape: TextShape) => {
  const parts: RawBuilder<TextRow>[] = [];
  if (shape.tokens)
    parts.push(sql<TextRow>`SELECT 'token' AS kind, m.id AS key, m.name, m.symbol, m.holder_count AS holders
      FROM (${tokensMatching(db, v)}) m`);
  if (shape.tags)
    parts.push(sql<TextRow>`SELECT 'address', n.address, n.tag, NULL, 0
      FROM (${tagsByPrefix(db, v, shape.bounded)}) n`);
  if (shape.contracts)
    parts.push(sql<TextRow>`SELECT 'contract', c.address, c.name, NULL, 0
      FROM (${contractsByNamePrefix(db, v, shape.bounded)}) c`);
  return sql<TextRow>`${sql.join(parts, sql` UNION ALL `)}`;
});

function textHit(t: string, row: TextRow): SearchHit | undefined {
  const name = row.name ?? '';
  if (row.kind === 'token') {
    const symbol = row.symbol ?? '';
    const score = Math.max(matchScore(t, symbol), matchScore(t, name) - 5);
    // Holders break ties between equally good matches.
    const ranked = score + Math.min(4, Math.log10(Number(row.holders) + 1));
    return score > 0
      ? { kind: 'token', key: row.key, label: `${name} (${symbol})`, detail: row.key, score: ranked }
      : undefined;
  }
  const score = matchScore(t, name) - (row.kind === 'address' ? 5 : 10);
  const label = row.kind === 'address' ? name : (row.name ?? 'Contract');
  return score > 0 ? { kind: row.kind, key: row.key, label, detail: row.key, score } : undefined;
}

/** Token names and symbols, name tags and contract names: prefix and substring through SQL, then fuzzy ranking. */
async function textHits(db: ReadDb, term: string, type: SearchType): Promise<SearchHit[]> {
  const t = term.toLowerCase();
  const { values, bounded } = textTerm(t);
  const shape = {
    tokens: type === 'all' || type === 'token',
    tags: type === 'all' || type === 'address',
    contracts: type === 'all' || type === 'contract',
    bounded,
  };
  if (!shape.tokens && !shape.tags && !shape.contracts) return [];
  const rows = await textRows(db, values, shape);
  return rows.flatMap((r) => textHit(t, r) ?? []);
}

/** Ranked hits: exact identifiers first, then exact, prefix, substring and near-miss names. */
export async function search(db: ReadDb, rawTerm: string, type: SearchType): Promise<SearchHit[]> {
  const term = rawTerm.trim();
  if (term === '') return [];
  const [exact, text] = await Promise.all([
    exactHits(db, term, type),
    ADDRESS.test(term) || HASH.test(term) ? Promise.resolve([]) : textHits(db, term, type),
  ]);
  return [...exact, ...text]
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
    .slice(0, MAX_HITS);
}
