/** ABIs parsed from their text, the least recently read dropped first past the cap. */
const parsed = new Map<string, unknown>();
const MAX_ABIS = 256;

/**
 * An ABI read as its text, parsed once for each distinct text. The events an ABI declares are built
 * once for each ABI object (ethers' Interface, about 0.2 ms for a TRC20's): an object parsed anew for
 * every page rebuilt them for every page. The text is the key, so an ABI that changes (a contract
 * verified) is a new entry.
 */
export function abiOfText(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  let abi = parsed.get(text);
  if (abi === undefined) abi = JSON.parse(text) as unknown;
  else parsed.delete(text);
  parsed.set(text, abi);
  if (parsed.size > MAX_ABIS) parsed.delete(parsed.keys().next().value as string);
  return abi;
}
