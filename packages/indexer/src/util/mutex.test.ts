import { expect, it } from 'vitest';
import { Mutex } from './mutex.js';

it('runs one task at a time, urgent ones first, and survives failures', async () => {
  const mutex = new Mutex();
  const order: string[] = [];
  let release!: () => void;
  const first = mutex.run(() =>
    new Promise<void>((r) => {
      release = r;
    }).then(() => order.push('first')),
  );
  const ordinary = mutex.run(async () => order.push('ordinary'));
  const failing = mutex.run(async () => {
    throw new Error('boom');
  }, true);
  const urgent = mutex.run(async () => order.push('urgent'), true);
  release();
  await first;
  await expect(failing).rejects.toThrow('boom');
  await Promise.all([ordinary, urgent]);
  expect(order).toEqual(['first', 'urgent', 'ordinary']);
});
