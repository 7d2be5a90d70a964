import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const STARTED = /^devnet listening at (\S+)$/m;

/**
 * A devnet in its own process, as `poxscan start` runs it: what it spends on a request never
 * stalls the API under test (the package's TypeScript sources, run with tsx).
 */
export async function startDevnetProcess(): Promise<{ url: string; stop(): Promise<void> }> {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const script = `
    const { startDevnet } = await import('@poxscan/devnet');
    const devnet = await startDevnet({ port: 0, host: '127.0.0.1', produceBlocks: false });
    process.stdout.write('devnet listening at ' + devnet.url + '\\n');
    process.on('SIGTERM', () => devnet.stop().then(() => process.exit(0)));
  `;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', tsx, '--conditions=@poxscan/source', '--input-type=module', '-e', script],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`devnet did not start: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
