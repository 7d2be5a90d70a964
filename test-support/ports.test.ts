import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { freePort } from './ports.ts';

test('returns a port that can be listened on', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThan(0);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  server.close();
});
