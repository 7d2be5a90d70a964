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
  const parts = [
    part('indexer main thread', cpu.main),
    part(
      engine === 'postgres'
        ? 'its other threads (fetch and decode, garbage collection)'
        : 'its other threads (fetch and decode, the PGlite database, garbage collection)',
      cpu.otherThreads,
    ),
    ...(engine === 'postgres' ? [part('PostgreSQL', cpu.postgres)] : []),
    part('devnet', cpu.devnet),
    part('idle', cpu.idle),
  ];
  log(
    `  CPU over the catch-up (${cpus().length} cores × ${seconds.toFixed(1)} s = ${capacity.toFixed(0)} s): ${parts.join(', ')}`,
  );
}
