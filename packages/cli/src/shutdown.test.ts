import { pino } from 'pino';
import { expect, test } from 'vitest';
import { Shutdown } from './shutdown.js';

test('stops parts newest first and keeps going past a failing or hanging part', async () => {
  const order: string[] = [];
  const shutdown = new Shutdown(pino({ level: 'silent' }), 50);
  shutdown.add('database', async () => {
    order.push('database');
  });
  shutdown.add('indexer', async () => {
    order.push('indexer');
    throw new Error('boom');
  });
  shutdown.add('api', () => {
    order.push('api');
    return new Promise(() => {});
  });
  await shutdown.run();
  expect(order).toEqual(['api', 'indexer', 'database']);
  await shutdown.run();
  expect(order).toHaveLength(3);
});
