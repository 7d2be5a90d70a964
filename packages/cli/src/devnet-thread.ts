// Entry of the devnet's worker thread (see devnet-process.ts): runs the node, sends its log lines and
// its address to the main thread, and stops when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { type DevnetOptions, startDevnet } from '@poxscan/devnet';
import { pino } from 'pino';
import type { FromDevnetThread, ToDevnetThread } from './devnet-process.js';

const port = parentPort!;
const send = (message: FromDevnetThread) => port.postMessage(message);
const { options, logLevel } = workerData as { options: Omit<DevnetOptions, 'logger'>; logLevel: string };
const logger = pino(
  { level: logLevel, base: undefined, timestamp: false },
  { write: (line: string) => send({ log: line }) },
);

try {
  const devnet = await startDevnet({ ...options, logger });
  port.on('message', (message: ToDevnetThread) => {
    if (message.stop) void devnet.stop().then(() => process.exit(0));
  });
  send({ ready: { url: devnet.url, seed: devnet.seed } });
} catch (error) {
  send({ failed: (error as Error).message });
  port.close();
}
