import { type Static, Type } from 'typebox';
import { Timestamp } from './common.js';
import { HomeStats } from './stats.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** The read replica as this API process sees it, from its health check (every 2 s). */
export const ReplicaHealth = Type.Object(
  {
    serving: Type.Boolean({
      description:
        'reads go to the replica; false while it is unreachable or over 30 s behind, when reads go to the primary',
    }),
    lagMs: Nullable(
      Type.Integer({
        minimum: 0,
        description:
          'replay lag: 0 when it has replayed all it received; null when it is no streaming standby',
      }),
    ),
    lagBytes: Nullable(
      Type.Integer({
        minimum: 0,
        description: 'WAL written on the primary and not yet replayed on the replica',
      }),
    ),
    blocksBehind: Nullable(
      Type.Integer({ minimum: 0, description: 'indexed blocks on the primary not yet on the replica' }),
    ),
    checkedAt: Nullable(Timestamp),
  },
  { description: 'the read replica at its last check; null when the API reads the primary only' },
);
export type ReplicaHealth = Static<typeof ReplicaHealth>;

/** `/api/status`: the home page's statistics and the health of the database the API reads. */
export const StatusResponse = Type.Object({
  ...HomeStats.properties,
  replica: Nullable(ReplicaHealth),
});
export type StatusResponse = Static<typeof StatusResponse>;
