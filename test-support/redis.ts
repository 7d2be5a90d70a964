import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './ports.ts';
import { ensureDebianPackages } from './system-packages.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A throwaway Redis on a free loopback port, without persistence (installs Debian's package if missing). */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  ensureDebianPackages([{ name: 'redis-server', present: () => existsSync(REDIS_SERVER) }]);
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
