import type { CompileReply, CompileRequest } from './protocol';
import type { BrowserCompiler } from './versions';

/** solc's standard JSON output, as far as the deployment page reads it. */
export interface SolcOutput {
  errors?: Array<{ severity: 'error' | 'warning' | 'info'; formattedMessage: string; message: string }>;
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

export interface CompileOutcome {
  output: SolcOutput;
  /** The compiler's own version string, e.g. "0.8.37+commit.f401782d.Emscripten.clang". */
  version: string;
}

interface Pending {
  resolve: (outcome: CompileOutcome) => void;
  reject: (error: Error) => void;
}

/** One worker per compiler version: soljson takes seconds to load, so it is kept for later compiles. */
const workers = new Map<string, { worker: Worker; pending: Map<number, Pending> }>();
let nextId = 1;

function workerFor(version: string) {
  let entry = workers.get(version);
  if (entry !== undefined) return entry;
  const worker = new Worker(new URL('./solc.worker.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  worker.onmessage = (event: MessageEvent<CompileReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) {
      try {
        waiting?.resolve({ output: JSON.parse(reply.output) as SolcOutput, version: reply.version });
      } catch {
        waiting?.reject(new Error('The compiler answered with something other than JSON.'));
      }
    } else waiting?.reject(new Error(`The compiler failed: ${reply.error}.`));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const waiting of pending.values())
      waiting.reject(new Error(`The compiler stopped: ${event.message || 'its worker crashed'}.`));
    pending.clear();
    workers.delete(version);
    worker.terminate();
  };
  entry = { worker, pending };
  workers.set(version, entry);
  return entry;
}

/** Compiles a standard JSON input with one of the shipped compilers, in a Web Worker. */
export async function compileSolidity(compiler: BrowserCompiler, input: object): Promise<CompileOutcome> {
  const soljsonUrl = await compiler.soljsonUrl();
  const { worker, pending } = workerFor(compiler.version);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: CompileRequest = { id, soljsonUrl, input: JSON.stringify(input) };
    worker.postMessage(request);
  });
}
