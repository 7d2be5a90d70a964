import { type Logger, pino } from 'pino';

/** What the writer's commits of a catch-up took, from its 'blocks committed' log lines. */
export interface CommitTimes {
  commits: number;
  /** the largest commit, in blocks */
  maxBlocks: number;
  /** waiting for the fetch thread's blocks, all commits; the first wait alone (its start-up) */
  waitedMs: number;
  firstWaitMs: number;
  /** the commits' transactions, from their start to their end */
  wroteMs: number;
}

interface CommitLine {
  msg?: string;
  level?: number;
  from: number;
  to: number;
  waitedMs: number;
  wroteMs: number;
}

/**
 * A logger for the indexer under measurement: its commits are tallied, warnings and errors printed
 * as before, the rest dropped. A line is parsed only when it is a commit's or worse than info.
 */
export function commitLog(): { logger: Logger; times: () => CommitTimes } {
  const commits: CommitLine[] = [];
  const write = (line: string) => {
    if (!line.includes('"blocks committed"') && !/"level":[4-6]\d/.test(line)) return;
    const entry = JSON.parse(line) as CommitLine;
    if (entry.msg === 'blocks committed') commits.push(entry);
    else process.stdout.write(line);
  };
  const times = (): CommitTimes => ({
    commits: commits.length,
    maxBlocks: Math.max(0, ...commits.map((c) => c.to - c.from + 1)),
    waitedMs: commits.reduce((ms, c) => ms + c.waitedMs, 0),
    firstWaitMs: commits[0]?.waitedMs ?? 0,
    wroteMs: commits.reduce((ms, c) => ms + c.wroteMs, 0),
  });
  return { logger: pino({ level: 'debug' }, { write }), times };
}
