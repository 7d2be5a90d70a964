import { formatPox, isAddress, parsePox } from '@poxscan/protocol/browser';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A POX amount typed by the visitor, in sun: a number with at most 6 decimals, at least `min`, at most
 * `max` (what the account has for this action). Messages say what to change.
 */
export function checkPoxAmount(text: string, max: bigint | undefined, min = 1n): Checked<bigint> {
  let value: bigint;
  try {
    value = parsePox(text.replaceAll(',', ''));
  } catch (error) {
    return { ok: false, error: `Enter an amount in POX (${(error as Error).message}).` };
  }
  if (value < min) return { ok: false, error: `Enter at least ${formatPox(min)} POX.` };
  if (max !== undefined && value > max) {
    return { ok: false, error: `You can use at most ${formatPox(max, { thousands: true })} POX here.` };
  }
  return { ok: true, value };
}

/** A receiving account: a base58 address other than the sender's. */
export function checkReceiver(text: string, owner: string): Checked<string> {
  const address = text.trim();
  if (!isAddress(address) || !address.startsWith('T')) {
    return { ok: false, error: 'Enter the receiving account as a base58 address (T…).' };
  }
  if (address === owner) return { ok: false, error: 'Choose an account other than your own.' };
  return { ok: true, value: address };
}
