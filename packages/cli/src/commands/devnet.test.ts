import { networkInterfaces } from 'node:os';
import { freePort } from '@poxscan/test-support/ports';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../config.js';
import { command as devnet } from './devnet.js';

const logger = pino({ level: 'silent' });

// An address of this machine other than loopback: what another machine would connect to.
const outward = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && !i.internal && i.family === 'IPv4')?.address;

async function answers(host: string, port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}:${port}/wallet/getnowblock`);
    return response.ok;
  } catch {
    return false;
  }
}

/** Runs `poxscan devnet` with `args` and reports who can reach it. */
async function reachability(args: string[]): Promise<{ loopback: boolean; outward: boolean }> {
  const port = await freePort();
  let stop!: () => void;
  const stopSignal = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const env = readEnv({ DEVNET_PORT: String(port) });
  const running = devnet.run(['--block-time-ms', '60000', ...args], { env, logger, stopSignal });
  try {
    for (let i = 0; i < 100 && !(await answers('127.0.0.1', port)); i++)
      await new Promise((r) => setTimeout(r, 100));
    return { loopback: await answers('127.0.0.1', port), outward: await answers(outward!, port) };
  } finally {
    stop();
    expect(await running).toBe(0);
  }
}

describe.skipIf(outward === undefined)('poxscan devnet --host', () => {
  it('listens on loopback only by default', async () => {
    expect(await reachability([])).toEqual({ loopback: true, outward: false });
  });

  it('opens to other machines with --host 0.0.0.0', async () => {
    expect(await reachability(['--host', '0.0.0.0'])).toEqual({ loopback: true, outward: true });
  });
});
