import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JsonFields } from './json-fields.js';
import { ACTIVE_WITNESS_COUNT } from './maintenance.js';
import { PARAMETER_DEFS } from './params.js';

export interface GenesisConfig {
  networkName: string;
  parentHash: string;
  blockVersion: number;
  witnesses: {
    active: number;
    partners: number;
    candidates: number;
    activeVotes: number;
    partnerVotes: number;
    balance: number;
    urlPattern: string;
  };
  accounts: { count: number; balance: number };
  multisig?: { account: number; threshold: number; signers: number[] };
  /** Length of the unfreeze delay's "day" (java-tron: 86,400,000 ms). */
  unfreezeDayMs: number;
  proposalExpireMs: number;
  parameters: Record<string, number>;
}

/** A genesis file that cannot be used; the message names the file and the field. */
export class GenesisError extends Error {}

export const BUNDLED_GENESIS = fileURLToPath(new URL('../../genesis.json', import.meta.url));

/** Genesis SRs get votes in steps of this many, in schedule order. */
export const VOTE_STEP = 1_000_000;
/** Deriving keys takes time: more than this many per role is a typo, not a devnet. */
const MAX_KEYS = 10_000;
const PARAMETERS = new Set(PARAMETER_DEFS.map((d) => d.key));

function readJson(file: string, fail: (message: string) => never): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    return fail(`is not valid JSON (${(error as Error).message})`);
  }
}

function witnessesOf(root: JsonFields): GenesisConfig['witnesses'] {
  const w = root.object('witnesses');
  w.only(['active', 'partners', 'candidates', 'activeVotes', 'partnerVotes', 'balance', 'urlPattern']);
  const witnesses = {
    active: w.integer('active', 1, ACTIVE_WITNESS_COUNT),
    partners: w.integer('partners', 0, MAX_KEYS),
    candidates: w.integer('candidates', 0, MAX_KEYS),
    activeVotes: w.integer('activeVotes', 0),
    partnerVotes: w.integer('partnerVotes', 0),
    balance: w.integer('balance', 0),
    urlPattern: w.string('urlPattern'),
  };
  // Maintenance elects the top 27 by votes, as java-tron does: below 27, every SR is active.
  if (witnesses.active < ACTIVE_WITNESS_COUNT && witnesses.partners + witnesses.candidates > 0) {
    w.error('active', `is below ${ACTIVE_WITNESS_COUNT}, so partners and candidates must be 0`);
  }
  // The genesis ranking must survive the first election: actives above partners above candidates (0 votes).
  if (witnesses.partners > 0 && witnesses.partnerVotes - (witnesses.partners - 1) * VOTE_STEP <= 0) {
    w.error(
      'partnerVotes',
      `must leave the last partner votes (partnerVotes > (partners - 1) × ${VOTE_STEP})`,
    );
  }
  const floor = witnesses.partners > 0 ? witnesses.partnerVotes : 0;
  if (witnesses.activeVotes - (witnesses.active - 1) * VOTE_STEP <= floor) {
    w.error(
      'activeVotes',
      `must rank the last active SR above ${floor} votes (activeVotes - (active - 1) × ${VOTE_STEP})`,
    );
  }
  return witnesses;
}

function multisigOf(root: JsonFields, accounts: number): GenesisConfig['multisig'] {
  const m = root.object('multisig');
  m.only(['account', 'threshold', 'signers']);
  const account = m.integer('account', 0, accounts - 1);
  const signers = m.integers('signers', 0, accounts - 1);
  return { account, threshold: m.integer('threshold', 1, signers.length), signers };
}

function parametersOf(root: JsonFields): Record<string, number> {
  const p = root.object('parameters');
  for (const key of Object.keys(p.value)) {
    if (!PARAMETERS.has(key)) p.error(key, 'is not a chain parameter (see /wallet/getchainparameters)');
    p.integer(key, key === 'getMaintenanceTimeInterval' ? 1 : Number.MIN_SAFE_INTEGER);
  }
  return { ...(p.value as Record<string, number>) };
}

/** Reads and checks a genesis file (default: the bundled genesis.json); a bad one throws GenesisError. */
export function loadGenesisConfig(file = BUNDLED_GENESIS): GenesisConfig {
  const fail = (message: string): never => {
    throw new GenesisError(`genesis ${file}: ${message}`);
  };
  const root = JsonFields.of(readJson(file, fail), fail);
  root.only([
    'networkName',
    'parentHash',
    'blockVersion',
    'witnesses',
    'accounts',
    'multisig',
    'unfreezeDayMs',
    'proposalExpireMs',
    'parameters',
  ]);
  const a = root.object('accounts');
  a.only(['count', 'balance']);
  const accounts = { count: a.integer('count', 0, MAX_KEYS), balance: a.integer('balance', 0) };
  return {
    networkName: root.string('networkName'),
    parentHash: root.string('parentHash', /^[0-9a-f]{64}$/, '64 lowercase hex digits'),
    blockVersion: root.integer('blockVersion', 1),
    witnesses: witnessesOf(root),
    accounts,
    ...(root.has('multisig') ? { multisig: multisigOf(root, accounts.count) } : {}),
    unfreezeDayMs: root.integer('unfreezeDayMs', 1),
    proposalExpireMs: root.integer('proposalExpireMs', 0),
    parameters: root.has('parameters') ? parametersOf(root) : {},
  };
}
