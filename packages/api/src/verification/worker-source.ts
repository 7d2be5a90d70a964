/**
 * The body of a compile worker, run with `new Worker(source, { eval: true })`. It is plain
 * JavaScript in a string so that the same worker runs from `src/` (tests, tsx) and `dist/` without a
 * TypeScript loader. A worker loads one compiler (its `workerData.entry`) once, then answers
 * `{ input }` messages (standard JSON text) with `{ output }` or `{ error }`.
 */
export const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const solc = require(workerData.entry);
parentPort.on('message', ({ input }) => {
  try {
    parentPort.postMessage({ output: solc.compile(input) });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;
