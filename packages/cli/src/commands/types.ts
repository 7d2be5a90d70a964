import type { Logger } from 'pino';
import type { EnvConfig } from '../config.js';

export interface CommandContext {
  env: EnvConfig;
  logger: Logger;
  /** Resolves when the process is asked to stop (SIGINT or SIGTERM). */
  stopSignal: Promise<void>;
}

/** One `poxscan <name>` subcommand. `run` returns the process exit code once the command has finished. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(argv: string[], ctx: CommandContext): Promise<number>;
}
