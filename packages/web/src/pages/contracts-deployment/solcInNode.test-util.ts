import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompileOutcome } from '../../solc/compiler';
import type { BrowserCompiler } from '../../solc/versions';

const require = createRequire(import.meta.url);

/**
 * The real compiler for component tests: the npm solc the browser's worker loads, run in a Node
 * worker thread (jsdom's `window` would mislead its Emscripten loader on the main thread).
 */
export function compileInNode(compiler: BrowserCompiler, input: object): Promise<CompileOutcome> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const solc = require(workerData.pkg);
    parentPort.postMessage({ output: solc.compile(workerData.input), version: solc.version() });`;
  const worker = new Worker(code, {
    eval: true,
    workerData: { pkg: require.resolve(`solc-${compiler.version}`), input: JSON.stringify(input) },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (reply: { output: string; version: string }) => {
      resolve({ output: JSON.parse(reply.output), version: reply.version });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
