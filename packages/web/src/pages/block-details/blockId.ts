const BLOCK_ID = /^([0-9]{1,12}|[0-9a-fA-F]{64})$/;

/** A block is asked for by height or by 64-hex hash; anything else never reaches the API. */
export function isBlockId(id: string): boolean {
  return BLOCK_ID.test(id);
}
