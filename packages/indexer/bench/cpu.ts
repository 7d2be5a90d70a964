import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (seconds) spent so far by the parts of a catch-up that share the machine, read from /proc
 * (Linux): the indexer's main thread, its other threads (the fetch thread, V8's garbage collector
 * helpers, libuv's pool), the PostgreSQL server's processes, the devnet serving the blocks, and the
 * machine's idle time over all its cores.
 */
export interface CpuTimes {
  main: number;
  otherThreads: number;
  postgres: number;
  devnet: number;
  idle: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a /proc stat line, in ticks (the fields after the parenthesised name). */
function ticks(statPath: string): number {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // the process or thread ended between the listing and the read
  }
}

function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The CPU times now, or undefined where /proc is missing. */
export function cpuTimes(devnetPid: number | undefined): CpuTimes | undefined {
  if (!existsSync('/proc/self/task')) return undefined;
  const self = String(process.pid);
  let main = 0;
  let otherThreads = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    const t = ticks(`/proc/self/task/${tid}/stat`);
    if (tid === self) main = t;
    else otherThreads += t;
  }
  let postgres = 0;
  for (const pid of readdirSync('/proc')) {
    if (/^[0-9]+$/.test(pid) && commandLine(pid).startsWith('postgres'))
      postgres += ticks(`/proc/${pid}/stat`);
  }
  const devnet = devnetPid === undefined ? 0 : ticks(`/proc/${devnetPid}/stat`);
  // /proc/stat's first line: cpu user nice system idle iowait …, in ticks summed over the cores.
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/);
  const idle = Number(cpu[4]) + Number(cpu[5]);
  const s = (n: number) => n / TICKS_PER_SECOND;
  return {
    main: s(main),
    otherThreads: s(otherThreads),
    postgres: s(postgres),
    devnet: s(devnet),
    idle: s(idle),
  };
}

/** What each part spent between two readings. */
export function cpuSpent(before: CpuTimes, after: CpuTimes): CpuTimes {
  const parts = Object.keys(after) as (keyof CpuTimes)[];
  return Object.fromEntries(parts.map((k) => [k, after[k] - before[k]])) as unknown as CpuTimes;
}
