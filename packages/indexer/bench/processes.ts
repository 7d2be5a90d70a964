import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./devnet-child.ts', import.meta.url));

export interface DevnetProcess {
  url: string;
  head: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function devnetProcess(
  dataDir: string,
  produce: boolean,
  blockTimeMs: number,
  traffic: string,
  cache = false,
): Promise<DevnetProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=@poxscan/source',
      '--import',
      'tsx',
      CHILD,
      dataDir,
      produce ? 'yes' : 'no',
      String(blockTimeMs),
      traffic,
      cache ? 'cache' : 'live',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const first = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.indexOf('\n');
      if (line >= 0) resolve(text.slice(0, line));
    });
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}`)));
  });
  const { url, head } = JSON.parse(first) as { url: string; head: number };
  return {
    url,
    head,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
