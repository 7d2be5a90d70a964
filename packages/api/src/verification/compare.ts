import { trailingMetadata } from './metadata.js';

/** Bytes `[start, end)` of compiled code that may differ on chain without the code differing. */
export interface Range {
  start: number;
  end: number;
}

export type Comparison =
  | {
      ok: true;
      /** The masked ranges are equal too: the metadata hash matches (identical sources). */
      full: boolean;
      /** On-chain bytes after the compiled code: constructor arguments for creation code. */
      rest: Uint8Array;
    }
  | { ok: false; offset: number; onChainLength: number; compiledLength: number };

function indexesOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  if (needle.length === 0) return found;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    found.push(i);
  }
  return found;
}

/**
 * Where the metadata sections of every compiled contract sit inside `code`: its own at the end,
 * and those of contracts it embeds (`new Child()` puts the child's creation code inside).
 */
export function metadataRanges(code: Uint8Array, runtimes: readonly Uint8Array[]): Range[] {
  const sections = new Map<string, Uint8Array>();
  for (const runtime of runtimes) {
    const section = trailingMetadata(runtime);
    if (section === undefined) continue;
    const bytes = runtime.subarray(section.start, section.end);
    sections.set(Buffer.from(bytes).toString('hex'), bytes);
  }
  return [...sections.values()].flatMap((bytes) =>
    indexesOf(code, bytes).map((start) => ({ start, end: start + bytes.length })),
  );
}

/**
 * The runtime ranges the deployment fills in: immutables, and a library's own address, which solc
 * leaves as 20 zero bytes after a leading PUSH20 (its call protection).
 */
export function runtimeFillRanges(
  runtime: Uint8Array,
  immutableReferences: Record<string, Array<{ start: number; length: number }>> = {},
): Range[] {
  const ranges = Object.values(immutableReferences)
    .flat()
    .map((r) => ({ start: r.start, end: r.start + r.length }));
  if (runtime[0] === 0x73 && runtime.subarray(1, 21).every((b) => b === 0) && runtime[21] === 0x30) {
    ranges.push({ start: 1, end: 21 });
  }
  return ranges;
}

/**
 * Compares compiled code with the code on chain, byte for byte. Bytes in `metadata` ranges may differ
 * (the match is then partial), bytes in `filled` ranges are set at deployment and never count. The
 * chain's code may be longer (creation code carries the constructor arguments after it) unless `exact`.
 */
export function compareCode(
  compiled: Uint8Array,
  onChain: Uint8Array,
  masks: { metadata: readonly Range[]; filled: readonly Range[] },
  exact: boolean,
): Comparison {
  // 0: must match; 1: metadata; 2: filled at deployment.
  const mask = new Uint8Array(compiled.length);
  for (const r of masks.metadata) mask.fill(1, r.start, Math.min(r.end, compiled.length));
  for (const r of masks.filled) mask.fill(2, r.start, Math.min(r.end, compiled.length));
  const lengths = { onChainLength: onChain.length, compiledLength: compiled.length };
  let full = true;
  const common = Math.min(compiled.length, onChain.length);
  for (let i = 0; i < common; i++) {
    if (compiled[i] === onChain[i]) continue;
    if (mask[i] === 0) return { ok: false, offset: i, ...lengths };
    if (mask[i] === 1) full = false;
  }
  if (onChain.length < compiled.length || (exact && onChain.length > compiled.length)) {
    return { ok: false, offset: common, ...lengths };
  }
  return { ok: true, full, rest: onChain.subarray(compiled.length) };
}
