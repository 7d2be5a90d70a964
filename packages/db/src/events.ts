import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DbLogger } from './logger.js';

export type EventHandler = (payload: string) => void;

/** LISTEN/NOTIFY as the rest of PoxScan sees it, whatever the engine. */
export interface EventBus {
  listen(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new TypeError(`invalid channel name: '${channel}'`);
}

/** PGlite lives in this process, so its events do too: whoever shares the Db hears them. */
export function inProcessEvents(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async listen(channel, handler) {
      checkChannel(channel);
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async notify(channel, payload) {
      checkChannel(channel);
      // Delivered after the caller continues, as PostgreSQL does, so a failing handler cannot fail it.
      setImmediate(() => emitter.emit(channel, payload));
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL LISTEN on one dedicated connection, re-established with capped back-off when it drops
 * (every channel is listened to again), NOTIFY through the pool.
 */
export function postgresEvents(url: string, pool: pg.Pool, logger?: DbLogger): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryDelay = 250;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    next.on('error', (error) => {
      logger?.warn({ err: error }, 'database event connection lost');
      if (client === next) client = undefined;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    retryDelay = 250;
    client = next;
    return next;
  };

  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = (): void => {
    if (closed || handlers.size === 0) return;
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, 10_000);
    setTimeout(() => {
      if (closed || client) return;
      ensure().catch((error: unknown) => {
        logger?.warn({ err: error }, 'database event connection failed; retrying');
        scheduleReconnect();
      });
    }, delay).unref();
  };

  return {
    async listen(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        try {
          const c = await ensure();
          await c.query(`LISTEN ${channel}`);
        } catch (error) {
          handlers.delete(channel);
          throw error;
        }
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async notify(channel, payload) {
      checkChannel(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      handlers.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
