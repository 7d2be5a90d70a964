import { type Static, Type } from 'typebox';
import { reader } from '../../db/api-db.js';
import { badParameter } from '../../errors.js';
import { contractEvents, transactionEvents } from '../../queries/trongrid/events.js';
import type { TypedApp } from '../typed-app.js';
import { tronGridResponses } from './envelope.js';
import { transactionId } from './events.js';
import type { TronGridRoutesOptions } from './index.js';
import { addressParam, chainFilter, integer, limitOf } from './params.js';

const tags = ['trongrid'];

/** An event in the legacy event server's shape: `_fingerprint` on the last row when more follow. */
const LegacyEvent = Type.Object(
  {
    block_number: Type.Integer(),
    block_timestamp: Type.Integer(),
    contract_address: Type.String(),
    event_index: Type.Integer(),
    event_name: Type.String(),
    result: Type.Record(Type.String(), Type.String()),
    result_type: Type.Record(Type.String(), Type.String()),
    transaction_id: Type.String(),
    resource_Node: Type.String({ description: 'solidityNode when confirmed, else fullNode' }),
    _unconfirmed: Type.Optional(Type.Boolean()),
    _fingerprint: Type.Optional(Type.String()),
  },
  { title: 'LegacyEvent' },
);
const LegacyEvents = Type.Array(LegacyEvent, { title: 'LegacyEvents' });

const LegacyQuery = Type.Object({
  size: Type.Optional(Type.String({ maxLength: 10, description: 'rows, 1 to 200 (default 20)' })),
  since: Type.Optional(Type.String({ maxLength: 20, description: 'ms; alias fromTimestamp' })),
  from_timestamp: Type.Optional(
    Type.String({ maxLength: 20, description: 'ms: events at or after this block time' }),
  ),
  sort: Type.Optional(
    Type.String({
      maxLength: 40,
      description: '-block_timestamp (default, newest first) or block_timestamp',
    }),
  ),
  fingerprint: Type.Optional(Type.String({ maxLength: 512 })),
  only_confirmed: Type.Optional(Type.String({ maxLength: 5 })),
  only_unconfirmed: Type.Optional(Type.String({ maxLength: 5 })),
});
type LegacyQuery = Static<typeof LegacyQuery>;

const address = Type.String({ maxLength: 100 });
const event = Type.String({ pattern: '^[A-Za-z_$][A-Za-z0-9_$]{0,199}$', description: 'event name' });
const block = Type.String({ maxLength: 30 });
/** The three contract paths, each with its own path parameters. */
const CONTRACT_PATHS = [
  ['/event/contract/:address', Type.Object({ address })],
  ['/event/contract/:address/:event', Type.Object({ address, event })],
  ['/event/contract/:address/:event/:block', Type.Object({ address, event, block })],
] as const;
type ContractParams = { address: string; event?: string; block?: string };

function sortAscending(sort: string | undefined): boolean {
  if (sort === undefined || sort === '' || sort === '-block_timestamp') return false;
  if (sort === 'block_timestamp') return true;
  throw badParameter('sort', 'must be block_timestamp or -block_timestamp');
}

type V1Event = Awaited<ReturnType<typeof contractEvents>>['data'][number];

function legacy(events: V1Event[], fingerprint: string | undefined) {
  // Keys added to the event's own copy: V8 makes `{ ...e, resource_Node }` slowly (4 µs an event).
  return events.map(({ caller_contract_address: _c, event: _e, ...e }, i) =>
    Object.assign(e, {
      resource_Node: e._unconfirmed ? 'fullNode' : 'solidityNode',
      ...(fingerprint !== undefined && i === events.length - 1 ? { _fingerprint: fingerprint } : {}),
    }),
  );
}

function request(q: LegacyQuery, list: string) {
  const since = integer('since', q.since ?? q.from_timestamp);
  const filter = chainFilter({
    ...(q.only_confirmed === undefined ? {} : { only_confirmed: q.only_confirmed }),
    ...(q.only_unconfirmed === undefined ? {} : { only_unconfirmed: q.only_unconfirmed }),
  });
  return {
    filter: { ...filter, ...(since === undefined || since === 0 ? {} : { minTimestamp: since }) },
    limit: limitOf(q.size, 'size'),
    fingerprint: q.fingerprint,
    asc: sortAscending(q.sort),
    list,
  };
}

/** The event server paths older tronweb versions call (`/event/contract/…`, `/event/transaction/…`). */
export async function legacyEventRoutes(app: TypedApp, opts: TronGridRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const contractHandler = async ({ address, event, block }: ContractParams, query: LegacyQuery) => {
    const base = request(query, 'legacy-contract');
    const blockNumber = block === undefined ? undefined : integer('block', block);
    const result = await contractEvents(db, addressParam('address', address), event, {
      ...base,
      filter: { ...base.filter, ...(blockNumber === undefined ? {} : { blockNumber }) },
    });
    return legacy(result.data, result.fingerprint);
  };
  for (const [path, params] of CONTRACT_PATHS) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "a contract's events in the legacy event server's shape",
          params,
          querystring: LegacyQuery,
          response: tronGridResponses(LegacyEvents),
        },
      },
      async (req) => contractHandler(req.params, req.query),
    );
  }

  app.get(
    '/event/transaction/:id',
    {
      schema: {
        tags,
        summary: "a transaction's events in the legacy event server's shape",
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: LegacyQuery,
        response: tronGridResponses(LegacyEvents),
      },
    },
    async (req) => {
      const { id } = req.params;
      const result = await transactionEvents(db, transactionId(id), request(req.query, 'legacy-tx'));
      return legacy(result?.data ?? [], result?.fingerprint);
    },
  );
}
