import { readFileSync } from 'node:fs';
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

test('takes ports below the ephemeral range, where outgoing connections never take them first', async () => {
  const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
  for (let i = 0; i < 20; i++) expect(await freePort()).toBeLessThan(Number(first));
});
