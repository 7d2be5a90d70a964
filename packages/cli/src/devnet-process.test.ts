import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { devnetKeys } from '@poxscan/devnet';
import { freePort } from '@poxscan/test-support/ports';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { command as start } from './commands/start.js';
import { readEnv } from './config.js';

const API_KEY = 'k'.repeat(32);
// Creation code that counts down from 1,000,000 in a loop: a valid contract call that keeps the
// node busy for seconds (26,000,003 energy).
const COUNTDOWN = '620f42405b600190038060045700';

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} never happened`);
}

describe('poxscan start runs the devnet on its own thread', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-cli-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps answering /api/status within 500 ms while the devnet is busy with a slow call', {
    timeout: 180_000,
  }, async () => {
    const [port, devnetPort] = [await freePort(), await freePort()];
    const records: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          records.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    let stop!: () => void;
    const stopSignal = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const env = readEnv({
      POXSCAN_DATA_DIR: dataDir,
      PORT: String(port),
      DEVNET_PORT: String(devnetPort),
      API_KEYS: API_KEY,
    });
    const running = start.run(['--block-time-ms', '500', '--traffic', 'off'], { env, logger, stopSignal });
    const status = async () => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/status`, {
        headers: { authorization: `Bearer ${API_KEY}` },
      });
      await response.json();
      return response.ok ? performance.now() - started : undefined;
    };
    await until(status, 'the API answering');
    // The thread's log lines reach the process's logger.
    expect(records).toContainEqual(expect.objectContaining({ component: 'devnet', msg: 'devnet started' }));

    const owner = devnetKeys(1).accounts[0]!.hex;
    const slow = fetch(`http://127.0.0.1:${devnetPort}/wallet/triggerconstantcontract`, {
      method: 'POST',
      body: JSON.stringify({ owner_address: owner, data: COUNTDOWN }),
    }).then(async (response) => ({ body: await response.text() }));
    let done = false;
    void slow.finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      latencies.push((await status())!);
      await new Promise((r) => setTimeout(r, 100));
    }
    const slowCall = await slow;
    expect(slowCall.body).toContain('"energy_used":26000003');
    // The API answered throughout the node's busy seconds, each time promptly.
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(500);

    stop();
    expect(await running).toBe(0);
    expect(records).toContainEqual(expect.objectContaining({ component: 'devnet', msg: 'devnet stopped' }));
  });
});
