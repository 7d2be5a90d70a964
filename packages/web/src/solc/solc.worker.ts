/// <reference lib="webworker" />
// A classic worker: soljson.js is an Emscripten script that defines a global `Module`, loaded with
// importScripts. Its WebAssembly is compiled synchronously here, off the page's thread.
import type { CompileReply, CompileRequest } from './protocol';

interface Soljson {
  cwrap(name: string, returns: string | null, args: string[]): (...args: unknown[]) => string;
}

declare const self: DedicatedWorkerGlobalScope & { Module?: Soljson };

let loaded:
  | { url: string; compile: (input: string) => string; version: string; reset: () => void }
  | undefined;

function load(url: string) {
  if (loaded?.url === url) return loaded;
  if (loaded !== undefined) throw new Error('this worker already holds another compiler version');
  self.importScripts(url);
  const module = self.Module;
  if (module === undefined) throw new Error('the compiler script did not define its module');
  const compile = module.cwrap('solidity_compile', 'string', ['string', 'number', 'number']);
  loaded = {
    url,
    compile: (input) => compile(input, 0, 0),
    version: module.cwrap('solidity_version', 'string', [])(),
    reset: module.cwrap('solidity_reset', null, []) as () => void,
  };
  return loaded;
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/Content Security Policy|unsafe-eval/i.test(text))
    return "the browser refused to run the compiler's WebAssembly: this site's Content-Security-Policy must allow 'wasm-unsafe-eval'";
  return text;
}

self.onmessage = (event: MessageEvent<CompileRequest>) => {
  const { id, soljsonUrl, input } = event.data;
  let reply: CompileReply;
  try {
    const compiler = load(soljsonUrl);
    const output = compiler.compile(input);
    compiler.reset();
    reply = { id, ok: true, output, version: compiler.version };
  } catch (error) {
    reply = { id, ok: false, error: reasonOf(error) };
  }
  self.postMessage(reply);
};
