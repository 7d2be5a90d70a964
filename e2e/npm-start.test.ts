import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@poxscan/test-support/ports';
import { afterAll, expect, test } from 'vitest';

// What a newcomer sees: `npm start` from the repository after `npm ci && npm run build`.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-npm-start-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    process.kill(-child.pid, 'SIGINT');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function until(check: () => boolean, what: string, output: () => string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (child?.exitCode !== null && child?.exitCode !== undefined)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('npm start says what it builds, then prints one plain banner, and logs no line per request', async () => {
  const [port, devnetPort] = [await freePort(), await freePort()];
  child = spawn('npm', ['start', '--', '--traffic', 'off', '--block-time-ms', '500'], {
    cwd: ROOT,
    // No LOG_LEVEL, as a newcomer runs it.
    env: { ...process.env, PORT: String(port), DEVNET_PORT: String(devnetPort), POXSCAN_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const banner = `PoxScan is running at http://localhost:${port} — devnet at http://127.0.0.1:${devnetPort}, data in ${dataDir}`;
  await until(
    () => out.includes(banner),
    'banner',
    () => out,
  );
  expect(out).toMatch(/Compiling the packages \(TypeScript[^\n]*… done \(\d+\.\d s\)\n/);
  expect(out).toMatch(/(Building the web app… done|The web app is up to date)/);

  // Requests served, then nothing per request in the log at the default level.
  const config = (await (await fetch(`http://127.0.0.1:${port}/config.json`)).json()) as { apiKey: string };
  for (const path of ['/api/status', '/api/transaction/stats', '/api/getblocks?page=1&limit=10'])
    expect(
      (
        await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { authorization: `Bearer ${config.apiKey}` },
        })
      ).status,
    ).toBe(200);
  await new Promise((r) => setTimeout(r, 500));
  expect(out).not.toMatch(/incoming request|request completed|"msg":"request"/);
  // No JSON log lines at all: the lifecycle log (devnet, indexer and server started) is for LOG_LEVEL=info.
  expect(out.split('\n').filter((line) => line.startsWith('{'))).toEqual([]);
  // No bundler chunk table.
  expect(out).not.toMatch(/gzip:/);
  expect(out.split('\n').filter((line) => line.includes('PoxScan is running'))).toHaveLength(1);
});

test('npx poxscan runs the command line from the repository', () => {
  const result = spawnSync('npx', ['--no-install', 'poxscan', '--help'], { cwd: ROOT, encoding: 'utf8' });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('Usage: poxscan <command>');
});
