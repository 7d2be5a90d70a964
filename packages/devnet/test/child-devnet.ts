// A devnet in its own process, for crash tests: prints its URL as one JSON line, stops on SIGTERM.
import { startDevnet } from '../src/index.js';

const [dataDir, blockTimeMs] = process.argv.slice(2);
const devnet = await startDevnet({ port: 0, dataDir, blockTimeMs: Number(blockTimeMs), traffic: 'low' });
process.stdout.write(`${JSON.stringify({ url: devnet.url })}\n`);
process.once('SIGTERM', () => {
  void devnet.stop().then(() => process.exit(0));
});
