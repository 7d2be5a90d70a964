import type { Logger } from 'pino';

export interface Running {
  url: string;
  devnet: string;
  dataDir: string;
}

/** The one plain line a person starting the explorer looks for: where to open it. */
export function bannerText({ url, devnet, dataDir }: Running): string {
  return `PoxScan is running at ${url} — devnet at ${devnet}, data in ${dataDir}`;
}

/**
 * Prints the banner on the terminal as plain text (not a JSON log line), and logs the same facts for
 * log readers.
 */
export function announce(
  running: Running,
  logger: Logger,
  out: NodeJS.WritableStream = process.stdout,
): void {
  out.write(`\n  ${bannerText(running)}\n\n`);
  logger.debug(running, bannerText(running));
}
