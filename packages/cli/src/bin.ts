#!/usr/bin/env node
import { pino } from 'pino';
import type { Command } from './commands/types.js';
import { ConfigError, readEnv } from './config.js';

const COMMANDS = ['start', 'devnet', 'indexer', 'api', 'migrate', 'audit', 'admin'] as const;

async function loadCommand(name: string): Promise<Command | undefined> {
  if (!(COMMANDS as readonly string[]).includes(name)) return undefined;
  const module = (await import(`./commands/${name}.js`)) as { command: Command };
  return module.command;
}

async function usage(): Promise<string> {
  const lines = ['Usage: poxscan <command> [options]', '', 'Commands:'];
  for (const name of COMMANDS) {
    const command = await loadCommand(name).catch(() => undefined);
    lines.push(`  ${name.padEnd(10)}${command?.summary ?? '(not available in this build)'}`);
  }
  lines.push('', 'Run `poxscan <command> --help` for its options.');
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${await usage()}\n`);
    return name === undefined ? 1 : 0;
  }
  const command = await loadCommand(name).catch(() => undefined);
  if (command === undefined) {
    process.stderr.write(`poxscan: unknown command '${name}'\n\n${await usage()}\n`);
    return 1;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  const env = readEnv();
  const logger = pino({ level: env.logLevel, base: { service: name } });
  const stopSignal = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  return command.run(rest, { env, logger, stopSignal });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`poxscan: ${message}\n`);
    process.exitCode = 1;
  },
);
