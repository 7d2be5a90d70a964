import { cpus } from 'node:os';
import type { CpuTimes } from './cpu.js';

/**
 * Where the machine's cores went during a catch-up. The ratio compares the catch-up with an insert
 * that has the machine to itself; this says what the catch-up shared it with.
 */
export function logCpu(cpu: CpuTimes, indexMs: number, engine: string, log: (line: string) => void): void {
  const seconds = indexMs / 1000;
  const capacity = cpus().length * seconds;
  const part = (name: string, s: number) => `${name} ${s.toFixed(1)} s`;
  // PGlite runs inside the indexer, on one of its threads; PostgreSQL is a server of its own.
  const server = engine === 'postgres' ? [part('PostgreSQL', cpu.postgres)] : [];
  const threads = server.length > 0 ? 'fetch and decode' : 'fetch and decode, the PGlite database';
  const parts = [
    part('indexer main thread', cpu.main),
    part(`its other threads (${threads}, garbage collection)`, cpu.otherThreads),
    ...server,
    part('devnet', cpu.devnet),
    part('idle', cpu.idle),
  ];
  log(
    `  CPU over the catch-up (${cpus().length} cores × ${seconds.toFixed(1)} s = ${capacity.toFixed(0)} s): ${parts.join(', ')}`,
  );
}
